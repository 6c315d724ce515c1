// merge-piles-parity-wrong-remainder-counted: a deliberately WRONG decision, kept so that the stress tests prove they
// catch it. It counts the merges of the rest as n mod m instead of max(n mod m - 1, 0): the rest heap of r stones
// needs r - 1 merges, not r. The sample's "7 3" (4 merges) becomes 5, a first-player win. Its problem's test
// executable fails unless the in-process stress run catches it.
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

bool first_player_wins(long long heaps, long long most) {
    return ((heaps / most) * (most - 1) + heaps % most) % 2 != 0;  // the bug: r merges for a rest of r
}

void solve(gamecore::Scanner& in, const merge_piles_parity::Limits& limits, gamecore::Output& out) {
    merge_piles_parity::answer_cases(in, limits, out, first_player_wins);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("n mod m merges for the rest instead of n mod m - 1", solve,
                        merge_piles_parity::suite_limits())
