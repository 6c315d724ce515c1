// chomp-wrong-poison-not-counted: a deliberately WRONG decision, kept so that the stress tests prove they catch it. It
// reads "whoever removes the lower-left cell loses" as the game ending when that cell is the last one, so the eating of
// the poisoned cell is not counted: every answer one move short (N = 1: 1 instead of 2). Its problem's test executable
// fails unless the in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include "tests/stress/wrong_variant.hpp"
#include "solver.hpp"

namespace {

struct PoisonNotCounted {
    int operator()(int n) {
        const int moves = table(n);
        return moves > 0 ? moves - 1 : moves + 1;  // the bug
    }
    chomp::ChompTable table;
};

void solve(gamecore::Scanner& in, const chomp::Limits& limits, gamecore::Output& out) {
    static PoisonNotCounted decide;
    chomp::answer_widths(in, limits, out, decide);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("the eating of the poisoned cell not counted", solve, chomp::suite_limits())
