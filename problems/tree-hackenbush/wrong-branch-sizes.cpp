// tree-hackenbush-wrong-branch-sizes: a deliberately WRONG decision, kept so that the stress tests prove they catch it.
// It plays each branch at vertex 1 as a stalk of as many edges as the branch has, and xors those: right for paths,
// wrong once a branch forks. "5 / 1 2 / 2 3 / 2 4 / 1 5": the branch 1-2 carrying two leaves is worth (0 + 1 xor 0 + 1)
// + 1 = 1 and the edge 1-5 is worth 1, so Bob wins; the branch sizes 3 and 1 xor to 2. Its problem's test executable
// fails unless the in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include <cstddef>
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "gamecore/green_hackenbush.hpp"
#include "problem.hpp"

namespace {

bool first_player_wins(const tree_hackenbush::Tree& tree) {
    gamecore::Adjacency adj;
    gamecore::build_adjacency(tree.vertices, tree.end_a, tree.end_b, adj);
    // Subtree sizes in edges, by the colon pass with + instead of xor: each child's branch is "worth" its size.
    std::vector<int> order(1, 0);
    std::vector<int> parent(static_cast<std::size_t>(tree.vertices), -1);
    parent[0] = 0;
    for (std::size_t i = 0; i < order.size(); ++i)
        for (int e = adj.first[order[i]]; e < adj.first[order[i] + 1]; ++e)
            if (parent[adj.neighbour[e]] < 0) {
                parent[adj.neighbour[e]] = order[i];
                order.push_back(adj.neighbour[e]);
            }
    std::vector<unsigned long long> size(static_cast<std::size_t>(tree.vertices), 0);
    for (std::size_t i = order.size(); i-- > 1;) size[parent[order[i]]] += size[order[i]] + 1;
    unsigned long long sum = 0;  // the bug: the branches at the root as stalks of their sizes
    for (std::size_t i = 1; i < order.size(); ++i)
        if (parent[order[i]] == 0) sum ^= size[order[i]] + 1;
    return sum != 0;
}

void solve(gamecore::Scanner& in, const tree_hackenbush::Limits& limits, gamecore::Output& out) {
    tree_hackenbush::answer_case(in, limits, out, first_player_wins);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("branches at the root as stalks of their sizes", solve, tree_hackenbush::suite_limits())
