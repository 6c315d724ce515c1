// rabbit-egg-wrong-no-removal: a deliberately WRONG decision, kept so that the stress tests prove they catch it. It
// judges every position on the whole graph of the first position, as if the cells the empty cell has already entered
// could be entered again: the player to move wins iff the empty cell's vertex is in every maximum matching of that
// graph. Those cells are gone from the game, and their absence changes the matchings. Its problem's test executable
// fails unless the in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include <cstddef>
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "solver.hpp"

namespace {

std::vector<int> mistakes(const rabbit_egg::Record& record) {
    rabbit_egg::TokenGraph graph(record);
    const std::vector<char> missed[2] = {
        graph.matching().missed_by_some_maximum_matching(gamecore::BipartiteMatching::left),
        graph.matching().missed_by_some_maximum_matching(gamecore::BipartiteMatching::right)};
    std::vector<char> wins(record.moves.size(), 0);
    int hole = record.start;
    for (std::size_t j = 0; j < record.moves.size(); ++j) {
        wins[j] = !missed[graph.side(hole)][static_cast<std::size_t>(graph.index(hole))];  // the bug: no deletion
        hole = record.moves[j];
    }
    return rabbit_egg::mistakes_of(wins);
}

void solve(gamecore::Scanner& in, const rabbit_egg::Limits& limits, gamecore::Output& out) {
    rabbit_egg::answer_record(in, limits, out, mistakes);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("every position judged on the first position's whole graph", solve, rabbit_egg::suite_limits())
