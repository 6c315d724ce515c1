// HDU 3590 PP and QQ: judge solver. Each tree's Green Hackenbush value by the colon principle
// (gamecore/green_hackenbush.hpp), then the anti-SG rule (the SJ theorem, gamecore/misere.hpp): O(nodes) a case, no
// recursion. Tested in tests.cpp against a search of the game that theorem is proved for (reference.hpp).
#ifndef PP_AND_QQ_SOLVER_HPP
#define PP_AND_QQ_SOLVER_HPP

#include <cstddef>
#include <vector>

#include "gamecore/adjacency.hpp"
#include "gamecore/green_hackenbush.hpp"
#include "gamecore/misere.hpp"
#include "problem.hpp"

namespace pp_and_qq {

// The tree's Grundy value in normal play, from its root: g(v) = xor of (g(c) + 1) over v's children.
inline unsigned long long tree_value(const Tree& tree) {
    gamecore::Adjacency adj;
    gamecore::build_adjacency(tree.vertices, tree.end_a, tree.end_b, adj);
    std::vector<unsigned long long> value(static_cast<std::size_t>(tree.vertices), 0);
    return gamecore::colon_value(adj, 0, value);
}

inline std::vector<unsigned long long> tree_values(const Forest& forest) {
    std::vector<unsigned long long> values;
    for (std::size_t t = 0; t < forest.trees.size(); ++t) values.push_back(tree_value(forest.trees[t]));
    return values;
}

// The judge's rule: PP wins iff the values xor to non-zero with some tree above 1, or xor to 0 with none above 1.
// It is the SJ theorem's, proved for a game that stops once every tree is worth 0 (the player then to move wins);
// the stated game goes on to the last edge, and a tree worth 0 may still have edges (exact.hpp, statement.md).
inline bool first_player_wins(const Forest& forest) {
    const std::vector<unsigned long long> values = tree_values(forest);
    return gamecore::anti_sg_first_player_wins(values.begin(), values.end());
}

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    answer_cases(in, limits, out, first_player_wins);
}

}  // namespace pp_and_qq

#endif
