// berzerk-wrong-loop-as-lose: a deliberately WRONG decision, kept so that the stress tests prove they catch it. It
// solves the circle right (the retrograde analysis of solver.hpp), then calls every state nobody can force a loss, as
// if a player without a winning step had lost: the statement's preference for an endless game over a loss is
// forgotten. On sample 1 it answers Lose where the monster on object 5 loops. Its problem's test executable fails
// unless the in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"
#include "solver.hpp"

namespace {

struct LoopAsLose {
    berzerk::CircleOutcomes right;
    gamecore::Outcome operator()(const berzerk::Circle& circle, berzerk::Player first, int start) {
        const gamecore::Outcome outcome = right(circle, first, start);
        return outcome == gamecore::DRAW ? gamecore::LOSS : outcome;  // the bug
    }
};

void solve(gamecore::Scanner& in, const berzerk::Limits& limits, gamecore::Output& out) {
    LoopAsLose decide;
    berzerk::answer_starts(in, limits, out, decide);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("a state with no winning step is lost (no loops)", solve, berzerk::suite_limits())
