// array-game-wrong-parity-of-whites: a deliberately WRONG decision, kept so that the stress tests prove they catch
// it. It takes every white cell to be worth 1, as if each were a coin that k = 1 alone turns, so a query is won iff
// its white cells are odd in number: the sample agrees, but n = 4 with cells 1 and 2 (worth G(4) = 1 and G(2) = 2)
// is won and this calls it lost. Its problem's test executable fails unless the in-process stress run
// (src/tests/stress/in_process.cpp) catches it.
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

struct ParityOfWhites {
    ParityOfWhites() : odd(false) {}
    void prepare(long long) {}
    void clear() { odd = false; }
    void add_white(long long) { odd = !odd; }  // the bug: every white cell worth 1
    bool first_player_wins() const { return odd; }
    bool odd;
};

void solve(gamecore::Scanner& in, const array_game::Limits& limits, gamecore::Output& out) {
    ParityOfWhites position;
    array_game::answer_cases(in, limits, out, position);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("every white cell worth 1 (the parity of the white cells)", solve,
                        array_game::suite_limits())
