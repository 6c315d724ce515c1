// misere-nim-wrong-normal-play: a deliberately WRONG decision, kept so that the stress tests prove they catch it. It
// plays normal-play Nim (John wins iff the piles xor to non-zero), forgetting that whoever eats the last sweet loses;
// equivalently, it forgets the case where every pile is <= 1. "1 / 1" is then called a win for John, who must eat the
// only sweet. Its problem's test executable fails unless the in-process stress run (src/tests/stress/in_process.cpp)
// catches it.
#include <vector>

#include "tests/stress/wrong_variant.hpp"
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

GAMESUITE_WRONG_VARIANT("normal play instead of misere", solve, misere_nim::suite_limits())
