// combat-on-a-tree-wrong-siblings-forgotten: a deliberately WRONG decision, kept so that the stress tests prove they
// catch it. It takes a move inside a child's subtree to leave what it leaves there alone, R(c), forgetting that the
// other children's subtrees now hang off the blackened path as well (R(c) xor below(v) xor value(c) is right). On
// "4 / 0 1 0 0 / 1 2 / 2 3 / 2 4" it finds the black vertex 2 worth 1 (right: its two white leaves, 1 xor 1 = 0), so
// it answers -1 where choosing vertex 1 wins. Its problem's test executable fails unless the in-process stress run
// (src/tests/stress/in_process.cpp) catches it.
#include <cstddef>
#include <set>
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "gamecore/adjacency.hpp"
#include "problem.hpp"

namespace {

std::vector<int> winning_vertices(const combat_on_a_tree::Tree& tree) {
    const std::size_t n = static_cast<std::size_t>(tree.vertices);
    gamecore::Adjacency adj;
    gamecore::build_adjacency(tree.vertices, tree.end_a, tree.end_b, adj);
    std::vector<int> order(1, 0), parent(n, -1);
    for (std::size_t i = 0; i < order.size(); ++i)
        for (int e = adj.first[order[i]]; e < adj.first[order[i] + 1]; ++e)
            if (adj.neighbour[e] != 0 && parent[adj.neighbour[e]] < 0) {
                parent[adj.neighbour[e]] = order[i];
                order.push_back(adj.neighbour[e]);
            }
    std::vector<std::set<unsigned> > reach(n);
    std::vector<unsigned> value(n, 0), below(n, 0), above(n, 0);
    for (std::size_t i = n; i-- > 0;) {
        const int v = order[i];
        if (!tree.black[v]) reach[v].insert(below[v]);
        while (reach[v].count(value[v])) ++value[v];
        if (v == 0) break;
        reach[parent[v]].insert(reach[v].begin(), reach[v].end());  // the bug: no xor below(v) xor value(c)
        below[parent[v]] ^= value[v];
    }
    std::vector<int> winners;
    for (std::size_t i = 1; i < n; ++i) {
        const int c = order[i], v = parent[c];
        above[c] = above[v] ^ below[v] ^ value[c];
    }
    for (std::size_t v = 0; v < n; ++v)
        if (!tree.black[v] && (above[v] ^ below[v]) == 0) winners.push_back(static_cast<int>(v));
    return winners;
}

void solve(gamecore::Scanner& in, const combat_on_a_tree::Limits& limits, gamecore::Output& out) {
    combat_on_a_tree::answer_case(in, limits, out, winning_vertices);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("a child's moves without its siblings' values", solve, combat_on_a_tree::suite_limits())
