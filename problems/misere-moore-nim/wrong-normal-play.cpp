// misere-moore-nim-wrong-normal-play: a deliberately WRONG decision, kept so that the stress tests prove they catch
// it. It plays normal-play Moore's Nim (the first player wins iff some digit's count of ones is not a multiple of
// k + 1), forgetting that whoever takes the last stone loses; it is wrong exactly when every heap is <= 1: "1 1 / 1"
// is called a win for the first player, who must take the only stone. Its problem's test executable fails unless the
// in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "gamecore/moore.hpp"
#include "problem.hpp"

namespace {

bool first_player_wins(const std::vector<long long>& heaps, long long take) {
    // the bug: right only when some heap is > 1
    return gamecore::moore_nim_first_player_wins(heaps.begin(), heaps.end(), static_cast<unsigned long long>(take));
}

void solve(gamecore::Scanner& in, const misere_moore_nim::Limits& limits, gamecore::Output& out) {
    misere_moore_nim::answer_cases(in, limits, out, first_player_wins);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("normal play instead of misere", solve, misere_moore_nim::suite_limits())
