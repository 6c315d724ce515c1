// e-and-d-wrong-and-not-or: a deliberately WRONG decision, kept so that the stress tests prove they catch it. It takes
// the lowest 0 bit of (a - 1) & (b - 1): right whenever a = b, wrong on the sample's first case, where (1, 2) is
// worth 1, not 0, and the answer becomes NO. Its problem's test executable fails unless the in-process stress run
// (src/tests/stress/in_process.cpp) catches it.
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"
#include "solver.hpp"

namespace {

struct AndNotOr {
    AndNotOr() : sum(0) {}
    void clear() { sum = 0; }
    void add_pair(long long a, long long b) {
        sum ^= e_and_d::lowest_zero_bit(static_cast<unsigned long long>(a - 1) &
                                        static_cast<unsigned long long>(b - 1));
    }
    bool first_player_wins() const { return sum != 0; }
    unsigned sum;
};

void solve(gamecore::Scanner& in, const e_and_d::Limits& limits, gamecore::Output& out) {
    AndNotOr position;
    e_and_d::answer_cases(in, limits, out, position);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("the lowest 0 bit of (a - 1) & (b - 1), not |", solve, e_and_d::suite_limits())
