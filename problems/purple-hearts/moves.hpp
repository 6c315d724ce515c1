// Kattis hackenbushpurplehearts on the command line: --moves lists Left's (blue) winning first cuts, --explain gives
// the value and each player's best cut (C++17, never judged). O(n x value) a cut tried. Tested in-process against
// moves_by_rules, which cuts every blue edge on a win/loss search by the rules (no numbers).
#ifndef PURPLE_HEARTS_MOVES_HPP
#define PURPLE_HEARTS_MOVES_HPP

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace purple_hearts {

// Each cut is valued by valuing the forest left anew: 3000 edges keep a forest under a second.
const long long max_edges_with_moves = 3000;

// The forest's value and, per edge, the value of the forest its cut leaves (the edges on it fall too).
struct CutValues {
    explicit CutValues(const Forest& forest) : value(forest_value(forest)) {
        const std::size_t n = forest.below.size();
        for (std::size_t e = 0; e < n; ++e) {
            // Edges standing on e are later ones whose chain down reaches e; renumbered, they keep their order.
            std::vector<char> gone(n, 0);
            std::vector<int> index(n, -1);
            Forest left;
            for (std::size_t i = 0; i < n; ++i) {
                gone[i] = i == e || (forest.below[i] >= 0 && gone[static_cast<std::size_t>(forest.below[i])]);
                if (gone[i]) continue;
                index[i] = static_cast<int>(left.below.size());
                left.below.push_back(forest.below[i] < 0 ? -1 : index[static_cast<std::size_t>(forest.below[i])]);
                left.blue.push_back(forest.blue[i]);
            }
            after.push_back(forest_value(left));
        }
    }

    // Left moves first; after a cut Right moves first in a number, and loses exactly when it is >= 0 (> 0: Left
    // wins whoever moves; 0: whoever moves loses). So the winning cuts are the blue ones leaving >= 0.
    std::vector<std::size_t> left_wins(const Forest& forest) const {
        std::vector<std::size_t> cuts;
        for (std::size_t e = 0; e < after.size(); ++e)
            if (forest.blue[e] && after[e].sign() >= 0) cuts.push_back(e);
        return cuts;
    }

    // The best cut of a colour (Left's: the largest value left; Right's: the smallest), or -1 without one.
    long long best(const Forest& forest, bool blue) const {
        long long found = -1;
        for (std::size_t e = 0; e < after.size(); ++e) {
            if ((forest.blue[e] != 0) != blue) continue;
            const std::size_t f = static_cast<std::size_t>(found);
            if (found < 0 || (blue ? after[f] < after[e] : after[e] < after[f])) found = static_cast<long long>(e);
        }
        return found;
    }

    Dyadic value;
    std::vector<Dyadic> after;
};

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation =
        "E, a blue edge (numbered from 1 in input order) Left cuts moving first; ascending. --moves and --explain "
        "read forests of at most 3000 edges";
    static constexpr bool long_lists = true;

    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        answer_forest(in, limits, out, per_case);
    }
    static Limits moves_limits(const Limits& limits) {
        Limits narrowed(limits);
        narrowed.max_edges = std::min(narrowed.max_edges, max_edges_with_moves);
        narrowed.max_below = std::min(narrowed.max_below, max_edges_with_moves - 1);
        return narrowed;
    }
    // The judge prints the value; Left, moving first, wins exactly when it is > 0 (0: the second player wins).
    static std::optional<std::vector<gamesuite::Outcome>> judge_outcomes(const std::string& answers) {
        return gamesuite::outcome_per_line(answers, [](const std::string& line) {
            return line == "0" || line.compare(0, 1, "-") == 0 ? gamesuite::Outcome::lose : gamesuite::Outcome::win;
        });
    }

    gamesuite::MoveList moves(const Forest& forest) {
        std::vector<std::string> moves;
        for (std::size_t e : CutValues(forest).left_wins(forest)) moves.push_back(std::to_string(e + 1));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, const Forest& forest) {
        const CutValues values(forest);
        const long long left = values.best(forest, true), right = values.best(forest, false);
        auto cut_text = [&](long long e) {
            return "edge " + std::to_string(e + 1) + " (" + (forest.blue[e] ? "blue" : "red") + "), leaving " +
                   value_text(values.after[e]);
        };
        const std::string why = "the forest is worth " + value_text(values.value) +
                                " (blue edges count for Left, red for Right); Right's best cut moving first is " +
                                (right < 0 ? "none" : cut_text(right));
        if (values.left_wins(forest).empty()) {
            lines.explain_loss(why + (left < 0 ? "; Left has no blue edge to cut"
                                               : "; Left's best is " + cut_text(left) + ", below 0") +
                               ": Right wins");
            return;
        }
        lines.explain_win(why, std::to_string(left + 1), "Left cuts " + cut_text(left) + ", the best",
                          "a value of at least 0 with Right to move: Right loses");
    }

    // By the rules: every blue edge Left cuts first (what stands on it falls), kept when the win/loss search finds
    // Right, to move after it, lost.
    gamesuite::MoveList moves_by_rules(const Forest& forest) {
        const PlayRules rules(forest);
        gamecore::GameSearch<PlayRules> search(rules);
        std::vector<std::string> moves;
        for (std::size_t e = 0; e < forest.below.size(); ++e) {
            if (!forest.blue[e]) continue;
            const PlayPosition after = {rules.positions.cut(rules.positions.all(), e), false};
            if (!search.wins(after)) moves.push_back(std::to_string(e + 1));
        }
        return moves;
    }
};

}  // namespace purple_hearts

#endif
