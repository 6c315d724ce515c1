// easy-chase command-line solver: the judge solver with --help and --version.
#include "cli/problem_cli.hpp"
#include "solver.hpp"

int main(int argc, char** argv) {
    gamesuite::ProblemCli cli("easy-chase",
                              "TopCoder SRM 423 The Easy Chase: on an n x n board white moves first, one cell\n"
                              "up, down, left or right; black moves one or two cells in one of those directions.\n"
                              "Landing on the opponent's checker wins. A winner wins as fast as possible, a\n"
                              "loser loses as slowly as possible.\n"
                              "Input: queries 'n rowWhite colWhite rowBlack colBlack', one a line, until end of\n"
                              "file; 1-based, the two cells differ, 2 <= n <= 64 (TopCoder: n <= 20).\n"
                              "Output: per query 'WHITE x' or 'BLACK x', x = the number of moves in the game.\n"
                              "Each board size's table is built on its first query (n = 64: about 0.6 s, 110 MB).");
    return cli.run(argc, argv, easy_chase::solve);
}
