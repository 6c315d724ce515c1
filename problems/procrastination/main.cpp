// procrastination command-line solver: the judge solver with --help, --version and --method.
#include <string>

#include "cli/problem_cli.hpp"
#include "reference.hpp"
#include "solver.hpp"

int main(int argc, char** argv) {
    gamesuite::ProblemCli cli(
        "procrastination",
        "POJ 2931 Procrastination: four towers of white and black cubes. White removes a white\n"
        "cube, black a black one, and every cube above it goes too; who cannot move loses.\n"
        "C1 (three towers) is at least as favourable for white as C2 if, for every 4th tower T,\n"
        "(C1, T) is a W-configuration (white wins whoever moves first) whenever (C2, T) is.\n"
        "Input: the number of cases; per case a line 'Test N', then C1 and C2, each as a line\n"
        "'n1 n2 n3' and three lines of n1, n2, n3 letters W or B (bottom to top; an empty\n"
        "tower is an empty line). Judge: 0 <= ni <= 50; this solver: ni <= 100000.\n"
        "Output: per case 'Test N: Yes' if C1 is at least as favourable as C2, else 'Test N: No'.");
    std::string method = "surreal";
    cli.app()
        .add_option("--method", method,
                    "surreal: compare exact surreal values (default, any height);\n"
                    "dp: seed 002's enumeration of T with win/loss DP (heights <= 50)")
        ->check(CLI::IsMember({"surreal", "dp"}))
        ->capture_default_str();
    return cli.run(argc, argv, [&method](gamecore::Scanner& in) {
        if (method == "dp") procrastination::solve_with(in, procrastination::dp_limits(),
                                                        procrastination::at_least_as_favourable_by_dp);
        else procrastination::solve(in);
    });
}
