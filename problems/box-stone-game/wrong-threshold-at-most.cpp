// box-stone-game-wrong-threshold-at-most: a deliberately WRONG decision, kept so that the stress tests prove they
// catch it. It takes the threshold t as the largest with t + t^2 <= s (one comparison flipped, the commonest slip):
// then from c = t one move can fill the box exactly, so "6 2" (2 + 4 = 6, the sample's win) reads as value 0. Its
// problem's test executable fails unless the in-process stress run catches it.
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

unsigned long long wrong_value(unsigned long long s, unsigned long long c) {
    while (s != 0) {
        unsigned long long t = 0;
        while ((t + 1) * (t + 2) <= s) ++t;  // the bug: <= where the rule needs <
        if (c > t) return s - c;
        if (c == t) return 0;
        s = t;
    }
    return 0;
}

struct WrongXor {
    unsigned long long sum;
    void clear() { sum = 0; }
    void add_box(long long size, long long stones) {
        sum ^= wrong_value(static_cast<unsigned long long>(size), static_cast<unsigned long long>(stones));
    }
    bool first_player_wins() const { return sum != 0; }
};

void solve(gamecore::Scanner& in, const box_stone_game::Limits& limits, gamecore::Output& out) {
    WrongXor position = {0};
    box_stone_game::answer_cases(in, limits, out, position);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("the threshold t with t + t^2 <= s instead of < s", solve, box_stone_game::suite_limits())
