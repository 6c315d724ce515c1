// POJ 3710 reference: Green Hackenbush by its rules, a memoised search (gamecore::GameSearch) over the sets of edges
// left, each tree alone, the trees' Grundy values xored; no fusion, no colon principle. Used by tests.cpp and
// christmas-game-reference.
#ifndef CHRISTMAS_GAME_REFERENCE_HPP
#define CHRISTMAS_GAME_REFERENCE_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/edge_subsets.hpp"
#include "gamecore/game_search.hpp"
#include "problem.hpp"

namespace christmas_game {

// A position is a bit set of the edges left. A move deletes one, then keeps only the edges that can still be
// reached from the root (vertex 0) through edges left; a loop or a repeated edge is an edge like any other.
struct EdgeRules {
    typedef unsigned long Position;

    explicit EdgeRules(const Graph& graph) : g(graph) {}

    Position connected_to_root(Position edges) const {
        return static_cast<Position>(gamecore::edges_connected_to_root(g.vertices, g.end_a, g.end_b, edges));
    }

    void moves(const Position& p, std::vector<Position>& out) const {
        for (std::size_t e = 0; e < g.end_a.size(); ++e)
            if (p >> e & 1) out.push_back(connected_to_root(p & ~(1UL << e)));
    }

    // The starting position: every edge connected to the root.
    Position start() const {
        return connected_to_root(g.end_a.empty() ? 0 : (1UL << g.end_a.size()) - 1);
    }

    Graph g;
};

inline unsigned grundy_by_search(const Graph& g) {
    const EdgeRules rules(g);
    gamecore::GameSearch<EdgeRules> search(rules);
    return search.grundy(rules.start());
}

// Up to 8 trees a case, 9 vertices and 11 edges a tree: at most 2^11 positions a tree.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_trees = 8;
    limits.max_vertices = 9;
    limits.max_edges = 11;
    return limits;
}

inline std::string reference_description() {
    return "POJ 3710 reference: plays Green Hackenbush by its rules on each tree (memoised\n"
           "search over the sets of edges left) and xors the trees' Grundy values. Same input\n"
           "and output as christmas-game, for trees of at most 11 edges.";
}

struct SearchSum {
    SearchSum() : sum(0) {}
    void clear() { sum = 0; }
    void add_tree(const Graph& g) { sum ^= grundy_by_search(g); }
    bool first_player_wins() const { return sum != 0; }
    unsigned sum;
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    SearchSum sum;
    answer_cases(in, limits, out, sum);
}

}  // namespace christmas_game

#endif
