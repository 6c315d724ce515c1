// generalized-subtraction-gen: seeded tests for the interactor (`N L R`, then `<strategy> <seed>`, statement.md).
// Small: N <= 14 (within the reference's 16). Judge: N = 2000. A third of the tests have L = R with N - L odd, the
// case the mirror cannot play; the strategy is one of longest, random, anti-mirror.
#include <algorithm>

#include "cli/generator.hpp"
#include "interactor.hpp"
#include "reference.hpp"

namespace {

void write_input(gamesuite::SeededRandom& random, bool small) {
    namespace gs = generalized_subtraction;
    const int n = small ? static_cast<int>(random.between(1, 14)) : static_cast<int>(gs::judge_limits().max_cards);
    int l = static_cast<int>(random.between(1, n)), r = l;
    if (random.chance(33)) {
        if ((n - l) % 2 == 0) l = l > 1 ? l - 1 : l;  // N - L odd where possible (N = 1 has no such L)
        r = l;
    } else if (random.chance(50)) {
        r = static_cast<int>(random.between(l, n));
    } else {
        r = static_cast<int>(random.between(l, std::min(n, l + 3)));  // a narrow window: mirrors are tight there
    }
    const gs::Strategy strategies[] = {gs::longest, gs::random_move, gs::anti_mirror};
    gamesuite::print("%d %d %d\n%s %lld\n", n, l, r, gs::strategy_name(strategies[random.between(0, 2)]),
                     static_cast<long long>(random.between(1, 1000000)));
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
