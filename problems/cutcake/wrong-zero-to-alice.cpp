// cutcake-wrong-zero-to-alice: a deliberately WRONG decision, kept so that the stress tests prove they catch it. It has
// the right values but gives Alice the zero games: "1 / 1 1" (no move at all) or "2 / 2 1 / 1 2" are lost by whoever
// moves first, which is Alice. Its problem's test executable fails unless the in-process stress run
// (src/tests/stress/in_process.cpp) catches it.
#include "tests/stress/wrong_variant.hpp"
#include "solver.hpp"

namespace {

struct ZeroToAlice {
    void clear() { sum.clear(); }
    void add_bar(long long x, long long y) { sum.add_bar(x, y); }
    bool first_player_wins() const { return !sum.bob.greater_than(sum.alice); }  // the bug: sum >= 0
    cutcake::CutcakeSum sum;
};

void solve(gamecore::Scanner& in, const cutcake::Limits& limits, gamecore::Output& out) {
    ZeroToAlice position;
    cutcake::answer_cases(in, limits, out, position);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("a zero sum given to the first player", solve, cutcake::suite_limits())
