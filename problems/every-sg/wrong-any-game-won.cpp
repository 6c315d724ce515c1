// every-sg-wrong-any-game-won: a deliberately WRONG decision, kept so that the stress tests prove they catch it. It
// says MM wins as soon as one game is won for the mover, forgetting that the loser of a longer game decides the end: "2
// / 3 2 / 1 1" has the won (1, 1) (one step) and the lost (2, 3) (two steps, forced), so GG makes the last move. Its
// problem's test executable fails unless the in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include "tests/stress/wrong_variant.hpp"
#include "solver.hpp"

namespace {

struct AnyGameWon {
    AnyGameWon() : won(false) {}
    void clear() { won = false; }
    void add_game(long long p, long long q) {  // the bug: any won game, not the longest game's parity
        const unsigned steps =
            every_sg::euclid_steps(static_cast<unsigned long long>(p), static_cast<unsigned long long>(q));
        won = won || steps % 2 == 1;
    }
    bool first_player_wins() const { return won; }
    bool won;
};

void solve(gamecore::Scanner& in, const every_sg::Limits& limits, gamecore::Output& out) {
    AnyGameWon position;
    every_sg::answer_cases(in, limits, out, position);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("MM wins if any game is won", solve, every_sg::suite_limits())
