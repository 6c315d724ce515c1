// big-wythoff-wrong-unordered-pair: a deliberately WRONG decision, kept so that the stress tests prove they catch it.
// It uses the exact test but forgets that a line may give the larger pile first: it asks whether a = floor(k phi)
// for k = |b - a| without ordering the piles, so the sample's first line "2 1" is called a win. Its problem's test
// executable fails unless the in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

bool first_player_wins(const gamecore::BigUnsigned& a, const gamecore::BigUnsigned& b) {
    const gamecore::BigUnsigned k = a < b ? b - a : a - b;
    return a != gamecore::wythoff_floor_k_phi(k);  // the bug: a is the smaller pile only when a <= b
}

void solve(gamecore::Scanner& in, const big_wythoff::Limits& limits, gamecore::Output& out) {
    big_wythoff::answer_pairs(in, limits, out, first_player_wins);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("assumes a <= b", solve, big_wythoff::suite_limits())
