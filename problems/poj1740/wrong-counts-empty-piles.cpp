// poj1740-wrong-counts-empty-piles: a deliberately WRONG solver, kept so that the stress harness proves it catches
// it. It pairs piles of 0 stones like any others, the bug of every accepted solution we examined: they print 1 for
// "3 / 0 1 1", where the empty pile takes no part and the two 1s pair up. The ctest
// stress-catches-poj1740-wrong-counts-empty-piles passes only if scripts/stress reports a mismatch.
#include <algorithm>
#include <cstddef>
#include <vector>

#include "cli/problem_cli.hpp"
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

int main(int argc, char** argv) {
    return gamesuite::run_wrong_variant(argc, argv, "pairs empty piles too", solve, poj1740::suite_limits());
}
