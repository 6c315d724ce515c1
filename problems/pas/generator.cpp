// pas-gen: seeded judge input. Small: boards <= 14 cells (pas-reference searches them in 0.1 s even under ASan),
// stripes <= 20, often repeated. Judge: lengths up to the judge's limit (short ones favoured, so that they fit),
// the judge's largest m of boards up to the judge's limit (problem.hpp).
#include <algorithm>
#include <cstdio>

#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

// Writes one input; `small` asks for what the reference solver can answer.
void write_input(gamesuite::SeededRandom& random, bool small) {
    const pas::Limits judge = pas::judge_limits(), reference = pas::reference_limits();
    const long long max_board = small ? std::min(14LL, reference.max_board) : judge.max_board;
    // Long stripes rarely fit; mostly draw lengths well below the boards.
    const long long short_stripe = small ? 6 : 40;
    const long long long_stripe = small ? std::min(20LL, reference.max_stripe) : judge.max_stripe;
    long long lengths[3];
    for (int i = 0; i < 3; ++i) {
        if (i > 0 && random.chance(20)) lengths[i] = lengths[random.between(0, i - 1)];  // a repeated length
        else lengths[i] = random.between(1, random.chance(80) ? short_stripe : long_stripe);
    }
    gamesuite::print("%lld %lld %lld\n", lengths[0], lengths[1], lengths[2]);

    const long long boards = small ? random.between(1, 40) : judge.max_boards;
    gamesuite::print("%lld\n", boards);
    for (long long i = 0; i < boards; ++i)
        gamesuite::print("%lld\n", random.chance(5) ? max_board : random.between(1, max_board));
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
