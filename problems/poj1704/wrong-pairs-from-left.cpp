// poj1704-wrong-pairs-from-left: a deliberately WRONG solver, kept so that the stress harness proves it catches it.
// It pairs from the left: the leftmost piece with the wall, then (2nd, 3rd), (4th, 5th), ... That agrees with
// pairing from the right when the number of pieces is odd, and is wrong when it is even (the rightmost piece is
// left out). The ctest stress-catches-poj1704-wrong-pairs-from-left passes only if scripts/stress reports a mismatch.
#include <cstdio>
#include <vector>

#include "cli/problem_cli.hpp"
#include "gamecore/nim.hpp"
#include "solver.hpp"

namespace {

void solve(gamecore::Scanner& in) {
    const long long cases = in.read_int(0, poj1704::max_cases, "number of cases");
    std::vector<poj1704::Piece> pieces;
    std::vector<long long> cells;
    for (long long c = 0; c < cases; ++c) {
        poj1704::read_case(in, pieces, cells);
        std::vector<unsigned long long> heaps;
        long long previous = 0;  // the wall
        for (std::size_t i = 0; i < cells.size(); i += 2) {  // the bug: always (wall, 1st), (2nd, 3rd), ...
            heaps.push_back(static_cast<unsigned long long>(cells[i] - previous - 1));
            if (i + 1 < cells.size()) previous = cells[i + 1];
        }
        const bool wins = gamecore::nim_sum(heaps.begin(), heaps.end()) != 0;
        std::fputs(wins ? "Georgia will win\n" : "Bob will win\n", stdout);
    }
}

}  // namespace

int main(int argc, char** argv) {
    gamesuite::ProblemCli cli("poj1704-wrong-pairs-from-left",
                              "DELIBERATELY WRONG poj1704 solver (pairs pieces from the left), for the stress tests.");
    return cli.run(argc, argv, solve);
}
