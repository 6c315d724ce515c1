// POI 2000 Stripes on the command line: --moves lists every winning first stripe, --explain says why (C++17, never
// judged). O(3p) a board after the table. Tested in-process against reference_moves, which searches the board.
#ifndef PAS_MOVES_HPP
#define PAS_MOVES_HPP

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "cli/moves.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace pas {

const char* const move_notation =
    "F-L, a first stripe on cells F to L (counted from 1), its length L - F + 1 one of c, z, n; ascending by F, "
    "then L";

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

inline void write_moves(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    gamesuite::CaseLines lines(out);
    struct PerBoard {
        bool first_player_wins(long long board) {
            std::vector<std::string> moves;
            for (const auto& [first, last] : stripes.of(board)) moves.push_back(gamesuite::cells_covered(first, last));
            lines.moves(moves);
            return true;
        }
        gamesuite::CaseLines& lines;
        WinningStripes stripes;
    } per_board{lines, WinningStripes(read_lengths(in, limits))};
    answer_each_board(in, limits, lines.discarded, per_board);
}

inline void write_explanation(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    gamesuite::CaseLines lines(out);
    struct PerBoard {
        bool first_player_wins(long long board) {
            const std::string why = "a stripe parts the free cells into two boards played side by side, and the "
                                    "board of " + std::to_string(board) + " is worth " +
                                    std::to_string(stripes.value(board));
            const auto found = stripes.of(board);
            if (found.empty()) {
                lines.explain_loss(why + ": every stripe leaves two boards of different values");
                return true;
            }
            const auto [first, last] = found.front();
            const long long right = board - last;
            lines.explain_win(why + ", not 0", gamesuite::cells_covered(first, last),
                              "a stripe of " + std::to_string(last - first + 1) + " on cells " +
                                  std::to_string(first) + " to " + std::to_string(last),
                              "free boards of " + std::to_string(first - 1) + " and " + std::to_string(right) +
                                  ", both worth " + std::to_string(stripes.value(right)) +
                                  ": the opponent faces a sum of 0");
            return true;
        }
        gamesuite::CaseLines& lines;
        WinningStripes stripes;
    } per_board{lines, WinningStripes(read_lengths(in, limits))};
    answer_each_board(in, limits, lines.discarded, per_board);
}

// By the rules: every stripe of every length at every place on the board, kept when the reference's search of the
// board's cells finds the board after it lost for the player then to move.
inline void reference_moves(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    gamesuite::CaseLines lines(out);
    Limits searchable = limits;  // as solve_by_reference: the search's board holds every board the input may give
    searchable.max_board = std::min(limits.max_board, reference_limits().max_board);
    const StripeLengths lengths = read_lengths(in, searchable);
    const int width = static_cast<int>(searchable.max_board);
    const BoardRules rules(lengths.c, lengths.z, lengths.n, width);
    gamecore::GameSearch<BoardRules> search(rules);
    auto moves_of = [&](long long board) {
        std::vector<std::pair<long long, long long>> stripes;
        for (long long length : {lengths.c, lengths.z, lengths.n})
            for (long long before = 0; before + length <= board; ++before) {
                const BoardRules::Position stripe = ((BoardRules::Position(1) << length) - 1) << before;
                if (!search.wins(rules.empty_board(static_cast<int>(board)) | stripe))
                    stripes.push_back({before + 1, before + length});
            }
        std::sort(stripes.begin(), stripes.end());
        stripes.erase(std::unique(stripes.begin(), stripes.end()), stripes.end());  // lengths given twice
        std::vector<std::string> moves;
        for (const auto& [first, last] : stripes) moves.push_back(gamesuite::cells_covered(first, last));
        lines.moves(moves);
        return true;
    };
    struct PerBoard {
        bool first_player_wins(long long board) { return list(board); }
        decltype(moves_of)& list;
    } per_board{moves_of};
    answer_each_board(in, searchable, lines.discarded, per_board);
}

}  // namespace pas

#endif
