// poj1740-wrong-counts-empty-piles: a deliberately WRONG solver, kept so that the stress harness proves it catches
// it. It pairs piles of 0 stones like any others, the bug of every accepted solution we examined: they print 1 for
// "3 / 0 1 1", where the empty pile takes no part and the two 1s pair up. The ctest
// stress-catches-poj1740-wrong-counts-empty-piles passes only if scripts/stress reports a mismatch.
#include <algorithm>
#include <cstdio>
#include <vector>

#include "cli/problem_cli.hpp"
#include "solver.hpp"

namespace {

void solve(gamecore::Scanner& in) {
    std::vector<long long> piles;
    while (poj1740::read_case(in, piles)) {
        std::sort(piles.begin(), piles.end());
        bool paired = piles.size() % 2 == 0;  // the bug: empty piles counted
        for (std::size_t i = 0; paired && i < piles.size(); i += 2) paired = piles[i] == piles[i + 1];
        std::fputs(paired ? "0\n" : "1\n", stdout);
    }
}

}  // namespace

int main(int argc, char** argv) {
    gamesuite::ProblemCli cli("poj1740-wrong-counts-empty-piles",
                              "DELIBERATELY WRONG poj1740 solver (pairs empty piles too), for the stress tests.");
    return cli.run(argc, argv, solve);
}
