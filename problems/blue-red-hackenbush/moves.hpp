// CodeChef GERALD08 on the command line: --moves lists Chef's winning first cuts, --explain gives the tree's value
// and each player's best cut (C++17, never judged). O(N) a cut tried, O(N^2) a tree. Tested in-process against
// moves_by_rules, which cuts every black edge on the search.
#ifndef BLUE_RED_HACKENBUSH_MOVES_HPP
#define BLUE_RED_HACKENBUSH_MOVES_HPP

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace blue_red_hackenbush {

// Each cut is valued by valuing the tree without that edge anew, O(N): 3000 vertices keep a tree under a second.
const long long max_vertices_with_moves = 3000;

// The tree's value and, for each edge, the value of the tree it leaves when cut (what falls off the ground goes).
struct CutValues {
    explicit CutValues(const Tree& tree) : value(tree_value(tree)) {
        for (std::size_t e = 0; e < tree.end_a.size(); ++e) {
            Tree cut(tree);
            cut.end_a.erase(cut.end_a.begin() + static_cast<std::ptrdiff_t>(e));
            cut.end_b.erase(cut.end_b.begin() + static_cast<std::ptrdiff_t>(e));
            cut.colour.erase(cut.colour.begin() + static_cast<std::ptrdiff_t>(e));
            after.push_back(tree_value(cut));
        }
    }

    // Chef's cuts (black edges) that leave a value >= 0: Ksen, to move there, loses (a number is lost by whoever
    // moves first when 0, by Right whoever moves when positive).
    std::vector<std::size_t> chef_wins(const Tree& tree) const {
        std::vector<std::size_t> cuts;
        for (std::size_t e = 0; e < after.size(); ++e)
            if (tree.colour[e] == 0 && after[e].sign() >= 0) cuts.push_back(e);
        return cuts;
    }

    // The best cut of `colour` (0 Chef's: the largest value left; 1 Ksen's: the smallest), or -1 without one.
    long long best(const Tree& tree, unsigned char colour) const {
        long long found = -1;
        for (std::size_t e = 0; e < after.size(); ++e) {
            if (tree.colour[e] != colour) continue;
            const std::size_t f = static_cast<std::size_t>(found);
            if (found < 0 || (colour == 0 ? after[f] < after[e] : after[e] < after[f]))
                found = static_cast<long long>(e);
        }
        return found;
    }

    Dyadic value;
    std::vector<Dyadic> after;
};

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation =
        "E, a black edge (numbered from 1 in input order) Chef cuts moving first; ascending. --moves and --explain "
        "read trees of at most 3000 vertices";
    static constexpr bool long_lists = true;

    static Limits moves_limits(const Limits& limits) {
        Limits narrowed(limits);
        narrowed.max_vertices = std::min(narrowed.max_vertices, max_vertices_with_moves);
        return narrowed;
    }
    // A line "W1 W2": the winner with Chef moving first, then with Ksen moving first. --moves is Chef's, first.
    static std::optional<std::vector<gamesuite::Outcome>> judge_outcomes(const std::string& answers) {
        return gamesuite::outcome_per_line(answers, [](const std::string& line) {
            return gamesuite::outcome_of_words(line.substr(0, line.find(' ')), "Chef", "Ksen");
        });
    }

    gamesuite::MoveList moves(const Tree& tree) {
        std::vector<std::string> moves;
        for (std::size_t e : CutValues(tree).chef_wins(tree)) moves.push_back(std::to_string(e + 1));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, const Tree& tree) {
        const CutValues values(tree);
        const long long chef = values.best(tree, 0), ksen = values.best(tree, 1);
        auto cut_text = [&](long long e) {
            return "edge " + std::to_string(e + 1) + " (" + std::to_string(tree.end_a[e] + 1) + "-" +
                   std::to_string(tree.end_b[e] + 1) + "), leaving " + values.after[e].to_string();
        };
        const std::string why = "the tree is worth " + values.value.to_string() +
                                " (Chef's black edges count for him); Ksen's best cut moving first is " +
                                (ksen < 0 ? "none" : cut_text(ksen));
        const std::vector<std::size_t> wins = values.chef_wins(tree);
        if (wins.empty()) {
            lines.explain_loss(why + (chef < 0 ? "; Chef has no edge to cut" : "; Chef's best is " + cut_text(chef) +
                                                                                    ", below 0") + ": Ksen wins");
            return;
        }
        lines.explain_win(why, std::to_string(chef + 1), "Chef cuts " + cut_text(chef) + ", his best",
                          "a value of at least 0 with Ksen to move: she loses");
    }

    // By the rules: every black edge Chef cuts first (what falls off the ground goes), kept when the search finds
    // Ksen, to move after it, lost.
    gamesuite::MoveList moves_by_rules(const Tree& tree) {
        const ColouredEdgeRules rules(tree);
        gamecore::GameSearch<ColouredEdgeRules> search(rules);
        std::vector<std::string> moves;
        for (std::size_t e = 0; e < tree.end_a.size(); ++e) {
            if (tree.colour[e] != 0) continue;
            HackenbushPosition after;
            after.edges = rules.connected_to_root(rules.all_edges() & ~(1UL << e));
            after.chef_to_move = false;
            if (!search.wins(after)) moves.push_back(std::to_string(e + 1));
        }
        return moves;
    }
};

}  // namespace blue_red_hackenbush

#endif
