// every-sg-wrong-any-game-won: a deliberately WRONG solver, kept so that the stress harness proves it catches it.
// It says MM wins as soon as one game is won for the mover, forgetting that the loser of a longer game decides the
// end: "2 / 3 2 / 1 1" has the won (1, 1) (one step) and the lost (2, 3) (two steps, forced), so GG makes the last
// move. The ctest stress-catches-every-sg-wrong-any-game-won (src/tests/stress) passes only if scripts/stress
// reports a mismatch.
#include "cli/problem_cli.hpp"
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

int main(int argc, char** argv) {
    return gamesuite::run_wrong_variant(argc, argv, "MM wins if any game is won", solve, every_sg::suite_limits());
}
