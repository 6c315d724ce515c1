// easy-chase-reference: answers the judge input by seed 002's min/max iteration (reference.hpp), one board at a time.
// Boards up to 10 by default; --max-board raises that (up to 64) to derive testdata for large boards.
#include <map>
#include <memory>

#include "cli/problem_cli.hpp"
#include "reference.hpp"

namespace {

int max_board = easy_chase::max_reference_board;

void solve_by_iteration(gamecore::Scanner& in) {
    std::map<int, std::unique_ptr<easy_chase::ChaseIteration>> solved;  // one iteration per n, kept
    while (!in.at_end()) {
        const int n = static_cast<int>(in.read_int(2, max_board, "board size n"));
        const int row_white = static_cast<int>(in.read_int(1, n, "row of the white checker"));
        const int column_white = static_cast<int>(in.read_int(1, n, "column of the white checker"));
        const int row_black = static_cast<int>(in.read_int(1, n, "row of the black checker"));
        const int column_black = static_cast<int>(in.read_int(1, n, "column of the black checker"));
        if (row_white == row_black && column_white == column_black)
            in.fail_last_token("column of the black checker (its cell must differ from the white checker's)");
        auto& iteration = solved[n];
        if (!iteration) iteration = std::make_unique<easy_chase::ChaseIteration>(n);
        const int f = iteration->value(true, row_white - 1, column_white - 1, row_black - 1, column_black - 1);
        if (f == 0) fmt::print("DRAW\n");
        else if (f > 0) fmt::print("WHITE {}\n", easy_chase::ChaseIteration::infinite - f);
        else fmt::print("BLACK {}\n", easy_chase::ChaseIteration::infinite + f);
    }
}

}  // namespace

int main(int argc, char** argv) {
    gamesuite::ProblemCli cli("easy-chase-reference",
                              "TheEasyChase reference: seed 002's iteration of f = +-(INF - moves) from the\n"
                              "finished positions until nothing changes. Same input and output as easy-chase,\n"
                              "for boards up to --max-board.");
    cli.app()
        .add_option("--max-board", max_board, "largest board size accepted")
        ->check(CLI::Range(2, 64))
        ->capture_default_str();
    return cli.run(argc, argv, solve_by_iteration);
}
