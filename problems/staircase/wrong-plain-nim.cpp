// staircase-wrong-plain-nim: a deliberately WRONG decision, kept so that the stress tests prove they catch it. It xors
// the pile sizes as in plain Nim, ignoring that a pile may not drop below its left neighbour. It passes the sample (2^2
// = 0, 1^2^4 = 7) and every row of 1 or 2 piles, but "1 1 2" is lost (d = 1 0 1, 1 xor 1 = 0) where 1^1^2 = 2 says won.
// Its problem's test executable fails unless the in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

struct PlainNim {
    void start(long long) { sum = 0; }
    void add_pile(long long pile) { sum ^= static_cast<unsigned long long>(pile); }  // the bug: no differences
    bool first_player_wins() const { return sum != 0; }
    unsigned long long sum;
};

void solve(gamecore::Scanner& in, const staircase::Limits& limits, gamecore::Output& out) {
    PlainNim position;
    staircase::answer_arrangements(in, limits, out, position);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("plain Nim on the pile sizes", solve, staircase::suite_limits())
