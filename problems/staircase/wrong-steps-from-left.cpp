// staircase-wrong-steps-from-left: a deliberately WRONG decision, kept so that the stress tests prove they catch it. It
// counts the staircase's steps from the left end, xoring d_1, d_3, d_5, ... instead of d_n, d_(n-2), ...: right for odd
// n, wrong for even n, where the sample's "2 2" already becomes TAK. Its problem's test executable fails unless the
// in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

struct StepsFromLeft {
    void start(long long) {
        read = 0;
        previous = 0;
        sum = 0;
    }
    void add_pile(long long pile) {
        ++read;
        if (read % 2 == 1) sum ^= static_cast<unsigned long long>(pile - previous);  // the bug: from the left
        previous = pile;
    }
    bool first_player_wins() const { return sum != 0; }
    long long read, previous;
    unsigned long long sum;
};

void solve(gamecore::Scanner& in, const staircase::Limits& limits, gamecore::Output& out) {
    StepsFromLeft position;
    staircase::answer_arrangements(in, limits, out, position);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("counts the steps from the left", solve, staircase::suite_limits())
