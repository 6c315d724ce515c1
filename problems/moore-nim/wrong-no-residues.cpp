// moore-nim-wrong-no-residues: a deliberately WRONG solver, kept so that the stress harness proves it catches it. It
// applies Moore's rule to the heaps A_i themselves, forgetting that a kick moves a ball at most r turns (the judge's
// formula first reduces each heap mod r + 1). With M = 1 that is plain Nim instead of Nim with a cap: heaps {2} and
// r = 1 is a loss, not a win. The ctest stress-catches-moore-nim-wrong-no-residues passes only if scripts/stress
// reports a mismatch.
#include "cli/problem_cli.hpp"
#include "solver.hpp"

namespace {

bool alice_wins(const moore_nim::Case& c) {
    if (c.cap == 0) return false;  // even the forgetful see that nobody can kick
    return moore_nim::moore_rule_wins(c.heaps.begin(), c.heaps.end(), c.kick);  // the bug: A_i, not A_i mod (r + 1)
}

void solve(gamecore::Scanner& in, const moore_nim::Limits& limits, gamecore::Output& out) {
    moore_nim::answer_cases(in, limits, out, alice_wins);
}

}  // namespace

int main(int argc, char** argv) {
    return gamesuite::run_wrong_variant(argc, argv, "Moore's rule on A_i, not on A_i mod (r + 1)", solve,
                                        moore_nim::suite_limits());
}
