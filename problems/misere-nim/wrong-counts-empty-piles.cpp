// misere-nim-wrong-counts-empty-piles: a deliberately WRONG decision, kept so that the stress tests prove they catch
// it. When no pile holds more than one sweet it answers by the parity of N, the number of piles given, instead of the
// number of non-empty piles: right at the judge (every pile >= 1) but not on the empty piles read beyond it: "2 / 0 1"
// is one sweet, which John must eat, yet N = 2 is even. Its problem's test executable fails unless the in-process
// stress run (src/tests/stress/in_process.cpp) catches it.
#include <cstddef>
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "gamecore/nim.hpp"
#include "problem.hpp"

namespace {

bool first_player_wins(const std::vector<long long>& piles) {
    bool some_above_one = false;
    for (std::size_t i = 0; i < piles.size(); ++i) some_above_one = some_above_one || piles[i] > 1;
    if (!some_above_one) return piles.size() % 2 == 0;  // the bug: empty piles counted
    return gamecore::nim_sum(piles.begin(), piles.end()) != 0;
}

void solve(gamecore::Scanner& in, const misere_nim::Limits& limits, gamecore::Output& out) {
    misere_nim::answer_cases(in, limits, out, first_player_wins);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("counts empty piles when all piles are <= 1", solve, misere_nim::suite_limits())
