// CodeChef GERALD08 reference: the game by its rules, a memoised win-or-loss search (gamecore::WinSearch) over the
// sets of edges still connected to vertex 1 and the player to move; no surreal numbers. Used by tests.cpp, -reference.
#ifndef BLUE_RED_HACKENBUSH_REFERENCE_HPP
#define BLUE_RED_HACKENBUSH_REFERENCE_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/edge_subsets.hpp"
#include "gamecore/game_search.hpp"
#include "problem.hpp"

namespace blue_red_hackenbush {

// The edges left as a bit set (bit e = edge e of the input) and whose turn it is.
struct HackenbushPosition {
    unsigned long edges;
    bool chef_to_move;

    bool operator<(const HackenbushPosition& other) const {
        if (edges != other.edges) return edges < other.edges;
        return chef_to_move < other.chef_to_move;
    }
};

// Chef deletes one black edge left, Ksen one white edge; then only the edges still reachable from vertex 1
// (index 0) through edges left stay. Who cannot move loses.
struct ColouredEdgeRules {
    typedef HackenbushPosition Position;

    explicit ColouredEdgeRules(const Tree& t) : tree(t) {}

    unsigned long connected_to_root(unsigned long edges) const {
        return static_cast<unsigned long>(gamecore::edges_connected_to_root(tree.vertices, tree.end_a, tree.end_b, edges));
    }

    void moves(const Position& p, std::vector<Position>& out) const {
        const unsigned char mine = p.chef_to_move ? 0 : 1;  // Chef's edges are black (0)
        for (std::size_t e = 0; e < tree.end_a.size(); ++e)
            if ((p.edges >> e & 1) && tree.colour[e] == mine) {
                Position next;
                next.edges = connected_to_root(p.edges & ~(1UL << e));
                next.chef_to_move = !p.chef_to_move;
                out.push_back(next);
            }
    }

    unsigned long all_edges() const { return tree.end_a.empty() ? 0 : (1UL << tree.end_a.size()) - 1; }

    Tree tree;
};

// Up to 15 vertices (14 edges): at most 2^15 positions per case.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_cases = 1000;
    limits.max_vertices = 15;
    limits.max_total_vertices = 15000;
    return limits;
}

inline std::string reference_description() {
    return "CodeChef GERALD08 reference: plays Blue-Red Hackenbush on the tree by its rules\n"
           "(memoised search over the edges left and the player to move). Same input and output\n"
           "as blue-red-hackenbush, for trees of at most 15 vertices.";
}


inline Winners winners_by_search(const Tree& tree) {
    const ColouredEdgeRules rules(tree);
    gamecore::WinSearch<ColouredEdgeRules> search(rules);
    HackenbushPosition start;
    start.edges = rules.all_edges();
    start.chef_to_move = true;
    Winners winners;
    winners.chef_wins_moving_first = search.wins(start);
    start.chef_to_move = false;
    winners.chef_wins_moving_second = !search.wins(start);
    return winners;
}

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    answer_cases(in, limits, out, winners_by_search);
}

}  // namespace blue_red_hackenbush

#endif
