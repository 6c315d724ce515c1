// every-sg-wrong-xor-of-outcomes: a deliberately WRONG decision, kept so that the stress tests prove they catch it. It
// treats the case as an ordinary sum (one game moved a turn) with each game's win/loss as its only value: MM wins iff
// an odd number of games are won. "2 / 1 1 / 1 1" is two won games, so it says GG, but every game must be moved each
// turn: MM empties both at once and wins. Its problem's test executable fails unless the in-process stress run
// (src/tests/stress/in_process.cpp) catches it.
#include "tests/stress/wrong_variant.hpp"
#include "solver.hpp"

namespace {

struct XorOfOutcomes {
    XorOfOutcomes() : won(false) {}
    void clear() { won = false; }
    void add_game(long long p, long long q) {  // the bug: xor of outcomes instead of the longest game's parity
        const unsigned steps =
            every_sg::euclid_steps(static_cast<unsigned long long>(p), static_cast<unsigned long long>(q));
        won = won != (steps % 2 == 1);
    }
    bool first_player_wins() const { return won; }
    bool won;
};

void solve(gamecore::Scanner& in, const every_sg::Limits& limits, gamecore::Output& out) {
    XorOfOutcomes position;
    every_sg::answer_cases(in, limits, out, position);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("xor of the games' outcomes", solve, every_sg::suite_limits())
