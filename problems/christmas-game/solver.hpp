// POJ 3710 Christmas Game: judge solver. Each tree's Green Hackenbush value by the fusion and colon principles
// (fusion.hpp), O(m + k) a tree, no recursion; the trees xored. Tested in tests.cpp against the game by its rules.
#ifndef CHRISTMAS_GAME_SOLVER_HPP
#define CHRISTMAS_GAME_SOLVER_HPP

#include "fusion.hpp"
#include "problem.hpp"

namespace christmas_game {

inline unsigned long long tree_value(const Graph& g) {
    return hackenbush::green_hackenbush_value(g.vertices, g.end_a, g.end_b, 0);
}

// The trees are a sum of games (Sprague-Grundy): Sally wins iff their values xor to non-zero.
struct FusionSum {
    FusionSum() : sum(0) {}
    void clear() { sum = 0; }
    void add_tree(const Graph& g) { sum ^= tree_value(g); }
    bool first_player_wins() const { return sum != 0; }
    unsigned long long sum;
};

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    FusionSum sum;
    answer_cases(in, limits, out, sum);
}

}  // namespace christmas_game

#endif
