// big-wythoff-wrong-rounded-up-root: a deliberately WRONG decision, kept so that the stress tests prove they catch it.
// It takes floor(k phi) as (k + r) / 2 with r = isqrt(5 k^2) + 1, the root rounded up as a Newton iteration stopped
// one step early leaves it: off by one whenever k + r is even, already at k = 1, (1, 2) called won and (2, 3) lost.
// Exact integers otherwise: only the rounding is wrong. Its problem's test executable fails unless the in-process
// stress run (src/tests/stress/in_process.cpp) catches it.
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

bool first_player_wins(const gamecore::BigUnsigned& a, const gamecore::BigUnsigned& b) {
    const gamecore::BigUnsigned& low = a < b ? a : b;
    const gamecore::BigUnsigned& high = a < b ? b : a;
    const gamecore::BigUnsigned k = high - low;
    gamecore::BigUnsigned five_k_squared = k * k;
    five_k_squared.multiply_add(5, 0);
    gamecore::BigUnsigned smaller = k + gamecore::BigUnsigned::isqrt(five_k_squared) + gamecore::BigUnsigned(1);
    if (k.is_zero()) smaller = k;  // (0, 0) stays lost
    smaller.halve();
    return low != smaller;
}

void solve(gamecore::Scanner& in, const big_wythoff::Limits& limits, gamecore::Output& out) {
    big_wythoff::answer_pairs(in, limits, out, first_player_wins);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("square root rounded up", solve, big_wythoff::suite_limits())
