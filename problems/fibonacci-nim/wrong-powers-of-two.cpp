// fibonacci-nim-wrong-powers-of-two: a deliberately WRONG decision, kept so that the stress tests prove they catch it.
// Its Fibonacci walk updates in the wrong order, `a = b; b = a + b;`, which doubles: it tests 1, 2, 4, 8, 16, ... so 3,
// 5 and 13 (the sample's) become First win, and 4 Second win. Its problem's test executable fails unless the in-process
// stress run (src/tests/stress/in_process.cpp) catches it.
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

struct DoublingWalk {
    bool first_player_wins(long long n) const {
        long long a = 1, b = 1;
        while (b < n && b <= n / 2) {  // the guard keeps b from wrapping; the bug is the update below
            a = b;
            b = a + b;  // the bug: a already holds b, so this is 2b, not the sum of the two before
        }
        return b != n;
    }
};

void solve(gamecore::Scanner& in, const fibonacci_nim::Limits& limits, gamecore::Output& out) {
    DoublingWalk game;
    fibonacci_nim::answer_lines(in, limits, out, game);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("the Fibonacci walk doubles: powers of two", solve, fibonacci_nim::suite_limits())
