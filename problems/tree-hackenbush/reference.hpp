// AtCoder AGC017 D reference: the game by its rules, a memoised search (gamecore::GameSearch) over the sets of
// edges still connected to vertex 1; no colon principle. Used by tests.cpp and tree-hackenbush-reference.
#ifndef TREE_HACKENBUSH_REFERENCE_HPP
#define TREE_HACKENBUSH_REFERENCE_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/edge_subsets.hpp"
#include "gamecore/game_search.hpp"
#include "problem.hpp"

namespace tree_hackenbush {

// A position is a bit set of the edges left. A move deletes one of them, then keeps only the edges that can still
// be reached from vertex 1 (index 0) through edges left.
struct EdgeRules {
    typedef unsigned long Position;

    explicit EdgeRules(const Tree& t) : tree(t) {}

    Position connected_to_root(Position edges) const {
        return static_cast<Position>(gamecore::edges_connected_to_root(tree.vertices, tree.end_a, tree.end_b, edges));
    }

    void moves(const Position& p, std::vector<Position>& out) const {
        for (std::size_t e = 0; e < tree.end_a.size(); ++e)
            if (p >> e & 1) out.push_back(connected_to_root(p & ~(1UL << e)));
    }

    Position all_edges() const { return tree.end_a.empty() ? 0 : (1UL << tree.end_a.size()) - 1; }

    Tree tree;
};

// Up to 15 vertices (14 edges): at most 2^14 positions.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_vertices = 15;
    return limits;
}

inline std::string reference_description() {
    return "AtCoder AGC017 D reference: plays the edge deletion game by its rules (memoised\n"
           "search over the sets of edges left). Same input and output as tree-hackenbush,\n"
           "for trees of at most 15 vertices.";
}

inline bool wins_by_search(const Tree& tree) {
    const EdgeRules rules(tree);
    gamecore::GameSearch<EdgeRules> search(rules);
    return search.wins(rules.all_edges());
}

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    answer_case(in, limits, out, wins_by_search);
}

}  // namespace tree_hackenbush

#endif
