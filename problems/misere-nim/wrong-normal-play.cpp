// misere-nim-wrong-normal-play: a deliberately WRONG solver, kept so that the stress harness proves it catches it.
// It plays normal-play Nim (John wins iff the piles xor to non-zero), forgetting that whoever eats the last sweet
// loses; equivalently, it forgets the case where every pile is <= 1. "1 / 1" is then called a win for John, who
// must eat the only sweet. The ctest stress-catches-misere-nim-wrong-normal-play passes only if scripts/stress
// reports a mismatch.
#include <vector>

#include "cli/problem_cli.hpp"
#include "gamecore/nim.hpp"
#include "problem.hpp"

namespace {

bool first_player_wins(const std::vector<long long>& piles) {
    return gamecore::nim_sum(piles.begin(), piles.end()) != 0;  // the bug: right only when some pile is > 1
}

void solve(gamecore::Scanner& in, const misere_nim::Limits& limits, gamecore::Output& out) {
    misere_nim::answer_cases(in, limits, out, first_player_wins);
}

}  // namespace

int main(int argc, char** argv) {
    return gamesuite::run_wrong_variant(argc, argv, "normal play instead of misere", solve,
                                        misere_nim::suite_limits());
}
