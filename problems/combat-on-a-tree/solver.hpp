// SPOJ COT3 Combat on a tree: judge solver, subtree Grundy values by merged tries of reachable values, O(N log N), no
// recursion. Tested in tests.cpp against the rules (reference.hpp) on every rooted tree <= 8 with every colouring.
#ifndef COMBAT_ON_A_TREE_SOLVER_HPP
#define COMBAT_ON_A_TREE_SOLVER_HPP

#include <cstddef>
#include <vector>

#include "gamecore/adjacency.hpp"
#include "gamecore/grundy_trie.hpp"
#include "problem.hpp"

namespace combat_on_a_tree {

// The game on the subtree of v alone (the rest of the tree black): choosing a white w in it blackens the path from
// w up to v, and leaves the subtrees hanging off that path, a sum of independent games. So
//   below(v) = xor of value(c) over the children c of v      (what choosing v itself leaves)
//   R(v)     = {below(v) if v is white} united with, for each child c, R(c) xor below(v) xor value(c)
//   value(v) = mex R(v),
// R(v) being the values one move in the subtree of v leaves. A move at w in the whole tree leaves
// above(w) xor below(w), where above(w) is the xor of the subtrees hanging off the path from w's parent to the root:
// above(root) = 0, above(c) = above(v) xor below(v) xor value(c). The winning first moves are the white w where that
// is 0.
struct PathPainting {
    explicit PathPainting(const Tree& tree) { paint(tree); }

    std::vector<int> parent;     // parent[0] = -1
    std::vector<int> preorder;   // every vertex after its parent
    std::vector<unsigned> value;
    std::vector<unsigned> below;
    std::vector<unsigned> above;
    std::vector<int> winners;    // 0-based, ascending
    std::size_t trie_nodes;      // the most nodes the tries held at once

private:
    void paint(const Tree& tree) {
        const int n = tree.vertices;
        const std::size_t size_n = static_cast<std::size_t>(n);
        gamecore::Adjacency adj;
        gamecore::build_adjacency(n, tree.end_a, tree.end_b, adj);
        // Breadth-first from the root for the parents and the subtree sizes, children before parents in reverse.
        std::vector<int> order(1, 0);
        order.reserve(size_n);
        parent.assign(size_n, -1);
        for (std::size_t i = 0; i < order.size(); ++i)
            for (int e = adj.first[order[i]]; e < adj.first[order[i] + 1]; ++e) {
                const int c = adj.neighbour[e];
                if (c != 0 && parent[c] < 0) {
                    parent[c] = order[i];
                    order.push_back(c);
                }
            }
        std::vector<int> size(size_n, 1), heavy(size_n, -1);
        for (std::size_t i = size_n; i-- > 1;) {
            const int c = order[i], v = parent[c];
            size[v] += size[c];
            if (heavy[v] < 0 || size[c] > size[heavy[v]]) heavy[v] = c;
        }
        // A preorder with each vertex's heavy subtree last, by an explicit stack. Walked backwards it finishes the
        // heavy subtree of v first, so that a set of v's is pending while a light child is worked on only: a path
        // from the root crosses at most log2 N light edges, and at most that many sets wait at once.
        preorder.clear();
        preorder.reserve(size_n);
        std::vector<int> stack(1, 0);
        while (!stack.empty()) {
            const int v = stack.back();
            stack.pop_back();
            preorder.push_back(v);
            if (heavy[v] >= 0) stack.push_back(heavy[v]);
            for (int e = adj.first[v]; e < adj.first[v + 1]; ++e)
                if (adj.neighbour[e] != parent[v] && adj.neighbour[e] != heavy[v]) stack.push_back(adj.neighbour[e]);
        }
        // Values are at most the white vertices of a subtree, so below 2^bits, and so are their xors.
        int bits = 0;
        while ((n >> bits) != 0) ++bits;
        gamecore::GrundyTrie trie(bits);
        // reach[v] gathers R(c) xor value(c) over the children c done so far; xor below(v) makes it R(v).
        std::vector<gamecore::GrundyTrie::Set> reach(size_n, gamecore::GrundyTrie::empty_set);
        value.assign(size_n, 0);
        below.assign(size_n, 0);
        for (std::size_t i = size_n; i-- > 0;) {
            const int v = preorder[i];
            trie.xor_all(reach[v], below[v]);
            if (!tree.black[v]) trie.insert(reach[v], below[v]);
            value[v] = trie.mex(reach[v]);
            if (v == 0) break;
            trie.xor_all(reach[v], value[v]);
            reach[parent[v]] = trie.merge(reach[parent[v]], reach[v]);
            below[parent[v]] ^= value[v];
        }
        trie_nodes = trie.pool_size();
        above.assign(size_n, 0);
        for (std::size_t i = 1; i < size_n; ++i) {
            const int c = preorder[i], v = parent[c];
            above[c] = above[v] ^ below[v] ^ value[c];
        }
        winners.clear();
        for (int v = 0; v < n; ++v)
            if (!tree.black[v] && (above[v] ^ below[v]) == 0) winners.push_back(v);
    }
};

inline std::vector<int> winning_vertices(const Tree& tree) { return PathPainting(tree).winners; }

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    answer_case(in, limits, out, winning_vertices);
}

}  // namespace combat_on_a_tree

#endif
