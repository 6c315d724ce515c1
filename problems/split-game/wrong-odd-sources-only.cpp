// split-game-wrong-odd-sources-only: a deliberately WRONG decision, kept so that the stress tests prove they catch
// it. Since only the odd bottles enter the value, it takes beans only from odd bottles, forgetting that any
// non-empty bottle can start a move (the catalogue's parity trap). Its problem's test executable fails unless the
// in-process stress run catches it.
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"
#include "solver.hpp"

namespace {

struct OddSourcesOnly {
    split_game::Answer operator()(const std::vector<long long>& beans) {
        std::vector<long long> odd(beans);
        for (std::size_t i = 0; i < odd.size(); ++i) odd[i] %= 2;  // the bug: an even bottle looks empty
        return solver(odd);
    }
    split_game::WinningMoves solver;
};

void solve(gamecore::Scanner& in, const split_game::Limits& limits, gamecore::Output& out) {
    OddSourcesOnly decide;
    split_game::answer_cases(in, limits, out, decide);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("moves only from odd bottles", solve, split_game::suite_limits())
