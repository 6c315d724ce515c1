// Codeforces 1498F Christmas Game reference: for each root in turn, the game played by its rules (memoised search
// over the presents on every vertex), no staircase theory; exponential, small trees and counts only. Used by
// tests.cpp, the in-process stress, moves_by_rules and christmas-tree-game-reference.
#ifndef CHRISTMAS_TREE_GAME_REFERENCE_HPP
#define CHRISTMAS_TREE_GAME_REFERENCE_HPP

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "gamecore/game_search.hpp"
#include "problem.hpp"

namespace christmas_tree_game {

// The k-th ancestor of every vertex with the tree rooted at `root` (-1 above the root), by walking parent links
// found by a plain depth-first walk from the root: nothing from the solver's tables.
inline std::vector<int> kth_ancestors(const Tree& tree, int root) {
    const std::size_t n = static_cast<std::size_t>(tree.vertices);
    std::vector<int> parent(n, -1), stack(1, root);
    std::vector<char> seen(n, 0);
    seen[static_cast<std::size_t>(root)] = 1;
    while (!stack.empty()) {
        const int v = stack.back();
        stack.pop_back();
        for (std::size_t e = 0; e < tree.end_a.size(); ++e) {
            int w = -1;
            if (tree.end_a[e] == v) w = tree.end_b[e];
            if (tree.end_b[e] == v) w = tree.end_a[e];
            if (w < 0 || seen[static_cast<std::size_t>(w)]) continue;
            seen[static_cast<std::size_t>(w)] = 1;
            parent[static_cast<std::size_t>(w)] = v;
            stack.push_back(w);
        }
    }
    std::vector<int> ancestor(n);
    for (std::size_t v = 0; v < n; ++v) {
        int a = static_cast<int>(v);
        for (int s = 0; s < tree.step && a >= 0; ++s) a = parent[static_cast<std::size_t>(a)];
        ancestor[v] = a;
    }
    return ancestor;
}

// The rules with the tree rooted somewhere: a position is the presents on every vertex; a move takes m >= 1 of the
// presents of a vertex that has a k-th ancestor (depth >= k) and puts them there.
struct Rules {
    typedef std::vector<unsigned long long> Position;
    std::vector<int> ancestor;

    void moves(const Position& p, std::vector<Position>& out) const {
        for (std::size_t v = 0; v < p.size(); ++v) {
            if (ancestor[v] < 0) continue;
            for (unsigned long long m = 1; m <= p[v]; ++m) {
                Position next(p);
                next[v] -= m;
                next[static_cast<std::size_t>(ancestor[v])] += m;
                out.push_back(next);
            }
        }
    }
};

inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_vertices = 7;  // the positions are the ways to spread the presents: C(sum + n - 1, n - 1) a root
    limits.max_presents = 4;  // the sample holds 4; the generator keeps the sum to 8
    return limits;
}

inline std::string reference_description() {
    return "Codeforces 1498F Christmas Game reference: for each root, the game played by its\n"
           "rules (memoised search over the presents on every vertex). Same input and output\n"
           "as christmas-tree-game, for n up to 7 and a_i up to 4.";
}

// decide(tree, root) by the search; one search a root, kept so that moves_by_rules reuses it.
class WinsBySearch {
public:
    WinsBySearch() : tree_(0) {}

    bool operator()(const Tree& tree, int root) { return wins(tree, root, tree.presents); }

    // Does the player to move win with the presents spread as `presents` and the tree rooted at `root`?
    bool wins(const Tree& tree, int root, const Rules::Position& presents) { return search(tree, root).wins(presents); }

    const Rules& rules(const Tree& tree, int root) {
        search(tree, root);
        return rules_[static_cast<std::size_t>(root)];
    }

private:
    gamecore::GameSearch<Rules>& search(const Tree& tree, int root) {
        if (tree_ != &tree) {
            tree_ = &tree;
            searches_.clear();
            rules_.clear();
            for (int r = 0; r < tree.vertices; ++r) {
                Rules rules;
                rules.ancestor = kth_ancestors(tree, r);
                rules_.push_back(rules);
                searches_.push_back(std::make_shared<gamecore::GameSearch<Rules> >(rules));
            }
        }
        return *searches_[static_cast<std::size_t>(root)];
    }

    const Tree* tree_;
    std::vector<Rules> rules_;
    std::vector<std::shared_ptr<gamecore::GameSearch<Rules> > > searches_;
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    WinsBySearch decide;
    answer_roots(in, limits, out, decide);
}

}  // namespace christmas_tree_game

#endif
