// euclid-wrong-euclid-steps-parity: a deliberately WRONG decision, kept so that the stress tests prove they catch it.
// It counts the division steps of Euclid's algorithm and says Stan wins iff their number is odd, as if every step were
// forced; it passes both samples (34 12: 3 steps, 15 24: 4 steps) but misses that a quotient >= 2 lets the mover choose
// the parity: "5 2" takes 2 steps, yet Stan wins by moving to (3, 2), from which Ollie is forced to (1, 2) and Stan
// empties the 2. Its problem's test executable fails unless the in-process stress run (src/tests/stress/in_process.cpp)
// catches it.
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

struct StepsParity {
    bool first_player_wins(long long a, long long b) const {
        long long larger = a > b ? a : b, smaller = a > b ? b : a;
        int steps = 0;
        while (smaller != 0) {
            const long long remainder = larger % smaller;
            larger = smaller;
            smaller = remainder;
            ++steps;
        }
        return steps % 2 == 1;  // the bug: only the number of steps, never the quotients
    }
};

void solve(gamecore::Scanner& in, const euclid::Limits& limits, gamecore::Output& out) {
    StepsParity game;
    euclid::answer_lines(in, limits, out, game);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("the parity of Euclid's division steps only", solve, euclid::suite_limits())
