// game-of-stones-once-wrong-first-player: a deliberately WRONG decision, kept so that the stress tests prove they
// catch it. It answers for Sam, the first player: YES when the xor is not 0 (the catalogue's trap: the judge asks
// whether Jon, moving second, wins). Sample 1, one heap of 5 (worth 2), becomes YES. Its problem's test executable
// fails unless the in-process stress run catches it.
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"
#include "solver.hpp"

namespace {

struct Sum {
    void clear() { sum = 0; }
    void add_heap(long long heap) { sum ^= game_of_stones_once::heap_value(heap); }
    bool first_player_wins() const { return sum == 0; }  // the bug: YES for the first player
    unsigned long long sum = 0;
};

void solve(gamecore::Scanner& in, const game_of_stones_once::Limits& limits, gamecore::Output& out) {
    Sum position;
    game_of_stones_once::answer_cases(in, limits, out, position);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("YES for the first player instead of the second", solve, game_of_stones_once::suite_limits())
