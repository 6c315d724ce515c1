// {{id}}-wrong-period-two: a deliberately WRONG decision, kept so that the stress tests prove they catch it. It calls
// the even piles lost (as if a move took 1 stone only). Its problem's test executable fails unless the in-process
// stress run catches it. TODO: replace it with a mistake a contestant would make in your game.
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

bool first_player_wins(long long n) { return n % 2 != 0; }

void solve(gamecore::Scanner& in, const {{namespace}}::Limits& limits, gamecore::Output& out) {
    {{namespace}}::answer_piles(in, limits, out, first_player_wins);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("period 2 instead of 3", solve, {{namespace}}::suite_limits())
