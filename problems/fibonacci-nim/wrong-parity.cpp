// fibonacci-nim-wrong-parity: a deliberately WRONG decision, kept so that the stress tests prove they catch it. It
// guesses a Bash-game style rule, "the first player loses iff n is even", which holds for 2 and 8 but not for 3, 5, 13
// (the sample's Second win) or 4. Its problem's test executable fails unless the in-process stress run
// (src/tests/stress/in_process.cpp) catches it.
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

struct ParityGuess {
    bool first_player_wins(long long n) const { return n % 2 != 0; }
};

void solve(gamecore::Scanner& in, const fibonacci_nim::Limits& limits, gamecore::Output& out) {
    ParityGuess game;
    fibonacci_nim::answer_lines(in, limits, out, game);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("lost iff n is even", solve, fibonacci_nim::suite_limits())
