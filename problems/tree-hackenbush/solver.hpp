// AtCoder AGC017 D Game on Tree: judge solver. Green Hackenbush on the tree rooted at vertex 1 by the colon
// principle (gamecore/green_hackenbush.hpp), O(N), no recursion. Tested in tests.cpp against the game by its rules (reference.hpp).
#ifndef TREE_HACKENBUSH_SOLVER_HPP
#define TREE_HACKENBUSH_SOLVER_HPP

#include <cstddef>
#include <vector>

#include "gamecore/green_hackenbush.hpp"
#include "problem.hpp"

namespace tree_hackenbush {

// The Grundy value of the whole tree, rooted at vertex 1 (index 0): g(leaf) = 0, g(v) = xor of (g(c) + 1).
inline unsigned long long tree_value(const Tree& tree) {
    gamecore::Adjacency adj;
    gamecore::build_adjacency(tree.vertices, tree.end_a, tree.end_b, adj);
    std::vector<unsigned long long> value(static_cast<std::size_t>(tree.vertices), 0);
    return gamecore::colon_value(adj, 0, value);
}

inline bool first_player_wins(const Tree& tree) { return tree_value(tree) != 0; }

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    answer_case(in, limits, out, first_player_wins);
}

}  // namespace tree_hackenbush

#endif
