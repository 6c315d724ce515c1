// poj1704 command-line solver: the judge solver with --help and --version.
#include "cli/problem_cli.hpp"
#include "solver.hpp"

int main(int argc, char** argv) {
    gamesuite::ProblemCli cli("poj1704",
                              "POJ 1704 (Georgia and Bob): pieces on distinct cells 1, 2, 3, ... of a strip; a\n"
                              "move shifts one piece left by at least one cell, never onto or over another\n"
                              "piece nor past cell 1. Georgia moves first; who cannot move loses.\n"
                              "Input: T, then per case N and N distinct positions in any order;\n"
                              "T <= 10^6, N <= 10^6, 1 <= position <= 2^63-1 (the judge: T <= 20,\n"
                              "N <= 1000, positions <= 10000).\n"
                              "Output: per case, 'Georgia will win' or 'Bob will win'.");
    return cli.run(argc, argv, poj1704::solve);
}
