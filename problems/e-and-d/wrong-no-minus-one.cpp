// e-and-d-wrong-no-minus-one: a deliberately WRONG decision, kept so that the stress tests prove they catch it. It
// takes the lowest 0 bit of a | b instead of (a - 1) | (b - 1), the table misread by one: the sample's (1, 1) pairs
// are then worth 1 each, three of them xor to 1 and the second case becomes YES. Its problem's test executable fails
// unless the in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"
#include "solver.hpp"

namespace {

struct OrWithoutMinusOne {
    OrWithoutMinusOne() : sum(0) {}
    void clear() { sum = 0; }
    void add_pair(long long a, long long b) {
        sum ^= e_and_d::lowest_zero_bit(static_cast<unsigned long long>(a) | static_cast<unsigned long long>(b));
    }
    bool first_player_wins() const { return sum != 0; }
    unsigned sum;
};

void solve(gamecore::Scanner& in, const e_and_d::Limits& limits, gamecore::Output& out) {
    OrWithoutMinusOne position;
    e_and_d::answer_cases(in, limits, out, position);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("the lowest 0 bit of a | b, not of (a - 1) | (b - 1)", solve, e_and_d::suite_limits())
