// hrpa-wrong-no-take-all: a deliberately WRONG decision, kept so that the stress tests prove they catch it. It plays
// HDU 2516's first move, which may not take the whole heap: the smallest winning take below N, and for a Fibonacci N,
// where there is none, 0 (the catalogue's trap: 8 is answered 8 here). Its problem's test executable fails unless
// the in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"
#include "solver.hpp"

namespace {

long long smallest_take_below_n(long long n) {
    const long long take = hrpa::smallest_winning_take(n);
    return take == n ? 0 : take;  // the bug: a Fibonacci N has no winning take below N, and taking all is forgotten
}

void solve(gamecore::Scanner& in, const hrpa::Limits& limits, gamecore::Output& out) {
    hrpa::answer_lines(in, limits, out, smallest_take_below_n);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("the whole heap never taken: 0 for a Fibonacci N", solve, hrpa::suite_limits())
