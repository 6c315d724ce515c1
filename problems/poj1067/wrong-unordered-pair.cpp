// poj1067-wrong-unordered-pair: a deliberately WRONG decision, kept so that the stress tests prove they catch it. It
// uses the exact Wythoff test but forgets that the input may list the larger pile first: it checks (a, a + |a - b|), so
// a losing pair given as "b a" (e.g. "2 1") is called a win. Its problem's test executable fails unless the in-process
// stress run (src/tests/stress/in_process.cpp) catches it.
#include "tests/stress/wrong_variant.hpp"
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

GAMESUITE_WRONG_VARIANT("assumes a <= b", solve, poj1067::suite_limits())
