// fibonacci-nim-wrong-parity: a deliberately WRONG solver, kept so that the stress harness proves it catches it. It
// guesses a Bash-game style rule, "the first player loses iff n is even", which holds for 2 and 8 but not for 3, 5,
// 13 (the sample's Second win) or 4. The ctest stress-catches-fibonacci-nim-wrong-parity (src/tests/stress) passes
// only if scripts/stress reports a mismatch.
#include "cli/problem_cli.hpp"
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

int main(int argc, char** argv) {
    return gamesuite::run_wrong_variant(argc, argv, "lost iff n is even", solve, fibonacci_nim::suite_limits());
}
