// jump-chess-rows-wrong-groups-from-left: a deliberately WRONG decision, kept so that the stress tests prove they
// catch it. It numbers the groups of staircase Nim from the left end of the row, where the pieces move away from:
// the ground is the right end, and "1 19" (G_1 = 1 from the right: a win) reads as lost, its one group even from
// the left. Its problem's test executable fails unless the in-process stress run catches it.
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

unsigned wrong_value(unsigned row) {
    unsigned value = 0, group = 0;
    bool odd = false;
    for (int cell = 1; cell <= jump_chess_rows::width; ++cell) {  // the bug: from the left
        if (row >> (cell - 1) & 1u) {
            ++group;
        } else {
            if (odd) value ^= group;
            odd = !odd;
            group = 0;
        }
    }
    if (odd) value ^= group;
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

GAMESUITE_WRONG_VARIANT("the groups counted from the left end", solve, jump_chess_rows::suite_limits())
