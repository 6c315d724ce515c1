// hrpa-wrong-lowest-set-bit: a deliberately WRONG decision, kept so that the stress tests prove they catch it. It
// answers the lowest set bit of N, the smallest term of N in powers of two: right for the game where a take is at
// most the one before (k = 1), wrong for twice (the sample's 4 = 3 + 1 gets 4, not 1). Its problem's test executable
// fails unless the in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

long long lowest_set_bit(long long n) { return n & -n; }

void solve(gamecore::Scanner& in, const hrpa::Limits& limits, gamecore::Output& out) {
    hrpa::answer_lines(in, limits, out, lowest_set_bit);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("the lowest set bit: powers of two for Fibonacci numbers", solve, hrpa::suite_limits())
