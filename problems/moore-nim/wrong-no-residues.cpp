// moore-nim-wrong-no-residues: a deliberately WRONG decision, kept so that the stress tests prove they catch it. It
// applies Moore's rule to the heaps A_i themselves, forgetting that a kick moves a ball at most r turns (the judge's
// formula first reduces each heap mod r + 1). With M = 1 that is plain Nim instead of Nim with a cap: heaps {2} and r =
// 1 is a loss, not a win. Its problem's test executable fails unless the in-process stress run
// (src/tests/stress/in_process.cpp) catches it.
#include "tests/stress/wrong_variant.hpp"
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

GAMESUITE_WRONG_VARIANT("Moore's rule on A_i, not on A_i mod (r + 1)", solve, moore_nim::suite_limits())
