// box-stone-game-wrong-nim-of-room: a deliberately WRONG decision, kept so that the stress tests prove they catch it.
// It takes every box for a Nim heap of its room s - c, forgetting that a move adds at most c^2: "3 1" (room 2, but
// only 1 stone a move, so 1 + 1 + ... two moves: value 0) is called a win. Its problem's test executable fails unless
// the in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

struct RoomXor {
    unsigned long long sum;
    void clear() { sum = 0; }
    void add_box(long long size, long long stones) {
        sum ^= static_cast<unsigned long long>(stones == 0 ? 0 : size - stones);  // the bug: c^2 ignored
    }
    bool first_player_wins() const { return sum != 0; }
};

void solve(gamecore::Scanner& in, const box_stone_game::Limits& limits, gamecore::Output& out) {
    RoomXor position = {0};
    box_stone_game::answer_cases(in, limits, out, position);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("a box as a Nim heap of its room s - c", solve, box_stone_game::suite_limits())
