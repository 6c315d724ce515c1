// HDU 5724 Chess on the command line: --moves lists every winning first move, --explain says why, --play plays a
// test (C++17, never judged). O(20^2) a row. Tested in-process against moves_by_rules, which tries every legal move
// on the reference's table of rows.
#ifndef JUMP_CHESS_ROWS_MOVES_HPP
#define JUMP_CHESS_ROWS_MOVES_HPP

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "cli/case_moves.hpp"
#include "cli/play.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace jump_chess_rows {

// A test's rows as the parser hands them.
struct Rows {
    void clear() { rows.clear(); }
    void add_row(unsigned row) { rows.push_back(row); }
    std::vector<unsigned> rows;
};

// Can the piece on `cell` move (a piece there, an empty cell right of it)?
inline bool can_move(unsigned row, int cell) { return row_after_move(row, cell) != row; }

// The winning moves as (row, cell of the piece moved): the moves after which the rows' values xor to 0, row by row,
// cell ascending; past max_listed_moves the list stops (one row's more kept, so that it says so).
inline std::vector<std::pair<std::size_t, int> > winning_moves(const std::vector<unsigned>& rows) {
    unsigned sum = 0;
    for (unsigned row : rows) sum ^= row_value(row);
    std::vector<std::pair<std::size_t, int> > moves;
    if (sum == 0) return moves;
    for (std::size_t r = 0; r < rows.size() && moves.size() <= gamesuite::max_listed_moves; ++r) {
        const unsigned target = row_value(rows[r]) ^ sum;
        for (int cell = 1; cell <= width; ++cell)
            if (can_move(rows[r], cell) && row_value(row_after_move(rows[r], cell)) == target)
                moves.push_back({r, cell});
    }
    return moves;
}

// The row drawn: a cell a character, 'o' a piece and '.' an empty cell, cell 1 first.
inline std::string row_drawn(unsigned row) {
    std::string text;
    for (int cell = 1; cell <= width; ++cell) text += (row >> (cell - 1) & 1u) ? 'o' : '.';
    return text;
}

// The groups of a row from its right end, "G_1 = 2, G_3 = 1": the odd ones, whose sizes xor to its value.
inline std::string odd_groups(unsigned row) {
    std::string text;
    unsigned group = 0, index = 0;
    auto close = [&]() {
        if (index % 2 == 1 && group > 0)
            text += (text.empty() ? "" : ", ") + std::string("G_") + std::to_string(index) + " = " +
                    std::to_string(group);
    };
    for (int cell = width; cell >= 1; --cell) {
        if (row >> (cell - 1) & 1u) {
            ++group;
        } else {
            close();
            ++index;
            group = 0;
        }
    }
    close();
    return text.empty() ? "no odd group" : text;
}

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation =
        "R:F, the piece on cell F of row R (both counted from 1) moves right to the first empty cell; row by row, F "
        "ascending";
    static constexpr bool long_lists = true;  // up to 10^6 rows a test in the suite

    // The parser hands a test row by row (answer_tests' Position): a test's position is its Rows.
    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        struct Position : Rows {
            explicit Position(PerCase& per_case) : per_case(per_case) {}
            bool first_player_wins() { return per_case(static_cast<const Rows&>(*this)); }
            PerCase& per_case;
        } position(per_case);
        answer_tests(in, limits, out, position);
    }
    static constexpr gamesuite::AnswerWords answer_words = {"YES", "NO"};

    gamesuite::MoveList moves(const Rows& rows) {
        std::vector<std::string> moves;
        for (const auto& [row, cell] : winning_moves(rows.rows)) moves.push_back(gamesuite::pile_left(row, cell));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, const Rows& test) {
        const std::vector<unsigned>& rows = test.rows;
        std::vector<unsigned> values;
        for (unsigned row : rows) values.push_back(row_value(row));
        unsigned sum = 0;
        for (unsigned v : values) sum ^= v;
        const std::string why = "read from the right, a row's empty cells split its pieces into groups G_0, G_1, "
                                "...; a move passes pieces from one group to the next to the right (staircase "
                                "Nim), so a row is worth its odd groups' sizes xored; the rows xor to " +
                                gamesuite::xor_expression(values, sum);
        const auto moves = winning_moves(rows);
        if (moves.empty()) {
            lines.explain_loss(why + ": every move changes one row's value and so leaves a nonzero sum");
            return;
        }
        const auto [row, cell] = moves.front();
        const unsigned after = row_after_move(rows[row], cell);
        int to = cell + 1;
        while (rows[row] >> (to - 1) & 1u) ++to;
        std::vector<unsigned> after_values(values);
        after_values[row] = row_value(after);
        lines.explain_win(why + ", not 0", gamesuite::pile_left(row, cell),
                          "row " + std::to_string(row + 1) + " " + row_drawn(rows[row]) + " (" +
                              odd_groups(rows[row]) + "): the piece on " + std::to_string(cell) + " to " +
                              std::to_string(to) + ", " + row_drawn(after) + " (" + odd_groups(after) + ")",
                          "now " + gamesuite::xor_expression(after_values, 0) + ", and every reply leaves it nonzero");
    }

    // By the rules: every piece that can move, kept when the reference's table of rows values the test after it at
    // 0, lost for the player then to move; row by row, cell ascending.
    gamesuite::MoveList moves_by_rules(const Rows& test) {
        const RowTable& table = row_table();
        unsigned sum = 0;
        for (unsigned row : test.rows) sum ^= table.value(row);
        std::vector<std::string> moves;
        for (std::size_t r = 0; r < test.rows.size(); ++r)
            for (int cell = 1; cell <= width; ++cell) {
                const unsigned after = row_after_move(test.rows[r], cell);
                if (after != test.rows[r] && (sum ^ table.value(test.rows[r]) ^ table.value(after)) == 0)
                    moves.push_back(gamesuite::pile_left(r, cell));
            }
        return moves;
    }

    // --play
    static std::string board(const Rows& test) {
        std::string text = "  cells 1 to 20 from the left, o a piece:";
        for (std::size_t r = 0; r < test.rows.size(); ++r)
            text += "\n  row " + std::to_string(r + 1) + ": " + row_drawn(test.rows[r]);
        return test.rows.empty() ? "  (no rows)" : text;
    }
    static std::string play(const std::string& move, Rows& test) {
        std::size_t index = 0;
        long long cell = 0;
        if (!gamesuite::read_pile_left(move, index, cell)) return "write R:F (row R, the piece on cell F)";
        if (index >= test.rows.size())
            return "there is no row " + std::to_string(index + 1) + " (" +
                   gamesuite::counted(test.rows.size(), "row") + ")";
        if (cell < 1 || cell > width) return "a cell is 1 to 20";
        const unsigned row = test.rows[index];
        const int c = static_cast<int>(cell);
        if ((row >> (c - 1) & 1u) == 0)
            return "row " + std::to_string(index + 1) + " has no piece on cell " + std::to_string(c);
        if (!can_move(row, c))
            return "the piece on cell " + std::to_string(c) + " of row " + std::to_string(index + 1) +
                   " has no empty cell to its right";
        test.rows[index] = row_after_move(row, c);
        return "";
    }
    // The move that makes the game last longest: a piece stepping one cell, jumping none. Where any piece can move,
    // one can so: the piece just left of the first empty cell right of it.
    static std::string any_move(const Rows& test) {
        for (std::size_t r = 0; r < test.rows.size(); ++r)
            for (int cell = 1; cell < width; ++cell)
                if ((test.rows[r] >> (cell - 1) & 1u) && !(test.rows[r] >> cell & 1u))
                    return gamesuite::pile_left(r, cell);
        return "";
    }
};

}  // namespace jump_chess_rows

#endif
