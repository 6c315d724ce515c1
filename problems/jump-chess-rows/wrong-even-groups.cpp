// jump-chess-rows-wrong-even-groups: a deliberately WRONG decision, kept so that the stress tests prove they catch
// it. It xors the even groups of staircase Nim (G_0, G_2, ...) where the odd ones decide: the sample's "2 19 20"
// (G_0 = 2, frozen: lost) reads as a win. Its problem's test executable fails unless the in-process stress run
// (src/tests/stress/in_process.cpp) catches it.
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

unsigned wrong_value(unsigned row) {
    unsigned value = 0, group = 0;
    bool odd = false;
    for (int cell = jump_chess_rows::width; cell >= 1; --cell) {
        if (row >> (cell - 1) & 1u) {
            ++group;
        } else {
            if (!odd) value ^= group;  // the bug: the even groups
            odd = !odd;
            group = 0;
        }
    }
    if (!odd) value ^= group;
    return value;
}

struct WrongXor {
    unsigned sum;
    void clear() { sum = 0; }
    void add_row(unsigned row) { sum ^= wrong_value(row); }
    bool first_player_wins() const { return sum != 0; }
};

void solve(gamecore::Scanner& in, const jump_chess_rows::Limits& limits, gamecore::Output& out) {
    WrongXor position = {0};
    jump_chess_rows::answer_tests(in, limits, out, position);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("the even groups xored instead of the odd ones", solve, jump_chess_rows::suite_limits())
