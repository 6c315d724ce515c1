// mock-turtles-wrong-one-based: a deliberately WRONG solver, kept so that the stress harness proves it catches it.
// It takes Mock Turtles' values from a book that numbers coins from 1 (coin n is worth the n-th odious number,
// 2n - 1 or 2n - 2) and applies them to this problem's coins numbered from 0 without the shift: coin 0 gets 0,
// coin 1 gets 1, coin 2 gets 2, coin 3 gets 4. The sample's "4 / 0 1 2 3" is then 0^1^2^4 = 7, won, where it is
// lost. The ctest stress-catches-mock-turtles-wrong-one-based passes only if scripts/stress reports a mismatch.
#include "cli/problem_cli.hpp"
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

int main(int argc, char** argv) {
    return gamesuite::run_wrong_variant(argc, argv, "odious values numbered from 1", solve,
                                        mock_turtles::suite_limits());
}
