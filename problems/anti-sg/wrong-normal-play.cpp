// anti-sg-wrong-normal-play: a deliberately WRONG decision, kept so that the stress tests prove they catch it. It plays
// the rows as normal-play Nim (first player wins iff the lengths xor to non-zero), forgetting that here whoever takes
// the last apple loses: "1 / 1" is a loss (the only move takes the last apple), not a win. Its problem's test
// executable fails unless the in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "gamecore/nim.hpp"
#include "problem.hpp"

namespace {

bool first_player_wins(const std::vector<long long>& rows) {
    return gamecore::nim_sum(rows.begin(), rows.end()) != 0;  // the bug: right only when some row is > 1
}

void solve(gamecore::Scanner& in, const anti_sg::Limits& limits, gamecore::Output& out) {
    anti_sg::answer_cases(in, limits, out, first_player_wins);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("normal play instead of misere", solve, anti_sg::suite_limits())
