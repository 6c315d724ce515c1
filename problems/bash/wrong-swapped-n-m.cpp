// bash-wrong-swapped-n-m: a deliberately WRONG decision, kept so that the stress tests prove they catch it. It reads
// the line as "m n", a slip when a template with the other order is reused, and tests m mod (n + 1). The sample's first
// case survives (2 mod 24 = 2: "first", by luck) but its second does not ("4 3": 3 mod 5 = 3, "first" instead of
// "second"). Its problem's test executable fails unless the in-process stress run (src/tests/stress/in_process.cpp)
// catches it.
#include "tests/stress/wrong_variant.hpp"
#include "solver.hpp"

namespace {

bool first_player_wins(long long stones, long long most) {
    return bash_game::first_player_wins(most, stones);  // the bug: the arguments swapped
}

void solve(gamecore::Scanner& in, const bash_game::Limits& limits, gamecore::Output& out) {
    bash_game::answer_cases(in, limits, out, first_player_wins);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("n and m swapped", solve, bash_game::suite_limits())
