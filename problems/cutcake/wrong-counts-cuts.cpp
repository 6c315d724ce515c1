// cutcake-wrong-counts-cuts: a deliberately WRONG solver, kept so that the stress harness proves it catches it.
// It compares the cuts each player could ever make, X - 1 for Alice and Y - 1 for Bob per bar, as if a bar were
// X - 1 free moves for one and Y - 1 for the other: "1 / 3 2" gives Alice 2 cuts to Bob's 1, but the bar is worth
// { -1 | 4 } = 0 (statement.md) and Bob wins.
// The ctest stress-catches-cutcake-wrong-counts-cuts (src/tests/stress) passes only if scripts/stress reports a
// mismatch.
#include "cli/problem_cli.hpp"
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

int main(int argc, char** argv) {
    return gamesuite::run_wrong_variant(argc, argv, "cuts counted, sides not halved", solve,
                                        cutcake::suite_limits());
}
