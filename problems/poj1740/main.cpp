// poj1740 command-line solver: the judge solver with --help and --version.
#include "cli/problem_cli.hpp"
#include "solver.hpp"

int main(int argc, char** argv) {
    gamesuite::ProblemCli cli("poj1740",
                              "POJ 1740 (A New Stone Game): n piles; a move takes at least one stone from one\n"
                              "pile, then may move any of that pile's remaining stones onto other non-empty\n"
                              "piles. Alice moves first; who cannot move loses.\n"
                              "Input: cases 'n' then n pile sizes, ended by a line '0' (or end of input);\n"
                              "1 <= n <= 10^6, 0 <= pile <= 2^63-1 (the judge: n <= 10, piles <= 100).\n"
                              "Output: per case, 1 if Alice wins, else 0.");
    return cli.run(argc, argv, poj1740::solve);
}
