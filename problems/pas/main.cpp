// pas command-line solver: the judge solver with --help and --version.
#include <fmt/core.h>

#include "cli/problem_cli.hpp"
#include "solver.hpp"

int main(int argc, char** argv) {
    gamesuite::ProblemCli cli(
        "pas",
        fmt::format("POI 2000 Stripes (Paski, Luogu P8369): stripes of lengths c, z and n, as many of\n"
                    "each as wanted. Players take turns placing one stripe inside a p x 1 board without\n"
                    "overlapping the stripes already there. Who cannot place a stripe loses.\n"
                    "Input: 'c z n' (1 <= c, z, n <= {}), then m (0 <= m <= {}), then m board\n"
                    "lengths p (1 <= p <= {}). Judge limits: c, z, n <= {}, m <= {}, p <= {}.\n"
                    "Output: per board, 1 if the first player wins, else 2.",
                    pas::max_stripe, pas::max_boards, pas::max_board, pas::judge_max_stripe, pas::judge_max_boards,
                    pas::judge_max_board));
    return cli.run(argc, argv, pas::solve);
}
