// jump-chess-rows tests: the staircase value of every one of the 2^20 rows against the row's mex table by the rules,
// the xor against whole boards searched by the rules (every pair of rows on cells 14..20, every triple on 17..20),
// values derived by hand, the winning moves against the table, and input handling.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "gamecore/game_search.hpp"
#include "moves.hpp"
#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using input_testing::answers_by;
using input_testing::error_of;
using input_testing::file_text;
using input_testing::scan;

const jump_chess_rows::Limits suite = jump_chess_rows::suite_limits();
const jump_chess_rows::Limits judge = jump_chess_rows::judge_limits();

std::string answers_of(const std::string& input, bool by_reference) {
    return by_reference ? answers_by(jump_chess_rows::solve_by_reference, jump_chess_rows::reference_limits(), input)
                        : answers_by(jump_chess_rows::solve, suite, input);
}

// The row of the cells listed.
unsigned row_of(const std::vector<int>& cells) {
    unsigned row = 0;
    for (int cell : cells) row |= 1u << (cell - 1);
    return row;
}

// Whole boards by the rules, no Grundy value: the rows as a sorted vector, a move one piece of one row to the
// first empty cell right of it (its own code here, not row_after_move).
struct BoardRules {
    typedef std::vector<unsigned> Position;
    void moves(const Position& rows, std::vector<Position>& out) const {
        for (std::size_t r = 0; r < rows.size(); ++r)
            for (int cell = 1; cell <= jump_chess_rows::width; ++cell) {
                if ((rows[r] >> (cell - 1) & 1u) == 0) continue;
                int to = cell + 1;
                while (to <= jump_chess_rows::width && (rows[r] >> (to - 1) & 1u)) ++to;
                if (to > jump_chess_rows::width) continue;
                Position after(rows);
                after[r] = (rows[r] & ~(1u << (cell - 1))) | (1u << (to - 1));
                std::sort(after.begin(), after.end());
                out.push_back(after);
            }
    }
};

// Every row whose pieces all lie on cells first..20.
std::vector<unsigned> rows_from(int first) {
    std::vector<unsigned> rows;
    for (unsigned high = 0; high < (1u << (jump_chess_rows::width - first + 1)); ++high)
        rows.push_back(high << (first - 1));
    return rows;
}

}  // namespace

TEST_CASE("jump-chess-rows: the staircase value is the mex table's for every one of the 2^20 rows") {
    const jump_chess_rows::RowTable& table = jump_chess_rows::row_table();
    unsigned mismatches = 0, largest = 0;
    for (unsigned row = 0; row < jump_chess_rows::row_count; ++row) {
        const unsigned value = table.value(row);
        if (jump_chess_rows::row_value(row) != value && mismatches++ < 5) {
            CAPTURE(row);
            FAIL_CHECK("the staircase value differs from the mex table");
        }
        if (value > largest) largest = value;
    }
    CHECK(mismatches == 0);
    // By hand: a row's value is at most the sum of its odd groups, at most 20 - (its empty cells) <= 19, and
    // pieces on 1..19 with 20 empty make G_1 = 19: the largest value is 19. The table must reach it and no more.
    CHECK(largest == 19);
}

TEST_CASE("jump-chess-rows: values derived by hand") {
    // The sample: "2 19 20" is frozen (G_0 = 2, nothing else): 0. "1 19": G_1 = 1. "1 18": G_2 = 1 (even): 0.
    CHECK(jump_chess_rows::row_value(row_of({19, 20})) == 0);
    CHECK(jump_chess_rows::row_value(row_of({20, 19})) == 0);
    CHECK(jump_chess_rows::row_value(row_of({19})) == 1);
    CHECK(jump_chess_rows::row_value(row_of({18})) == 0);
    // One piece on cell c walks one cell a move, 20 - c moves in all: its value is (20 - c) mod 2.
    for (int c = 1; c <= 20; ++c) CHECK(jump_chess_rows::row_value(row_of({c})) == static_cast<unsigned>((20 - c) % 2));
    // Empty and full rows offer no move.
    CHECK(jump_chess_rows::row_value(0) == 0);
    CHECK(jump_chess_rows::row_value((1u << 20) - 1) == 0);
    // Pieces on 1..19: G_1 = 19, a Nim heap of 19 (the k-th piece from the right jumps to 20, passing k).
    CHECK(jump_chess_rows::row_value((1u << 19) - 1) == 19);
    // ". o o . o" at cells 16..20: G_0 = 1 (cell 20), G_1 = 2 (17, 18), then cells 1..16 empty: value 2.
    CHECK(jump_chess_rows::row_value(row_of({17, 18, 20})) == 2);
    // G_1 = 1 (cell 19) and G_3 = 3 (cells 14..16, with 17 and 18 empty before them): 1 xor 3 = 2. With a piece on
    // 17 instead: cells 20 ., 19 o, 18 ., 17 o, 16 ., 13..15 o: G_1 = 1, G_2 = 1 (even), G_3 = 3: 2 again.
    CHECK(jump_chess_rows::row_value(row_of({19, 14, 15, 16})) == 2);
    CHECK(jump_chess_rows::row_value(row_of({19, 17, 13, 14, 15})) == 2);
}

TEST_CASE("jump-chess-rows: the xor matches whole boards searched by the rules") {
    gamecore::WinSearch<BoardRules> search((BoardRules()));
    const std::vector<unsigned> rows = rows_from(14);
    long long positions = 0, mismatches = 0;
    for (unsigned a : rows)
        for (unsigned b : rows) {
            std::vector<unsigned> board;
            board.push_back(std::min(a, b));
            board.push_back(std::max(a, b));
            const bool fast = (jump_chess_rows::row_value(a) ^ jump_chess_rows::row_value(b)) != 0;
            if (search.wins(board) != fast && mismatches++ < 5) {
                CAPTURE(a);
                CAPTURE(b);
                FAIL_CHECK("the xor differs from the board's search");
            }
            ++positions;
        }
    CHECK(positions == 128 * 128);
    CHECK(mismatches == 0);
    const std::vector<unsigned> small = rows_from(17);
    for (unsigned a : small)
        for (unsigned b : small)
            for (unsigned c : small) {
                std::vector<unsigned> board;
                board.push_back(a);
                board.push_back(b);
                board.push_back(c);
                std::sort(board.begin(), board.end());
                const unsigned sum =
                    jump_chess_rows::row_value(a) ^ jump_chess_rows::row_value(b) ^ jump_chess_rows::row_value(c);
                CHECK(search.wins(board) == (sum != 0));
            }
}

TEST_CASE("jump-chess-rows: the winning moves are the moves the table values at the xor's complement") {
    const jump_chess_rows::RowTable& table = jump_chess_rows::row_table();
    const unsigned others[4] = {0, row_of({19}), row_of({17, 18}), row_of({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
                                                                          14, 15, 16, 17, 18, 19})};  // 0, 1, 2, 19
    long long mismatches = 0;
    for (unsigned row : rows_from(9))
        for (unsigned other : others) {
            std::vector<unsigned> rows;
            rows.push_back(row);
            rows.push_back(other);
            std::vector<int> expected;
            if (table.value(row) != table.value(other))
                for (int cell = 1; cell <= 20; ++cell) {
                    const unsigned after = jump_chess_rows::row_after_move(row, cell);
                    if (after != row && table.value(after) == table.value(other)) expected.push_back(cell);
                }
            std::vector<int> found;
            for (const auto& [r, cell] : jump_chess_rows::winning_moves(rows))
                if (r == 0) found.push_back(cell);
            if (found != expected && mismatches++ < 5) {
                CAPTURE(row);
                CAPTURE(other);
                FAIL_CHECK("the winning moves differ from the table's");
            }
        }
    CHECK(mismatches == 0);
}

TEST_CASE("jump-chess-rows: statement sample; solver and reference through the same parser") {
    const std::string sample = "2\n1\n2 19 20\n2\n1 19\n1 18\n\n";
    CHECK(answers_of(sample, false) == "NO\nYES\n");
    CHECK(answers_of(sample, true) == "NO\nYES\n");
    const std::string all = file_text(GAMESUITE_TESTDATA_DIR "/judge-limits-100-tests-up-to-1000-rows.in");
    CHECK(answers_of(all, false) == file_text(GAMESUITE_TESTDATA_DIR "/judge-limits-100-tests-up-to-1000-rows.out"));
    CHECK(answers_of(all, true) == answers_of(all, false));
}

TEST_CASE("jump-chess-rows: lenient reading, empty rows, and nothing read after the T tests") {
    CHECK(answers_of("1\r\n2\r\n0\r\n\r\n1\t20", false) == "NO\n");
    CHECK(answers_of("1\n1\n1 1\nnot read", false) == "YES\n");  // one piece, 19 steps
    CHECK(answers_of("0\n", false).empty());
    CHECK(answers_of("1\n0\n", false) == "NO\n");  // no rows: no move
    // Cells in any order: 20, 1, 2 make G_0 = 1 and, after the 17 empty cells 19..3, G_17 = 2: value 2.
    CHECK(answers_of("1\n1\n3 20 1 2\n", false) == "YES\n");
}

TEST_CASE("jump-chess-rows: bad input names line, column and what was expected") {
    std::string answers;
    gamecore::Output out(answers);
    gamecore::Scanner twice = scan("1\n1\n3 4 7 4\n");
    const gamecore::InputError repeated = error_of([&] { jump_chess_rows::solve(twice, suite, out); });
    CHECK(repeated.line == 3);
    CHECK(repeated.column == 7);
    CHECK(repeated.expected == "a cell not already holding a piece of this row");
    CHECK(repeated.found == "'4'");

    gamecore::Scanner outside = scan("1\n1\n1 21\n");
    CHECK(error_of([&] { jump_chess_rows::solve(outside, suite, out); }).expected ==
          "a piece's cell p (integer 1..20)");
    gamecore::Scanner too_many = scan("1\n1\n21\n");
    CHECK(error_of([&] { jump_chess_rows::solve(too_many, suite, out); }).expected ==
          "number of pieces m (integer 0..20)");

    gamecore::Scanner cut = scan("2\n1\n1 19\n1\n");
    answers.clear();
    const gamecore::InputError end = error_of([&] { jump_chess_rows::solve(cut, suite, out); });
    CHECK(answers == "YES\n");
    CHECK(end.line == 5);
    CHECK(end.found == "end of input");
}

TEST_CASE("jump-chess-rows: strict mode checks the exact format and the judge's limits") {
    std::string answers;
    gamecore::Output out(answers);
    gamecore::Scanner good = scan("2\n1\n2 19 20\n2\n1 19\n1 18\n");
    good.set_strict(true);
    jump_chess_rows::solve(good, judge, out);
    CHECK(answers == "NO\nYES\n");

    gamecore::Scanner many = scan("101\n");
    many.set_strict(true);
    CHECK(error_of([&] { jump_chess_rows::solve(many, judge, out); }).expected ==
          "number of tests T (integer 1..100)");
    gamecore::Scanner no_rows = scan("1\n0\n");
    no_rows.set_strict(true);
    CHECK(error_of([&] { jump_chess_rows::solve(no_rows, judge, out); }).expected ==
          "number of rows n (integer 1..1000)");
    gamecore::Scanner blank = scan("2\n1\n2 19 20\n2\n1 19\n1 18\n\n");  // the Luogu sample's extra line
    blank.set_strict(true);
    const gamecore::InputError after = error_of([&] { jump_chess_rows::solve(blank, judge, out); });
    CHECK(after.line == 7);
    CHECK(after.expected == "end of input");
}
