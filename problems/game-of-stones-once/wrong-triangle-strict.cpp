// game-of-stones-once-wrong-triangle-strict: a deliberately WRONG decision, kept so that the stress tests prove they
// catch it. It takes the largest t with t(t + 1) / 2 < s instead of <= s, so a heap at a triangle number (1, 3, 6,
// 10, ...) is worth one less: one heap of 3 (worth 2) is called worth 1. Its problem's test executable fails unless
// the in-process stress run catches it.
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

unsigned long long value(long long heap) {
    unsigned long long t = 0;
    while ((t + 1) * (t + 2) / 2 < static_cast<unsigned long long>(heap)) ++t;  // the bug: < instead of <=
    return t;
}

struct Sum {
    void clear() { sum = 0; }
    void add_heap(long long heap) { sum ^= value(heap); }
    bool first_player_wins() const { return sum != 0; }
    unsigned long long sum = 0;
};

void solve(gamecore::Scanner& in, const game_of_stones_once::Limits& limits, gamecore::Output& out) {
    Sum position;
    game_of_stones_once::answer_cases(in, limits, out, position);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("t(t + 1) / 2 < s instead of <= s", solve, game_of_stones_once::suite_limits())
