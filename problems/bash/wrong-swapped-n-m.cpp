// bash-wrong-swapped-n-m: a deliberately WRONG solver, kept so that the stress harness proves it catches it.
// It reads the line as "m n", a slip when a template with the other order is reused, and tests m mod (n + 1). The
// sample's first case survives (2 mod 24 = 2: "first", by luck) but its second does not ("4 3": 3 mod 5 = 3,
// "first" instead of "second"). The ctest stress-catches-bash-wrong-swapped-n-m passes only if scripts/stress
// reports a mismatch.
#include "cli/problem_cli.hpp"
#include "solver.hpp"

namespace {

bool first_player_wins(long long stones, long long most) {
    return bash_game::first_player_wins(most, stones);  // the bug: the arguments swapped
}

void solve(gamecore::Scanner& in, const bash_game::Limits& limits, gamecore::Output& out) {
    bash_game::answer_cases(in, limits, out, first_player_wins);
}

}  // namespace

int main(int argc, char** argv) {
    return gamesuite::run_wrong_variant(argc, argv, "n and m swapped", solve, bash_game::suite_limits());
}
