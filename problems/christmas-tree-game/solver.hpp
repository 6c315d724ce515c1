// Codeforces 1498F Christmas Game judge solver: staircase Nim for every root at once, by rerooting the xors of the
// presents at each depth mod 2k, O(n k) time and memory, no recursion. Tested in tests.cpp against reference.hpp's
// search on every tree of <= 6 vertices and on random trees, and by the testdata.
#ifndef CHRISTMAS_TREE_GAME_SOLVER_HPP
#define CHRISTMAS_TREE_GAME_SOLVER_HPP

#include <cstddef>
#include <vector>

#include "gamecore/adjacency.hpp"
#include "problem.hpp"

namespace christmas_tree_game {

// Rooted at r, a vertex of depth d is on stair floor(d / k). A move carries presents exactly one stair down, so this is
// staircase Nim: the stairs of odd number are the heaps (presents moved onto one can be moved on at once, undoing an
// increase), and Alice wins iff their xor is not 0. Depth mod 2k says the stair's parity; level_xors gives, for every
// root, the xor of the presents at each depth residue.
class RootValues {
public:
    RootValues() : solved_for_(0) {}

    bool operator()(const Tree& tree, int root) {
        if (solved_for_ != &tree) solve(tree);
        return heap_xor_[static_cast<std::size_t>(root)] != 0;
    }

    // The xor of the heaps (presents on the odd stairs) with the tree rooted at `root`.
    unsigned long long heap_xor(const Tree& tree, int root) {
        if (solved_for_ != &tree) solve(tree);
        return heap_xor_[static_cast<std::size_t>(root)];
    }

private:
    void solve(const Tree& tree) {
        solved_for_ = &tree;
        const std::size_t n = static_cast<std::size_t>(tree.vertices);
        const std::size_t m = 2 * static_cast<std::size_t>(tree.step);
        gamecore::Adjacency adj;
        gamecore::build_adjacency(tree.vertices, tree.end_a, tree.end_b, adj);
        // Breadth-first order from vertex 0: parents come before children, so no recursion on a long path.
        std::vector<int> order(1, 0), parent(n, -1);
        order.reserve(n);
        for (std::size_t head = 0; head < order.size(); ++head) {
            const int v = order[head];
            for (int e = adj.first[v]; e < adj.first[v + 1]; ++e) {
                const int w = adj.neighbour[e];
                if (w != parent[v]) {
                    parent[w] = v;
                    order.push_back(w);
                }
            }
        }
        // at[v * m + j]: first the xor over v's subtree (rooted at 0) of the presents j mod m below v; then, top down,
        // the same over the whole tree rooted at v.
        std::vector<unsigned long long> at(n * m, 0);
        for (std::size_t i = n; i-- > 0;) {
            const std::size_t v = static_cast<std::size_t>(order[i]);
            at[v * m] ^= tree.presents[v];
            if (parent[v] < 0) continue;
            const std::size_t p = static_cast<std::size_t>(parent[v]);
            for (std::size_t j = 0; j < m; ++j) at[p * m + (j + 1 == m ? 0 : j + 1)] ^= at[v * m + j];
        }
        // Rerooted at v, the parent's side sits one deeper: whole(p) with v's own subtree (two deeper than v, seen
        // from p's table one deeper) taken out, shifted by one.
        std::vector<unsigned long long> below(m);
        for (std::size_t i = 1; i < n; ++i) {
            const std::size_t v = static_cast<std::size_t>(order[i]);
            const std::size_t p = static_cast<std::size_t>(parent[v]);
            for (std::size_t j = 0; j < m; ++j) below[j] = at[v * m + j];
            for (std::size_t j = 0; j < m; ++j) {
                const std::size_t up = (j + m - 1) % m, twice = (j + m - 2) % m;
                at[v * m + j] = below[j] ^ at[p * m + up] ^ below[twice];
            }
        }
        heap_xor_.assign(n, 0);
        const std::size_t k = static_cast<std::size_t>(tree.step);
        for (std::size_t v = 0; v < n; ++v)
            for (std::size_t j = k; j < m; ++j) heap_xor_[v] ^= at[v * m + j];
    }

    const Tree* solved_for_;
    std::vector<unsigned long long> heap_xor_;
};

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    RootValues decide;
    answer_roots(in, limits, out, decide);
}

}  // namespace christmas_tree_game

#endif
