// cutcake-wrong-zero-to-alice: a deliberately WRONG solver, kept so that the stress harness proves it catches it.
// It has the right values but gives Alice the zero games: "1 / 1 1" (no move at all) or "2 / 2 1 / 1 2" are lost by
// whoever moves first, which is Alice. The ctest stress-catches-cutcake-wrong-zero-to-alice (src/tests/stress)
// passes only if scripts/stress reports a mismatch.
#include "cli/problem_cli.hpp"
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

int main(int argc, char** argv) {
    return gamesuite::run_wrong_variant(argc, argv, "a zero sum given to the first player", solve,
                                        cutcake::suite_limits());
}
