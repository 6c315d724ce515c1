// SPOJ COT3 reference: the game by its rules, a memoised search over the sets of white vertices, a move blackening the
// chosen vertex's path to vertex 1. O(2^N N), N <= 16. Used by tests.cpp, the stress and combat-on-a-tree-reference.
#ifndef COMBAT_ON_A_TREE_REFERENCE_HPP
#define COMBAT_ON_A_TREE_REFERENCE_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "problem.hpp"

namespace combat_on_a_tree {

// Positions are the white vertices as bits; path[v] holds v and every vertex between it and vertex 1 (index 0).
class PaintSearch {
public:
    explicit PaintSearch(const Tree& tree) : path(static_cast<std::size_t>(tree.vertices), 0), start(0) {
        const int n = tree.vertices;
        std::vector<int> parent(static_cast<std::size_t>(n), -1), order(1, 0);
        for (std::size_t i = 0; i < order.size(); ++i)  // breadth-first from vertex 1: a parent before its children
            for (std::size_t e = 0; e < tree.end_a.size(); ++e) {
                const int v = order[i];
                const int other = tree.end_a[e] == v ? tree.end_b[e] : tree.end_b[e] == v ? tree.end_a[e] : -1;
                if (other > 0 && parent[other] < 0) {
                    parent[other] = v;
                    order.push_back(other);
                }
            }
        path[0] = 1;
        for (std::size_t i = 1; i < order.size(); ++i) path[order[i]] = path[parent[order[i]]] | 1u << order[i];
        for (int v = 0; v < n; ++v)
            if (!tree.black[v]) start |= 1u << v;
        memo_.assign(std::size_t(1) << n, -1);
    }

    // The position after choosing the white vertex v.
    unsigned after(unsigned whites, int v) const { return whites & ~path[v]; }

    // The Grundy value of a position: the mex of the values of the positions one choice leaves.
    int grundy(unsigned whites) {
        if (memo_[whites] >= 0) return memo_[whites];
        unsigned seen = 0;  // values are at most the number of moves, 16
        for (std::size_t v = 0; v < path.size(); ++v)
            if (whites >> v & 1) seen |= 1u << grundy(after(whites, static_cast<int>(v)));
        int mex = 0;
        while (seen >> mex & 1) ++mex;
        memo_[whites] = mex;
        return mex;
    }

    // The white vertices whose choice leaves a position of value 0, ascending.
    std::vector<int> winners() {
        std::vector<int> found;
        for (std::size_t v = 0; v < path.size(); ++v)
            if ((start >> v & 1) && grundy(after(start, static_cast<int>(v))) == 0)
                found.push_back(static_cast<int>(v));
        return found;
    }

    std::vector<unsigned> path;
    unsigned start;  // the input's white vertices

private:
    std::vector<int> memo_;  // -1: not yet known
};

// Up to 16 vertices: 2^16 positions of up to 16 moves each.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_vertices = 16;
    return limits;
}

inline std::string reference_description() {
    return "SPOJ COT3 reference: plays the game by its rules (memoised search over the sets of\n"
           "white vertices). Same input and output as combat-on-a-tree, for trees of at most 16\n"
           "vertices.";
}

inline std::vector<int> winners_by_search(const Tree& tree) { return PaintSearch(tree).winners(); }

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    answer_case(in, limits, out, winners_by_search);
}

}  // namespace combat_on_a_tree

#endif
