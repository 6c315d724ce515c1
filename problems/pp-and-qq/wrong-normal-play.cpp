// pp-and-qq-wrong-normal-play: a deliberately WRONG decision, kept so that the stress tests prove they catch it. It
// answers as in normal play (PP wins iff the trees' values xor to non-zero), forgetting that who cannot move wins:
// one tree of one edge is then said to be PP's, though PP must cut it and leave QQ with no move. Its problem's test
// executable fails unless the in-process stress run catches it.
#include <cstddef>
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "solver.hpp"

namespace {

bool first_player_wins(const pp_and_qq::Forest& forest) {
    unsigned long long sum = 0;
    for (std::size_t t = 0; t < forest.trees.size(); ++t) sum ^= pp_and_qq::tree_value(forest.trees[t]);
    return sum != 0;
}

void solve(gamecore::Scanner& in, const pp_and_qq::Limits& limits, gamecore::Output& out) {
    pp_and_qq::answer_cases(in, limits, out, first_player_wins);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("normal play instead of misere", solve, pp_and_qq::suite_limits())
