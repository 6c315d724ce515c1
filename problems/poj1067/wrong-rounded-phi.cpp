// poj1067-wrong-rounded-phi: a deliberately WRONG decision, kept so that the stress tests prove they catch it. It
// rounds the golden ratio to 1.62 and takes a_k = (long long)(k * 1.62); that is floor(k * phi) for every k < 21 but
// gives 34 for k = 21 (21 * phi = 33.97...), so the small generator's piles (<= 60) already meet the misplaced losing
// pair (33, 54) and the false one (34, 55). Its problem's test executable fails unless the in-process stress run
// (src/tests/stress/in_process.cpp) catches it.
#include <utility>

#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

bool first_player_wins(long long a, long long b) {
    if (a > b) std::swap(a, b);
    const long long k = b - a;
    return a != static_cast<long long>(k * 1.62);  // the bug: phi = 1.6180339887..., and floating point at all
}

void solve(gamecore::Scanner& in, const poj1067::Limits& limits, gamecore::Output& out) {
    poj1067::answer_pairs(in, limits, out, first_player_wins);
}

}  // namespace

// At the judge's piles k * 1.62 still fits a long long.
GAMESUITE_WRONG_VARIANT("golden ratio rounded to 1.62", solve, poj1067::judge_limits())
