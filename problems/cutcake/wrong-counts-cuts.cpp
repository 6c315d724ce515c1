// cutcake-wrong-counts-cuts: a deliberately WRONG decision, kept so that the stress tests prove they catch it. It
// compares the cuts each player could ever make, X - 1 for Alice and Y - 1 for Bob per bar, as if a bar were X - 1 free
// moves for one and Y - 1 for the other: "1 / 3 2" gives Alice 2 cuts to Bob's 1, but the bar is worth { -1 | 4 } = 0
// (statement.md) and Bob wins. Its problem's test executable fails unless the in-process stress run
// (src/tests/stress/in_process.cpp) catches it.
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

struct CutCount {
    CutCount() : balance(0) {}
    void clear() { balance = 0; }
    void add_bar(long long x, long long y) { balance += (x - 1) - (y - 1); }  // the bug: no halving
    bool first_player_wins() const { return balance > 0; }
    long long balance;  // small inputs only: stress runs it within the reference's limits
};

void solve(gamecore::Scanner& in, const cutcake::Limits& limits, gamecore::Output& out) {
    CutCount position;
    cutcake::answer_cases(in, limits, out, position);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("cuts counted, sides not halved", solve, cutcake::suite_limits())
