// anti-sg-wrong-normal-play: a deliberately WRONG solver, kept so that the stress harness proves it catches it.
// It plays the rows as normal-play Nim (first player wins iff the lengths xor to non-zero), forgetting that here
// whoever takes the last apple loses: "1 / 1" is a loss (the only move takes the last apple), not a win. The
// ctest stress-catches-anti-sg-wrong-normal-play (src/tests/stress) passes only if scripts/stress reports it.
#include <vector>

#include "cli/problem_cli.hpp"
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

int main(int argc, char** argv) {
    return gamesuite::run_wrong_variant(argc, argv, "normal play instead of misere", solve,
                                        anti_sg::suite_limits());
}
