// chomp-wrong-poison-not-counted: a deliberately WRONG solver, kept so that the stress harness proves it catches
// it. It reads "whoever removes the lower-left cell loses" as the game ending when that cell is the last one,
// so the eating of the poisoned cell is not counted: every answer one move short (N = 1: 1 instead of 2). The
// ctest stress-catches-chomp-wrong-poison-not-counted passes only if scripts/stress reports a mismatch.
#include "cli/problem_cli.hpp"
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

int main(int argc, char** argv) {
    return gamesuite::run_wrong_variant(argc, argv, "the eating of the poisoned cell not counted", solve,
                                        chomp::suite_limits());
}
