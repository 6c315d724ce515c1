// POJ 3710 Christmas Game on the command line: --moves lists every winning cut, --explain says why (C++17, never
// judged). O(k) a cut tried, O(k^2) a tree. Tested in-process against moves_by_rules, which cuts every edge on the
// search.
#ifndef CHRISTMAS_GAME_MOVES_HPP
#define CHRISTMAS_GAME_MOVES_HPP

#include <algorithm>
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "cli/case_moves.hpp"
#include "gamecore/nim.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace christmas_game {

// Each cut is valued by fusing the tree without that edge anew, O(k): 5000 edges keep a tree under a second.
const long long max_edges_with_moves = 5000;

inline Graph without_edge(const Graph& g, std::size_t edge) {
    Graph cut(g);
    cut.end_a.erase(cut.end_a.begin() + static_cast<std::ptrdiff_t>(edge));
    cut.end_b.erase(cut.end_b.begin() + static_cast<std::ptrdiff_t>(edge));
    return cut;
}

// Every winning cut as (tree, edge), with the tree's value after it: the cut that makes tree i worth the sum's
// target for it (gamecore::for_each_winning_target); what falls off the ground is out of play in tree_value.
inline std::vector<std::pair<std::pair<std::size_t, std::size_t>, unsigned long long>> winning_cuts(
    const std::vector<Graph>& trees, std::vector<unsigned long long>& values) {
    values.clear();
    for (const Graph& g : trees) values.push_back(tree_value(g));
    std::vector<std::pair<std::pair<std::size_t, std::size_t>, unsigned long long>> cuts;
    auto visit = [&](std::size_t t, unsigned long long target) {
        for (std::size_t e = 0; e < trees[t].end_a.size(); ++e)
            if (tree_value(without_edge(trees[t], e)) == target) cuts.push_back({{t, e}, target});
    };
    gamecore::for_each_winning_target(values.begin(), values.end(), visit);
    return cuts;
}

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation =
        "T:E, cut edge E of tree T (both numbered from 1, edges in input order); tree by tree, E ascending. --moves "
        "and --explain read trees of at most 5000 edges";
    static constexpr bool long_lists = true;

    static Limits moves_limits(const Limits& limits) {
        Limits narrowed(limits);
        narrowed.max_edges = std::min(narrowed.max_edges, max_edges_with_moves);
        return narrowed;
    }
    // The parser hands a case tree by tree (answer_cases' Sum): a case's position is its trees.
    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        struct Sum {
            void clear() { trees.clear(); }
            void add_tree(const Graph& g) { trees.push_back(g); }
            bool first_player_wins() { return per_case(static_cast<const std::vector<Graph>&>(trees)); }
            PerCase& per_case;
            std::vector<Graph> trees;
        } sum{per_case, std::vector<Graph>()};
        answer_cases(in, limits, out, sum);
    }
    static constexpr gamesuite::AnswerWords answer_words = {"Sally", "Harry"};

    gamesuite::MoveList moves(const std::vector<Graph>& trees) {
        std::vector<unsigned long long> values;
        std::vector<std::string> moves;
        for (const auto& cut : winning_cuts(trees, values))
            moves.push_back(gamesuite::edge_of(cut.first.first, cut.first.second));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, const std::vector<Graph>& trees) {
        std::vector<unsigned long long> values;
        const auto cuts = winning_cuts(trees, values);
        const unsigned long long sum = gamecore::nim_sum(values.begin(), values.end());
        const std::string why = "each cycle fuses into loops at one vertex (an odd cycle leaves one loop, worth 1; "
                                "an even one none), the colon principle values the tree left, and the trees are "
                                "worth " + gamesuite::xor_expression(values, sum);
        if (cuts.empty()) {
            lines.explain_loss(why + ": every cut changes one tree's value and so leaves a nonzero sum: Harry wins");
            return;
        }
        const auto [where, after] = cuts.front();
        const auto [t, e] = where;
        std::vector<unsigned long long> values_after(values);
        values_after[t] = after;
        lines.explain_win(why + ", not 0: Sally wins", gamesuite::edge_of(t, e),
                          "cut edge " + std::to_string(e + 1) + " (" + std::to_string(trees[t].end_a[e] + 1) + "-" +
                              std::to_string(trees[t].end_b[e] + 1) + ") of tree " + std::to_string(t + 1) +
                              ", which is then worth " + std::to_string(after),
                          "now " + gamesuite::xor_expression(values_after, 0) +
                              ", and every cut Harry makes leaves it nonzero");
    }

    // By the rules: every edge of every tree cut (with what falls off the ground), kept when the searches' Grundy
    // values of the trees then xor to 0.
    gamesuite::MoveList moves_by_rules(const std::vector<Graph>& trees) {
        // Each tree searched once: its Grundy value, and its value after each cut (-1: not a move).
        std::vector<std::vector<long long>> after(trees.size());
        unsigned sum = 0;
        std::vector<unsigned> values;
        for (std::size_t t = 0; t < trees.size(); ++t) {
            const EdgeRules rules(trees[t]);
            gamecore::GameSearch<EdgeRules> search(rules);
            sum ^= values.emplace_back(search.grundy(rules.start()));
            for (std::size_t e = 0; e < trees[t].end_a.size(); ++e)
                after[t].push_back(rules.start() >> e & 1  // off the ground from the start: not a move
                                       ? search.grundy(rules.connected_to_root(rules.start() & ~(1UL << e)))
                                       : -1);
        }
        std::vector<std::string> moves;
        for (std::size_t t = 0; t < trees.size(); ++t)
            for (std::size_t e = 0; e < after[t].size(); ++e)
                if (after[t][e] == static_cast<long long>(sum ^ values[t])) moves.push_back(gamesuite::edge_of(t, e));
        return moves;
    }
};

}  // namespace christmas_game

#endif
