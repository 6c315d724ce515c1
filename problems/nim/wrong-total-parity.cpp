// nim-wrong-total-parity: a deliberately WRONG decision, kept so that the stress tests prove they catch it. It says the
// first player wins iff the total number of stones is odd: right when every pile holds at most one stone (each move
// then takes exactly one), wrong in general, e.g. "2" (one pile of 2 stones: take both, a win) or "1 2" (a win: leave 1
// 1) are called losses. Its problem's test executable fails unless the in-process stress run
// (src/tests/stress/in_process.cpp) catches it.
#include <cstddef>
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

bool first_player_wins(const std::vector<long long>& piles) {
    long long parity = 0;  // the bug: the parity of the total instead of the nim sum
    for (std::size_t i = 0; i < piles.size(); ++i) parity ^= piles[i] & 1;
    return parity != 0;
}

void solve(gamecore::Scanner& in, const nim::Limits& limits, gamecore::Output& out) {
    nim::answer_cases(in, limits, out, first_player_wins);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("parity of the total stones", solve, nim::suite_limits())
