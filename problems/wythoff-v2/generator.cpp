// wythoff-v2-gen: seeded input. Small: T <= 40 pairs of piles <= 60, many of them losing pairs, next to one, or equal.
// Judge: T = 10000 pairs of piles to 10^18 (the judge's largest), a third of them losing pairs, in either order.
#include <algorithm>
#include <utility>

#include "cli/generator.hpp"
#include "gamecore/wythoff.hpp"
#include "reference.hpp"

namespace {

// The losing pair with difference k, when it fits under max_pile; its exact form is the solver's core, but the
// generator only picks positions: the answers are the reference's (small) or derive.py's (testdata).
bool losing_pair(long long k, long long max_pile, long long& a, long long& b) {
    unsigned long long smaller;
    if (!gamecore::wythoff_smaller_of_difference(static_cast<unsigned long long>(k), smaller)) return false;
    if (smaller + static_cast<unsigned long long>(k) > static_cast<unsigned long long>(max_pile)) return false;
    a = static_cast<long long>(smaller);
    b = a + k;
    return true;
}

void write_input(gamesuite::SeededRandom& random, bool small) {
    const wythoff_v2::Limits limits = small ? wythoff_v2::reference_limits() : wythoff_v2::judge_limits();
    // Piles to 60 meet 23 losing pairs, and the reference answers them at once.
    const long long max_pile = small ? std::min(60LL, limits.max_pile) : limits.max_pile;
    const long long min_pile = small ? 0 : limits.min_pile;
    const long long cases = small ? random.between(1, 40) : limits.max_cases;
    // A pair (a_k, a_k + k) under max_pile has k < max_pile / phi^2, about 0.38 max_pile.
    const long long max_difference = max_pile / 5 * 2;
    gamesuite::print("%lld\n", cases);
    for (long long i = 0; i < cases; ++i) {
        long long a = random.between(min_pile, max_pile), b = random.between(min_pile, max_pile);
        const long long kind = random.between(0, 99);
        if (kind < 50 && losing_pair(random.between(1, max_difference), max_pile, a, b)) {
            // Two thirds of these stay losing; the rest step one pile off by one, within the limits.
            if (kind >= 33) {
                long long& pile = random.chance(50) ? a : b;
                pile = std::min(std::max(pile + (random.chance(50) ? 1 : -1), min_pile), max_pile);
            }
        } else if (kind < 60) {
            b = a;  // a = b: won by taking both piles, except (0, 0)
        }
        if (random.chance(50)) std::swap(a, b);
        gamesuite::print("%lld %lld\n", a, b);
    }
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
