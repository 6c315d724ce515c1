// UVa 10561 Treblecross on the command line: --moves is the judge's own list of winning cells, --explain says why
// (C++17, never judged). O(L) a board after the table. Tested in-process against moves_by_rules (the search).
#ifndef TREBLECROSS_MOVES_MOVES_HPP
#define TREBLECROSS_MOVES_MOVES_HPP

#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "cli/play.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace treblecross_moves {

inline gamesuite::MoveList cell_list(const Cells& cells) {
    std::vector<std::string> moves;
    for (int c : cells) moves.push_back(std::to_string(c));
    return moves;
}

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation = "C, the cell (counted from 1) of the X, ascending: the judge's own list";
    // Boards past the judge's 200 cells can have more than 1000 winning cells.
    static constexpr bool long_lists = true;

    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        answer_boards(in, limits, out, per_case);
    }

    // Two lines a board: WINNING and a non-empty list of cells, or LOSING and an empty line.
    static std::optional<std::vector<gamesuite::Outcome>> judge_outcomes(const std::string& answers) {
        std::vector<gamesuite::Outcome> outcomes;
        std::size_t start = 0;
        bool list_owed = false;
        while (start < answers.size()) {
            std::size_t end = answers.find('\n', start);
            if (end == std::string::npos) end = answers.size();
            const std::string line = answers.substr(start, end - start);
            start = end + 1;
            if (list_owed) {
                if ((outcomes.back() == gamesuite::Outcome::win) == line.empty())
                    throw std::runtime_error("the judge answer '" + line + "' does not fit the verdict above it");
                list_owed = false;
            } else if (line == "WINNING" || line == "LOSING") {
                outcomes.push_back(line == "WINNING" ? gamesuite::Outcome::win : gamesuite::Outcome::lose);
                list_owed = true;
            } else {
                throw std::runtime_error("the judge answer '" + line + "' is neither WINNING nor LOSING");
            }
        }
        if (list_owed) throw std::runtime_error("the judge answer ends without the line of cells");
        return outcomes;
    }

    gamesuite::MoveList moves(const std::string& board) { return cell_list(solver_(board)); }

    void explain(gamesuite::CaseLines& lines, const std::string& board) {
        const Cells immediate = immediate_wins(board);
        if (!immediate.empty()) {
            const std::string c = std::to_string(immediate.front());
            lines.explain_win("an X in cell " + c + " completes three in a row", c, "an X in cell " + c,
                              "three X in a row: the game is won at once");
            return;
        }
        std::vector<Stretch> stretches;
        safe_stretches(board, stretches);
        std::string terms;
        unsigned total = 0;
        for (std::size_t s = 0; s < stretches.size(); ++s) {
            const unsigned v = solver_.values.value(stretches[s].length);
            total ^= v;
            if (s < 8) terms += (s ? " xor " : "") + std::to_string(v);
            else if (s == 8) terms += " xor ...";
        }
        std::string why = "no X completes three in a row, and an X within two cells of another lets the opponent "
                          "make three, so only the safe cells count: ";
        if (stretches.empty()) {
            lines.explain_loss(why + "none is left, and every X hands the opponent three in a row");
            return;
        }
        why += gamesuite::counted(stretches.size(), "stretch", "stretches") +
               " of safe cells, each worth its heap of the octal game 0.007 (its length + 2): " + terms +
               (stretches.size() > 1 ? " = " + std::to_string(total) : std::string());
        if (total == 0) {
            lines.explain_loss(why + ": every safe X changes one stretch's value and leaves a nonzero sum");
            return;
        }
        const Cells cells = solver_(board);
        const std::size_t cell = static_cast<std::size_t>(cells.front()) - 1;
        std::size_t s = 0;
        while (stretches[s].start + static_cast<std::size_t>(stretches[s].length) <= cell) ++s;
        const long long m = stretches[s].length, p = static_cast<long long>(cell - stretches[s].start);
        const long long left = p - 2 > 0 ? p - 2 : 0, right = m - p - 3 > 0 ? m - p - 3 : 0;
        lines.explain_win(why + ", not 0", std::to_string(cells.front()),
                          "an X in cell " + std::to_string(cells.front()),
                          "its stretch of " + std::to_string(m) + " (worth " +
                              std::to_string(solver_.values.value(m)) + ") leaves " + std::to_string(left) +
                              " and " + std::to_string(right) + " safe cells (worth " +
                              std::to_string(solver_.values.value(left)) + " and " +
                              std::to_string(solver_.values.value(right)) + "): the opponent faces a sum of 0");
    }

    // By the rules: every X, kept when the search finds the board after it lost for the player then to move.
    gamesuite::MoveList moves_by_rules(const std::string& board) { return cell_list(cells_by_rules(board)); }

    // --play: every position met is a board, the case's own kind, until one holds XXX (the game is won, no move).
    static std::string board(const std::string& board) {
        std::string numbers;
        for (std::size_t c = 1; c <= board.size(); ++c)
            numbers += c % 10 == 0 ? static_cast<char>('0' + c / 10 % 10) : ' ';
        std::string text = "  " + board + "\n  ";
        for (std::size_t c = 1; c <= board.size(); ++c) text += static_cast<char>('0' + c % 10);
        while (!numbers.empty() && numbers.back() == ' ') numbers.pop_back();
        return numbers.empty() ? text : text + "\n  " + numbers;
    }
    static std::string play(const std::string& move, std::string& board) {
        long long cell = 0;
        if (!gamesuite::read_number_move(move, cell)) return "write C (the cell, counted from 1, of your X)";
        if (cell < 1 || cell > static_cast<long long>(board.size()))
            return "the cells are 1 to " + std::to_string(board.size());
        char& chosen = board[static_cast<std::size_t>(cell - 1)];
        if (chosen == 'X') return "cell " + std::to_string(cell) + " already holds an X";
        chosen = 'X';
        return "";
    }
    // Holding out: the first safe cell (more than two cells from every X), else any empty one; none once XXX stands.
    static std::string any_move(const std::string& board) {
        if (board.find("XXX") != std::string::npos || board.find('.') == std::string::npos) return "";
        std::vector<Stretch> stretches;
        safe_stretches(board, stretches);
        return std::to_string((stretches.empty() ? board.find('.') : stretches.front().start) + 1);
    }

private:
    WinningCells solver_;
};

}  // namespace treblecross_moves

#endif
