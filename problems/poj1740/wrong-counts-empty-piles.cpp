// poj1740-wrong-counts-empty-piles: a deliberately WRONG decision, kept so that the stress tests prove they catch it.
// It pairs piles of 0 stones like any others, the bug of every accepted solution we examined: they print 1 for "3 / 0 1
// 1", where the empty pile takes no part and the two 1s pair up. Its problem's test executable fails unless the
// in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include <algorithm>
#include <cstddef>
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

bool first_player_wins(std::vector<long long>& piles) {
    std::sort(piles.begin(), piles.end());
    bool paired = piles.size() % 2 == 0;  // the bug: empty piles counted
    for (std::size_t i = 0; paired && i < piles.size(); i += 2) paired = piles[i] == piles[i + 1];
    return !paired;
}

void solve(gamecore::Scanner& in, const poj1740::Limits& limits, gamecore::Output& out) {
    poj1740::answer_cases(in, limits, out, first_player_wins);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("pairs empty piles too", solve, poj1740::suite_limits())
