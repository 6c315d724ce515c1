// HDU 3590 PP and QQ on the command line: --moves lists the winning cuts by the judge's rule (the SJ theorem on the
// trees' values), --explain says why (C++17, never judged). O(nodes) a case. Tested in-process against
// moves_by_rules, which cuts every edge on the search of the game that rule is proved for (reference.hpp).
#ifndef PP_AND_QQ_MOVES_HPP
#define PP_AND_QQ_MOVES_HPP

#include <algorithm>
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "cli/case_moves.hpp"
#include "cli/exact_shorthand.hpp"
#include "gamecore/adjacency.hpp"
#include "gamecore/misere.hpp"
#include "gamecore/nim.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace pp_and_qq {

// One tree rooted at node 1: each node's parent and colon value, and the cuts (edges by input number) that leave the
// tree worth `target`. Cutting inside the subtree of a child c of v changes only c's term g(c) + 1 in g(v); for g(v)
// to become need(v) (need(root) = target) that term must become x = need(v) xor g(v) xor (g(c) + 1): x = 0 is the
// cut of the edge v-c itself, and x >= 1 asks c's subtree for need(c) = x - 1, found the same way.
struct ColonCuts {
    explicit ColonCuts(const Tree& tree) {
        const std::size_t n = static_cast<std::size_t>(tree.vertices);
        gamecore::Adjacency adj;
        gamecore::build_adjacency(tree.vertices, tree.end_a, tree.end_b, adj);
        order.assign(1, 0);  // breadth-first from the root: every node after its parent
        parent.assign(n, -1);
        parent[0] = 0;
        for (std::size_t i = 0; i < order.size(); ++i)
            for (int e = adj.first[order[i]]; e < adj.first[order[i] + 1]; ++e)
                if (parent[adj.neighbour[e]] < 0) {
                    parent[adj.neighbour[e]] = order[i];
                    order.push_back(adj.neighbour[e]);
                }
        value.assign(n, 0);
        for (std::size_t i = order.size(); i-- > 1;) value[parent[order[i]]] ^= value[order[i]] + 1;
    }

    // The edges (0-based input numbers, ascending) whose cut leaves the tree worth `target`.
    std::vector<std::size_t> cuts_to(const Tree& tree, unsigned long long target) const {
        const std::size_t n = parent.size();
        std::vector<bool> asked(n, false), cut_to(n, false);  // cut_to[c]: the edge from c's parent wins
        std::vector<unsigned long long> need(n, 0);
        asked[0] = true;
        need[0] = target;
        for (std::size_t i = 1; i < order.size(); ++i) {
            const int c = order[i], v = parent[c];
            if (!asked[v]) continue;
            const unsigned long long x = need[v] ^ value[v] ^ (value[c] + 1);
            if (x == 0) cut_to[c] = true;
            else asked[c] = true, need[c] = x - 1;
        }
        std::vector<std::size_t> cuts;
        for (std::size_t i = 0; i < tree.end_a.size(); ++i)
            if (cut_to[child_of(tree, i)]) cuts.push_back(i);
        return cuts;
    }

    int child_of(const Tree& tree, std::size_t edge) const {
        return parent[tree.end_b[edge]] == tree.end_a[edge] ? tree.end_b[edge] : tree.end_a[edge];
    }

    std::vector<int> order, parent;
    std::vector<unsigned long long> value;
};

// A winning cut by the judge's rule: tree (0-based), edge (0-based input number), the tree's value after it.
struct Cut {
    std::size_t tree, edge;
    unsigned long long value_after;
    bool operator<(const Cut& other) const {
        return tree != other.tree ? tree < other.tree : edge < other.edge;
    }
};

// Every winning cut, tree by tree, edges ascending. The rule asks only for each tree's value after the cut, and
// gamecore::for_each_winning_anti_sg_target names the (at most three) values that win; ColonCuts finds their cuts.
inline std::vector<Cut> winning_cuts(const Forest& forest, const std::vector<ColonCuts>& trees,
                                     const std::vector<unsigned long long>& values) {
    std::vector<Cut> cuts;
    auto visit = [&](std::size_t t, unsigned long long target) {
        for (std::size_t e : trees[t].cuts_to(forest.trees[t], target)) cuts.push_back({t, e, target});
    };
    gamecore::for_each_winning_anti_sg_target(values.begin(), values.end(), visit);
    std::sort(cuts.begin(), cuts.end());
    return cuts;
}

inline bool all_zero(const std::vector<unsigned long long>& values) {
    for (unsigned long long v : values)
        if (v != 0) return false;
    return true;
}

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation =
        "T:E, edge E of tree T (both counted from 1, edges in input order) cut; tree by tree, edges ascending. "
        "By the judge's rule (the SJ theorem), as the judge answers; --exact has no moves";
    static constexpr const char* won_without_moving =
        "every tree worth 0, where by the judge's rule play stops with the player to move the winner";
    static constexpr bool long_lists = true;
    static constexpr gamesuite::AnswerWords answer_words = {"PP", "QQ"};

    gamesuite::MoveList moves(const Forest& forest) {
        std::vector<ColonCuts> trees;
        for (const Tree& tree : forest.trees) trees.emplace_back(tree);
        const std::vector<unsigned long long> values = tree_values(forest);
        if (all_zero(values)) return gamesuite::MoveList::won_without_moving();
        std::vector<std::string> moves;
        for (const Cut& cut : winning_cuts(forest, trees, values)) moves.push_back(gamesuite::edge_of(cut.tree, cut.edge));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, const Forest& forest) {
        std::vector<ColonCuts> trees;
        for (const Tree& tree : forest.trees) trees.emplace_back(tree);
        const std::vector<unsigned long long> values = tree_values(forest);
        long long above_one = 0, ones = 0;
        for (unsigned long long v : values) above_one += v > 1, ones += v == 1;
        const unsigned long long sum = gamecore::nim_sum(values.begin(), values.end());
        const std::string worth = "by the colon principle a node is worth the xor of (child's value + 1) over its "
                                  "children, and the trees are worth " + gamesuite::xor_expression(values, sum);
        if (all_zero(values)) {
            lines.explain_won_without_moving(worth + ": every tree is worth 0, where the judge's rule (the SJ "
                                                     "theorem) stops play and PP, to move, wins");
            return;
        }
        const std::string why =
            worth + (above_one == 0
                         ? "; no tree is worth more than 1, so by the judge's rule (the SJ theorem) PP wins iff an "
                           "even number of trees are worth 1, here " + std::to_string(ones)
                         : "; with " + gamesuite::counted(above_one, "tree") +
                               " worth more than 1, by the judge's rule (the SJ theorem) PP wins iff the xor is not 0");
        const std::vector<Cut> cuts = winning_cuts(forest, trees, values);
        if (cuts.empty()) {
            lines.explain_loss(why + ": QQ wins");
            return;
        }
        const Cut& cut = cuts.front();
        const Tree& tree = forest.trees[cut.tree];
        const int child = trees[cut.tree].child_of(tree, cut.edge);
        std::vector<unsigned long long> after(values);
        after[cut.tree] = cut.value_after;
        long long after_above_one = 0, after_ones = 0;
        for (unsigned long long v : after) after_above_one += v > 1, after_ones += v == 1;
        lines.explain_win(
            why + ": PP wins", gamesuite::edge_of(cut.tree, cut.edge),
            "cut edge " + std::to_string(cut.edge + 1) + " (" + std::to_string(tree.end_a[cut.edge] + 1) + "-" +
                std::to_string(tree.end_b[cut.edge] + 1) + ") of tree " + std::to_string(cut.tree + 1) +
                ", dropping the subtree of node " + std::to_string(child + 1) + ": the tree is then worth " +
                std::to_string(cut.value_after),
            after_above_one == 0
                ? "now " + gamesuite::counted(after_ones, "tree") +
                      " worth 1 and none more, an odd number: lost for QQ by the judge's rule"
                : "now the trees xor to " + gamesuite::xor_expression(after, 0) +
                      " with a tree worth more than 1: lost for QQ by the judge's rule");
    }

    // By the rules of the game the judge's rule is proved for: every edge cut, kept when that game's search finds
    // the position after it lost for the player then to move; where that game has ended, the search's own verdict.
    gamesuite::MoveList moves_by_rules(const Forest& forest) {
        ForestSearch search(forest, ForestSearch::sj_game);
        const GroundGraph& graph = search.graph();
        const unsigned long long all = graph.all_edges();
        if (search.ended(all)) {
            if (search.wins(all)) return gamesuite::MoveList::won_without_moving();
            return gamesuite::MoveList();
        }
        std::vector<std::string> moves;
        std::size_t e = 0;
        for (std::size_t t = 0; t < forest.trees.size(); ++t)
            for (std::size_t i = 0; i < forest.trees[t].end_a.size(); ++i, ++e)
                if (!search.wins(graph.cut(all, e))) moves.push_back(gamesuite::edge_of(t, i));
        return moves;
    }
};

// --moves and --explain describe the judge's rule: with --exact they are a bad command line (main.cpp).
inline gamesuite::MovesRefused moves_refused() {
    return {"exact", {"--moves", "--explain"}, "--moves and --explain describe the judge's rule; --exact has no moves"};
}

}  // namespace pp_and_qq

#endif
