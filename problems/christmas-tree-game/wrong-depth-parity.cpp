// christmas-tree-game-wrong-depth-parity: a deliberately WRONG decision, kept so that the stress tests prove they
// catch it. Plain staircase Nim on the tree's levels: the heaps taken on the vertices of odd depth, forgetting that a
// move climbs k levels (right for k = 1 only). Its problem's test executable fails unless the in-process stress
// run (src/tests/stress/in_process.cpp) catches it.
#include <cstddef>
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

// O(n^2): a walk from every root, fine for the stress's small trees.
bool odd_depths_xor(const christmas_tree_game::Tree& tree, int root) {
    const std::size_t n = static_cast<std::size_t>(tree.vertices);
    std::vector<int> depth(n, -1), stack(1, root);
    depth[static_cast<std::size_t>(root)] = 0;
    unsigned long long x = 0;
    while (!stack.empty()) {
        const int v = stack.back();
        stack.pop_back();
        if (depth[static_cast<std::size_t>(v)] % 2 == 1) x ^= tree.presents[static_cast<std::size_t>(v)];
        for (std::size_t e = 0; e < tree.end_a.size(); ++e) {
            const int w = tree.end_a[e] == v ? tree.end_b[e] : tree.end_b[e] == v ? tree.end_a[e] : -1;
            if (w < 0 || depth[static_cast<std::size_t>(w)] >= 0) continue;
            depth[static_cast<std::size_t>(w)] = depth[static_cast<std::size_t>(v)] + 1;
            stack.push_back(w);
        }
    }
    return x != 0;
}

void solve(gamecore::Scanner& in, const christmas_tree_game::Limits& limits, gamecore::Output& out) {
    christmas_tree_game::answer_roots(in, limits, out, odd_depths_xor);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("the heaps on odd depths, ignoring the step k", solve, christmas_tree_game::suite_limits())
