// mock-turtles-wrong-one-based: a deliberately WRONG decision, kept so that the stress tests prove they catch it. It
// takes Mock Turtles' values from a book that numbers coins from 1 (coin n is worth the n-th odious number, 2n - 1 or
// 2n - 2) and applies them to this problem's coins numbered from 0 without the shift: coin 0 gets 0, coin 1 gets 1,
// coin 2 gets 2, coin 3 gets 4. The sample's "4 / 0 1 2 3" is then 0^1^2^4 = 7, won, where it is lost. Its problem's
// test executable fails unless the in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"
#include "solver.hpp"

namespace {

struct OneBasedSum {
    OneBasedSum() : sum(0) {}
    void clear() { sum = 0; }
    void add_head(long long coin) {
        // the bug: coin 0 is read as "coin 0 of a 1-based row", worth nothing, and every value is one place late
        sum ^= coin == 0 ? 0 : mock_turtles::mock_turtles_grundy(static_cast<unsigned long long>(coin - 1));
    }
    bool first_player_wins() const { return sum != 0; }
    unsigned long long sum;
};

void solve(gamecore::Scanner& in, const mock_turtles::Limits& limits, gamecore::Output& out) {
    OneBasedSum position;
    mock_turtles::answer_cases(in, limits, out, position);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("odious values numbered from 1", solve, mock_turtles::suite_limits())
