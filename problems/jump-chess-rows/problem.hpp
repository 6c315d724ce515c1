// HDU 5724 Chess (Luogu P2575 高手过招), declared once: names, limits, help, and the input format every solver of it
// reads. O(pieces) per row read, rows not stored. Tested through tests.cpp, the testdata and
// testdata/jump-chess-rows/bad-inputs.txt (CLI and judge98).
#ifndef JUMP_CHESS_ROWS_PROBLEM_HPP
#define JUMP_CHESS_ROWS_PROBLEM_HPP

#include <string>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace jump_chess_rows {

const char* const id = "jump-chess-rows";
const char* const title = "HDU 5724 Chess (Luogu P2575 高手过招)";
const char* const judge = "HDU";
const char* const twins = "Luogu P2575";

// The board is n rows of 20 cells, numbered 1..20 from the left; a row is kept as a 20-bit mask, bit p - 1 for a
// piece on cell p. Luogu P2575 states T <= 100, n <= 1000, m <= 20, 1 <= p <= 20 (no time or memory limit
// captured); HDU 5724 has the same game and format. A row costs O(20) and nothing is stored, so the suite reads
// up to 10^6 tests and 10^6 rows a test (and T = 0, n = 0, beyond the judge); the width stays 20, the format's.
// m = 0 (an empty row) is read at the judge too. The positions of a row must be distinct, in any order.
// tests: T
// rows: n, per test
// pieces: m, per row
// cell: p, a piece's cell
#define JUMP_CHESS_ROWS_LIMITS(LIMIT)                             \
    LIMIT(tests, "number of tests T", 1, 100, 0, 1000000)         \
    LIMIT(rows, "rows per test n", 1, 1000, 0, 1000000)           \
    LIMIT(pieces, "pieces in a row m", 0, 20, 0, 20)              \
    LIMIT(cell, "a piece's cell p", 1, 20, 1, 20)
GAMECORE_DECLARE_LIMITS(JUMP_CHESS_ROWS_LIMITS)

// The row's width, fixed by the format.
const int width = 20;

inline std::string description() {
    return "HDU 5724 Chess (Luogu P2575 高手过招): n rows of 20 cells hold pieces. A move takes one\n"
           "piece to the right: to the next cell if it is empty, else over the pieces after it to\n"
           "the first empty cell. A piece with no empty cell to its right cannot move. Who cannot\n"
           "move loses.\n"
           "Input: T; per test a line 'n', then n lines 'm p_1 ... p_m' (the cells of a row's\n"
           "pieces, 1..20 from the left, distinct).\n"
           "Output: per test YES if the first player wins, else NO.";
}

// Reads T and exactly T tests; lenient mode reads nothing after them, strict mode wants the end of input there.
// Each answer is written as soon as the test's last row is read. Position describes how a test is decided:
//   void clear();                     a new test, no rows yet
//   void add_row(unsigned row);       one more row: bit p - 1 set for a piece on cell p
//   bool first_player_wins();         does the player to move win the test read so far?
template <class Position>
void answer_tests(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Position& position) {
    const long long tests = in.read_int(limits.min_tests, limits.max_tests, "number of tests T");
    in.read_eoln();
    for (long long t = 0; t < tests; ++t) {
        const long long rows = in.read_int(limits.min_rows, limits.max_rows, "number of rows n");
        in.read_eoln();
        position.clear();
        for (long long r = 0; r < rows; ++r) {
            const long long pieces = in.read_int(limits.min_pieces, limits.max_pieces, "number of pieces m");
            unsigned row = 0;
            for (long long i = 0; i < pieces; ++i) {
                in.read_space();
                const long long cell = in.read_int(limits.min_cell, limits.max_cell, "a piece's cell p");
                const unsigned bit = 1u << (cell - 1);
                if (row & bit) in.fail_last_token("a cell not already holding a piece of this row");
                row |= bit;
            }
            in.read_eoln();
            position.add_row(row);
        }
        out.write(position.first_player_wins() ? "YES\n" : "NO\n");
    }
    if (in.strict()) in.read_eof();
}

}  // namespace jump_chess_rows

namespace this_problem = jump_chess_rows;

#endif
