// easy-chase-wrong-count-off-by-one: a deliberately WRONG solver, kept so that the stress harness proves it
// catches it. It counts every black win one move too long, the kind of slip a move-count recurrence invites.
// The ctest stress-catches-easy-chase-wrong-count-off-by-one passes only if scripts/stress reports a mismatch.
#include <cstdio>

#include "cli/problem_cli.hpp"
#include "solver.hpp"

namespace {

void solve(gamecore::Scanner& in) {
    static easy_chase::ChaseTables tables;
    while (!in.at_end()) {
        const int n = static_cast<int>(in.read_int(easy_chase::min_board, easy_chase::max_board, "board size n"));
        int cells[4];
        for (int i = 0; i < 4; ++i) cells[i] = static_cast<int>(in.read_int(1, n, "row or column"));
        easy_chase::Result result = tables.result(n, cells[0], cells[1], cells[2], cells[3]);
        if (result.outcome == gamecore::LOSS) ++result.moves;  // the bug
        std::puts(easy_chase::answer_text(result).c_str());
    }
}

}  // namespace

int main(int argc, char** argv) {
    gamesuite::ProblemCli cli("easy-chase-wrong-count-off-by-one",
                              "DELIBERATELY WRONG easy-chase solver (black wins one move too long), for the stress tests.");
    return cli.run(argc, argv, solve);
}
