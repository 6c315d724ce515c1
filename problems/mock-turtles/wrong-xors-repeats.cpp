// mock-turtles-wrong-xors-repeats: a deliberately WRONG decision, kept so that the stress tests prove they catch it. It
// xors the value of every listed coin, so a coin listed twice cancels itself: "2 / 5 5" is one head at coin 5 (won),
// but this calls it lost. Its problem's test executable fails unless the in-process stress run
// (src/tests/stress/in_process.cpp) catches it.
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"
#include "solver.hpp"

namespace {

void solve(gamecore::Scanner& in, const mock_turtles::Limits& limits, gamecore::Output& out) {
    mock_turtles::MockTurtlesSum sum;
    while (!in.at_end()) {
        const long long heads = in.read_int(0, limits.max_heads, "number of heads n");
        sum.clear();
        for (long long k = 0; k < heads; ++k)  // the bug: no set of coins already listed
            sum.add_head(in.read_int(0, limits.max_position, "coin position"));
        out.write(sum.first_player_wins() ? "No\n" : "Yes\n");
    }
}

}  // namespace

GAMESUITE_WRONG_VARIANT("xors a coin listed twice twice", solve, mock_turtles::suite_limits())
