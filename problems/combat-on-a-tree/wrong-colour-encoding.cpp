// combat-on-a-tree-wrong-colour-encoding: a deliberately WRONG decision, kept so that the stress tests prove they
// catch it. It reads the colours the other way round, 1 as white: the statement's "1 = already used" is easy to misread
// as "1 = still to be used". On "1 / 0" (one white vertex) it answers -1, though choosing vertex 1 ends the game at
// once. Its problem's test executable fails unless the in-process stress run (src/tests/stress/in_process.cpp)
// catches it.
#include <cstddef>
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "solver.hpp"

namespace {

std::vector<int> winning_vertices(const combat_on_a_tree::Tree& tree) {
    combat_on_a_tree::Tree flipped = tree;
    for (std::size_t v = 0; v < flipped.black.size(); ++v) flipped.black[v] = !tree.black[v];  // the bug
    return combat_on_a_tree::PathPainting(flipped).winners;
}

void solve(gamecore::Scanner& in, const combat_on_a_tree::Limits& limits, gamecore::Output& out) {
    combat_on_a_tree::answer_case(in, limits, out, winning_vertices);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("colour 1 read as white", solve, combat_on_a_tree::suite_limits())
