// misere-moore-nim-wrong-ignores-k: a deliberately WRONG decision, kept so that the stress tests prove they catch it.
// It answers misère Nim (Bouton's rule: every heap <= 1, even number of ones; otherwise a non-zero xor) whatever k
// is, as if a move always took from one heap: right for k = 1 only. "3 2 / 1 1 1" is a win for the first player by
// the rules (take two of the ones and leave the last to the opponent; 3 mod 3 = 0, not 1), but three ones are odd.
// Its problem's test executable fails unless the in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "gamecore/misere.hpp"
#include "problem.hpp"

namespace {

bool first_player_wins(const std::vector<long long>& heaps, long long) {
    return gamecore::misere_nim_first_player_wins(heaps.begin(), heaps.end());  // the bug: k is ignored
}

void solve(gamecore::Scanner& in, const misere_moore_nim::Limits& limits, gamecore::Output& out) {
    misere_moore_nim::answer_cases(in, limits, out, first_player_wins);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("misere Nim whatever k is", solve, misere_moore_nim::suite_limits())
