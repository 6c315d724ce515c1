// poj1067 command-line solver: the judge solver with --help and --version.
#include "cli/problem_cli.hpp"
#include "solver.hpp"

int main(int argc, char** argv) {
    gamesuite::ProblemCli cli("poj1067",
                              "POJ 1067 (Wythoff's game): two piles; a move takes stones from one pile, or the\n"
                              "same number from both. Who cannot move loses.\n"
                              "Input: pairs 'a b' until end of file, 0 <= a, b <= 2^63-1.\n"
                              "Output: per pair, 1 if the first player wins, else 0.");
    return cli.run(argc, argv, poj1067::solve);
}
