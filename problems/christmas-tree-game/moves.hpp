// Codeforces 1498F Christmas Game on the command line: a case is one root, in the judge's order; --moves lists
// Alice's winning moves with the tree rooted there, --explain the heaps and one of them (C++17, never judged).
// O(n k) a root, trees of at most 2000 vertices. Tested in-process against moves_by_rules on the reference's search.
#ifndef CHRISTMAS_TREE_GAME_MOVES_HPP
#define CHRISTMAS_TREE_GAME_MOVES_HPP

#include <algorithm>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace christmas_tree_game {

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation =
        "V:M, move M presents from vertex V to its k-th ancestor; V ascending. A case is one root, 1..n in the "
        "judge's order. --moves and --explain read trees of at most 2000 vertices";
    static constexpr bool long_lists = true;  // up to one move a vertex
    static constexpr int max_vertices_with_moves = 2000;  // every root costs O(n k): 8*10^7 steps at k = 20

    static Limits moves_limits(const Limits& limits) {
        Limits narrowed(limits);
        narrowed.max_vertices = std::min(narrowed.max_vertices, static_cast<long long>(max_vertices_with_moves));
        return narrowed;
    }

    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        answer_roots(in, limits, out, per_case);
    }

    // One line of words 1 (Alice wins) or 0, a root each.
    static std::optional<std::vector<gamesuite::Outcome>> judge_outcomes(const std::string& answers) {
        std::vector<gamesuite::Outcome> outcomes;
        std::istringstream words(answers);
        for (std::string word; words >> word;) {
            if (word == "1") outcomes.push_back(gamesuite::Outcome::win);
            else if (word == "0") outcomes.push_back(gamesuite::Outcome::lose);
            else throw std::runtime_error("the judge answer '" + word + "' is neither 1 nor 0");
        }
        return outcomes;
    }

    gamesuite::MoveList moves(const Tree& tree, int root) {
        std::vector<std::string> winning;
        for (const Move& move : winning_moves(tree, root)) winning.push_back(move.text());
        return winning;
    }

    void explain(gamesuite::CaseLines& lines, const Tree& tree, int root) {
        const unsigned long long x = values_.heap_xor(tree, root);
        const std::string why = "rooted at " + std::to_string(root + 1) + ", a move carries presents from stair " +
                                "floor(depth / " + std::to_string(tree.step) +
                                ") one stair down: staircase Nim, whose heaps are the presents on the odd stairs; "
                                "they xor to " + std::to_string(x);
        if (x == 0) {
            lines.explain_loss(why + ": every move changes exactly one heap (presents leave an odd stair or arrive "
                                     "on one), and Bob restores 0 (presents added to an odd stair he carries on down)");
            return;
        }
        const Move move = winning_moves(tree, root).front();
        lines.explain_win(why + ", not 0", move.text(),
                          "move " + gamesuite::counted(move.count, "present") + " from vertex " +
                              std::to_string(move.from + 1) + " to vertex " + std::to_string(move.to + 1),
                          "the odd stairs now xor to 0; Bob's every move changes exactly one heap, and Alice restores 0");
    }

    // By the rules: every legal move with the tree rooted at `root`, kept when the reference's search finds the
    // presents after it lost for Bob.
    gamesuite::MoveList moves_by_rules(const Tree& tree, int root) {
        const Rules& rules = search_.rules(tree, root);
        std::vector<std::string> winning;
        for (std::size_t v = 0; v < tree.presents.size(); ++v) {
            if (rules.ancestor[v] < 0) continue;
            for (unsigned long long m = 1; m <= tree.presents[v]; ++m) {
                Rules::Position after(tree.presents);
                after[v] -= m;
                after[static_cast<std::size_t>(rules.ancestor[v])] += m;
                if (!search_.wins(tree, root, after))
                    winning.push_back(std::to_string(v + 1) + ":" + std::to_string(m));
            }
        }
        return winning;
    }

private:
    struct Move {
        int from, to;
        unsigned long long count;
        std::string text() const { return std::to_string(from + 1) + ":" + std::to_string(count); }
    };

    // Every move leaving the odd stairs xoring to 0: from an odd stair, the count that brings its heap to a xor x;
    // from an even stair (2 and up), the count that raises the odd heap below to a xor x, if the vertex holds it.
    std::vector<Move> winning_moves(const Tree& tree, int root) {
        std::vector<Move> found;
        const unsigned long long x = values_.heap_xor(tree, root);
        if (x == 0) return found;
        const std::size_t n = static_cast<std::size_t>(tree.vertices);
        gamecore::Adjacency adj;
        gamecore::build_adjacency(tree.vertices, tree.end_a, tree.end_b, adj);
        std::vector<int> parent(n, -1), depth(n, 0), order(1, root);
        for (std::size_t head = 0; head < order.size(); ++head) {
            const int v = order[head];
            for (int e = adj.first[v]; e < adj.first[v + 1]; ++e) {
                const int w = adj.neighbour[e];
                if (w == parent[v] || w == root) continue;
                parent[w] = v;
                depth[w] = depth[v] + 1;
                order.push_back(w);
            }
        }
        for (std::size_t v = 0; v < n; ++v) {
            if (depth[v] < tree.step) continue;
            int u = static_cast<int>(v);
            for (int s = 0; s < tree.step; ++s) u = parent[static_cast<std::size_t>(u)];
            const unsigned long long here = tree.presents[v], there = tree.presents[static_cast<std::size_t>(u)];
            Move move = {static_cast<int>(v), u, 0};
            if (depth[v] / tree.step % 2 == 1) {
                if ((here ^ x) < here) move.count = here - (here ^ x);
            } else if ((there ^ x) > there && (there ^ x) - there <= here) {
                move.count = (there ^ x) - there;
            }
            if (move.count > 0) found.push_back(move);
        }
        return found;
    }

    RootValues values_;
    WinsBySearch search_;
};

}  // namespace christmas_tree_game

#endif
