// wythoff-v2-wrong-equal-piles-lost: a deliberately WRONG decision, kept so that the stress tests prove they catch it.
// It answers B for equal piles, as in Nim, where the second player mirrors every move; here the first player takes
// both piles at once, so only (0, 0) is lost. Otherwise it is the exact test. Its problem's test executable fails
// unless the in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include "tests/stress/wrong_variant.hpp"
#include "solver.hpp"

namespace {

bool first_player_wins(long long a, long long b) {
    if (a == b) return false;  // the bug: true for every a = b > 0
    return wythoff_v2::first_player_wins(a, b);
}

void solve(gamecore::Scanner& in, const wythoff_v2::Limits& limits, gamecore::Output& out) {
    wythoff_v2::answer_cases(in, limits, out, first_player_wins);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("equal piles lost, as in Nim", solve, wythoff_v2::suite_limits())
