// poj1067-wrong-unordered-pair: a deliberately WRONG solver, kept so that the stress harness proves it catches it.
// It uses the exact Wythoff test but forgets that the input may list the larger pile first: it checks
// (a, a + |a - b|), so a losing pair given as "b a" (e.g. "2 1") is called a win. The ctest
// stress-catches-poj1067-wrong-unordered-pair (src/tests/stress) passes only if scripts/stress reports a mismatch.
#include "cli/problem_cli.hpp"
#include "solver.hpp"

namespace {

void solve(gamecore::Scanner& in) {
    while (!in.at_end()) {
        const long long a = in.read_int(0, poj1067::max_pile, "pile size");
        const long long b = in.read_int(0, poj1067::max_pile, "pile size");
        const unsigned long long difference = a > b ? a - b : b - a;
        // The bug: (a, a + difference) is the position only when a <= b. The sum can pass 2^63 but not 2^64.
        const bool wins = !gamecore::is_wythoff_losing(a, static_cast<unsigned long long>(a) + difference);
        std::fputs(wins ? "1\n" : "0\n", stdout);
    }
}

}  // namespace

int main(int argc, char** argv) {
    gamesuite::ProblemCli cli("poj1067-wrong-unordered-pair",
                              "DELIBERATELY WRONG poj1067 solver (assumes a <= b), for the stress tests.");
    return cli.run(argc, argv, solve);
}
