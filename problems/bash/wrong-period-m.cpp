// bash-wrong-period-m: a deliberately WRONG decision, kept so that the stress tests prove they catch it. It forgets the
// + 1 and tests n mod m: "4 3" (the sample's loss, 4 = 3 + 1) becomes a win and "3 3" (take all three) a loss; with m =
// 1 every n is called lost. Its problem's test executable fails unless the in-process stress run
// (src/tests/stress/in_process.cpp) catches it.
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

bool first_player_wins(long long stones, long long most) {
    return stones % most != 0;  // the bug: the period is m + 1
}

void solve(gamecore::Scanner& in, const bash_game::Limits& limits, gamecore::Output& out) {
    bash_game::answer_cases(in, limits, out, first_player_wins);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("n mod m instead of n mod (m + 1)", solve, bash_game::suite_limits())
