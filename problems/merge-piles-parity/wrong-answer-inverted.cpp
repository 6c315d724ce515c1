// merge-piles-parity-wrong-answer-inverted: a deliberately WRONG decision, kept so that the stress tests prove they
// catch it. It writes 1 for a first-player win (the catalogue's trap: the judge's 0 means the first player wins),
// so the sample's "2 2" (one merge, 小Z's) becomes 1. Its problem's test executable fails unless the in-process
// stress run catches it.
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"
#include "solver.hpp"

namespace {

bool first_player_wins(long long heaps, long long most) {
    return !merge_piles_parity::first_player_wins(heaps, most);  // the bug: 1 for the first player
}

void solve(gamecore::Scanner& in, const merge_piles_parity::Limits& limits, gamecore::Output& out) {
    merge_piles_parity::answer_cases(in, limits, out, first_player_wins);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("1 for a first-player win instead of 0", solve, merge_piles_parity::suite_limits())
