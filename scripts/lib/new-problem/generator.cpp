// {{id}}-gen: seeded input. Small: piles the reference answers at once. Judge: 10^5 piles up to the judge's limit.
#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

// TODO: inputs that reach your game's corner cases (losing positions, the limits, the smallest input).
void write_input(gamesuite::SeededRandom& random, bool small) {
    const long long max_pile = small ? 60 : {{namespace}}::judge_limits().max_pile;
    const long long cases = small ? random.between(1, 40) : 100000;
    for (long long i = 0; i < cases; ++i) gamesuite::print("%lld\n", static_cast<long long>(random.between(0, max_pile)));
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
