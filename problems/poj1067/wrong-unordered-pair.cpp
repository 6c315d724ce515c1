// poj1067-wrong-unordered-pair: a deliberately WRONG solver, kept so that the stress harness proves it catches it.
// It uses the exact Wythoff test but forgets that the input may list the larger pile first: it checks
// (a, a + |a - b|), so a losing pair given as "b a" (e.g. "2 1") is called a win. The ctest
// stress-catches-poj1067-wrong-unordered-pair (src/tests/stress) passes only if scripts/stress reports a mismatch.
#include "cli/problem_cli.hpp"
#include "solver.hpp"

namespace {

bool first_player_wins(long long a, long long b) {
    const unsigned long long difference = a > b ? a - b : b - a;
    // The bug: (a, a + difference) is the position only when a <= b. The sum can pass 2^63 but not 2^64.
    return !gamecore::is_wythoff_losing(a, static_cast<unsigned long long>(a) + difference);
}

void solve(gamecore::Scanner& in, const poj1067::Limits& limits, gamecore::Output& out) {
    poj1067::answer_pairs(in, limits, out, first_player_wins);
}

}  // namespace

int main(int argc, char** argv) {
    return gamesuite::run_wrong_variant(argc, argv, "assumes a <= b", solve, poj1067::suite_limits());
}
