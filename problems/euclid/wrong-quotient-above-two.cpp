// euclid-wrong-quotient-above-two: a deliberately WRONG decision, kept so that the stress tests prove they catch it. It
// writes the free-choice test as q > 2 instead of q >= 2, so a quotient of exactly 2 is treated like a forced move to
// the remainder. Both samples pass (34 12 has q = 2 but happens to agree), yet "5 2" becomes Ollie wins: Stan, with q =
// 2, can move to (3, 2) and force Ollie to (2, 1). Its problem's test executable fails unless the in-process stress run
// (src/tests/stress/in_process.cpp) catches it.
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

struct QuotientAboveTwo {
    bool first_player_wins(long long a, long long b) const {
        long long larger = a > b ? a : b, smaller = a > b ? b : a;
        bool mover_is_first = true;
        for (;;) {
            const long long quotient = larger / smaller, remainder = larger % smaller;
            if (remainder == 0 || quotient > 2) return mover_is_first;  // the bug: > 2 for >= 2
            larger = smaller;
            smaller = remainder;
            mover_is_first = !mover_is_first;
        }
    }
};

void solve(gamecore::Scanner& in, const euclid::Limits& limits, gamecore::Output& out) {
    QuotientAboveTwo game;
    euclid::answer_lines(in, limits, out, game);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("a quotient of 2 taken as a forced move", solve, euclid::suite_limits())
