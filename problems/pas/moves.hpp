// POI 2000 Stripes on the command line: --moves lists every winning first stripe, --explain says why (C++17, never
// judged). O(3p) a board after the table. Tested in-process against moves_by_rules, which searches the board.
#ifndef PAS_MOVES_HPP
#define PAS_MOVES_HPP

#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "cli/case_moves.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace pas {

// The stripes on a board of p that leave free stretches (before and after) of equal value: a sum of 0.
class WinningStripes {
public:
    explicit WinningStripes(const StripeLengths& lengths)
        : game_(lengths.c, lengths.z, lengths.n),
          lengths_(Stripes::distinct_lengths(lengths.c, lengths.z, lengths.n)) {}

    // Each as (first cell, last cell), counted from 1.
    std::vector<std::pair<long long, long long>> of(long long board) {
        std::vector<std::pair<long long, long long>> stripes;
        for (std::size_t length : lengths_) {
            const long long l = static_cast<long long>(length);
            for (long long before = 0; before + l <= board; ++before)
                if (game_.grundy(before) == game_.grundy(board - l - before))
                    stripes.push_back({before + 1, before + l});
        }
        std::sort(stripes.begin(), stripes.end());
        return stripes;
    }

    unsigned value(long long board) { return game_.grundy(board); }

private:
    Stripes game_;
    std::vector<std::size_t> lengths_;
};

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation =
        "F-L, a first stripe on cells F to L (counted from 1), its length L - F + 1 one of c, z, n; ascending by F, "
        "then L";
    static constexpr bool long_lists = true;

    // The input's first line, the stripe lengths, is the rules of every board after it: kept for the tables, each
    // built when a mode first needs it.
    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        lengths_ = read_lengths(in, limits);
        max_board_ = limits.max_board;
        gamesuite::FirstPlayerWins<PerCase> per_board{per_case};
        answer_each_board(in, limits, out, per_board);
    }
    static constexpr gamesuite::AnswerWords answer_words = {"1", "2"};

    gamesuite::MoveList moves(long long board) {
        std::vector<std::string> moves;
        for (const auto& [first, last] : stripes().of(board)) moves.push_back(gamesuite::cells_covered(first, last));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, long long board) {
        const std::string why = "a stripe parts the free cells into two boards played side by side, and the board "
                                "of " + std::to_string(board) + " is worth " + std::to_string(stripes().value(board));
        const auto found = stripes().of(board);
        if (found.empty()) {
            lines.explain_loss(why + ": every stripe leaves two boards of different values");
            return;
        }
        const auto [first, last] = found.front();
        const long long right = board - last;
        lines.explain_win(why + ", not 0", gamesuite::cells_covered(first, last),
                          "a stripe of " + std::to_string(last - first + 1) + " on cells " + std::to_string(first) +
                              " to " + std::to_string(last),
                          "free boards of " + std::to_string(first - 1) + " and " + std::to_string(right) +
                              ", both worth " + std::to_string(stripes().value(right)) +
                              ": the opponent faces a sum of 0");
    }

    // By the rules: every stripe of every length at every place on the board, kept when the reference's search of
    // the board's cells finds the board after it lost for the player then to move. As solve_by_reference, the
    // search's board holds every board the reference's limits allow (the drivers and the stress give it those).
    gamesuite::MoveList moves_by_rules(long long board) {
        if (!search_) {
            const int width = static_cast<int>(std::min(max_board_, reference_limits().max_board));
            rules_.emplace(lengths_.c, lengths_.z, lengths_.n, width);
            search_.emplace(*rules_);
        }
        std::vector<std::pair<long long, long long>> stripes;
        for (long long length : {lengths_.c, lengths_.z, lengths_.n})
            for (long long before = 0; before + length <= board; ++before) {
                const BoardRules::Position stripe = ((BoardRules::Position(1) << length) - 1) << before;
                if (!search_->wins(rules_->empty_board(static_cast<int>(board)) | stripe))
                    stripes.push_back({before + 1, before + length});
            }
        std::sort(stripes.begin(), stripes.end());
        stripes.erase(std::unique(stripes.begin(), stripes.end()), stripes.end());  // lengths given twice
        std::vector<std::string> moves;
        for (const auto& [first, last] : stripes) moves.push_back(gamesuite::cells_covered(first, last));
        return moves;
    }

private:
    WinningStripes& stripes() {
        if (!stripes_) stripes_.emplace(lengths_);
        return *stripes_;
    }

    StripeLengths lengths_{};
    long long max_board_ = 0;
    std::optional<WinningStripes> stripes_;
    std::optional<BoardRules> rules_;
    std::optional<gamecore::GameSearch<BoardRules>> search_;
};

}  // namespace pas

#endif
