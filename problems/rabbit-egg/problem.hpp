// NOI 2011 Rabbit and Egg (兔兔与蛋蛋游戏, Luogu P1971), declared once: names, limits, help, and the input format every
// solver reads, the game record replayed and checked move by move. O(n m + k). Tested by tests.cpp, testdata, bad-inputs.txt.
#ifndef RABBIT_EGG_PROBLEM_HPP
#define RABBIT_EGG_PROBLEM_HPP

#include <cstddef>
#include <cstdio>
#include <string>
#include <vector>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace rabbit_egg {

const char* const id = "rabbit-egg";
const char* const title = "NOI 2011 Rabbit and Egg (Luogu P1971)";
const char* const judge = "Luogu";
const char* const twins = "Luogu P1971; BZOJ 2437";

// A board row is read as one word, and the shared Scanner keeps words to 64 bytes, so rows and columns stop at 64.
// That is no strain on the method: 4096 cells, at most 2047 rounds (every move enters a cell never entered
// before), and each move costs one augmenting search, O(n m). k = 0 is a game in which Tutu cannot move at all.
// A k above what the board allows is not refused here: the record then reaches a move that is not legal.
// cells: n * m
#define RABBIT_EGG_LIMITS(LIMIT)                \
    LIMIT(rows, "rows n", 1, 40, 1, 64)         \
    LIMIT(cols, "columns m", 1, 40, 1, 64)      \
    LIMIT(cells, "cells n*m", 1, 1600, 1, 4096) \
    LIMIT(rounds, "rounds k", 1, 1000, 0, 2048)
GAMECORE_DECLARE_LIMITS(RABBIT_EGG_LIMITS)

inline std::string description() {
    return "NOI 2011 Rabbit and Egg (Luogu P1971): an n x m board of black (X) and white (O)\n"
           "pieces with one empty cell (.). Tutu moves first and slides a white piece next to\n"
           "the empty cell into it; Dandan does the same with a black piece. Who cannot move\n"
           "loses. Given the record of a game of k rounds that Dandan won, list Tutu's\n"
           "mistakes: her moves made from a winning position into one Dandan wins.\n"
           "Input: 'n m', n rows of m characters, k, then 2k lines 'x y' (the piece moved,\n"
           "row x and column y from 1; Tutu's and Dandan's moves alternate, Tutu's first).\n"
           "Output: the number of mistakes r, then r lines, the rounds of the mistakes (1..k).";
}

// The board before the first move and the 2k moves. Cells are numbered row by row from 0: row r, column c (both
// from 0) is cell r * cols + c. Move j (from 0) is Tutu's (a white piece) when j is even, Dandan's when odd;
// moves[j] is the cell of the piece moved, which becomes the empty cell.
struct Record {
    int rows;
    int cols;
    std::string cells;  // rows * cols bytes of 'X', 'O' and one '.'
    int start;          // the empty cell before the first move
    std::vector<int> moves;
};

const char white = 'O';  // Tutu's pieces
const char black = 'X';  // Dandan's pieces
const char empty = '.';

inline char colour_of_mover(std::size_t move) { return move % 2 == 0 ? white : black; }

inline bool adjacent(int rows_apart, int cols_apart) {
    return (rows_apart == 0 && (cols_apart == 1 || cols_apart == -1)) ||
           (cols_apart == 0 && (rows_apart == 1 || rows_apart == -1));
}

// A cell next to `hole` (on a board `cols` wide, `rows` high) that holds `colour`, or -1 if none does.
inline int piece_next_to(const std::string& cells, int rows, int cols, int hole, char colour) {
    const int r = hole / cols, c = hole % cols;
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    for (int d = 0; d < 4; ++d) {
        const int nr = r + dr[d], nc = c + dc[d];
        if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && cells[static_cast<std::size_t>(nr * cols + nc)] == colour)
            return nr * cols + nc;
    }
    return -1;
}

// "row col" from 1, as the input names a cell.
inline std::string cell_name(int cell, int cols) {
    char text[32];
    std::sprintf(text, "%d %d", cell / cols + 1, cell % cols + 1);
    return text;
}

// The judge's files end every line with a space. Lenient reading skips any blanks; strict reading allows one
// space before each line break and nothing else.
inline void read_line_end(gamecore::Scanner& in) {
    if (!in.strict()) return;
    if (!in.at_line_end()) in.read_space();
    in.read_eoln();
}

// Reads the board, k and the 2k moves, replaying each move on the board: a move must slide a piece of the mover's
// colour from a cell next to the empty cell (an illegal one is reported at its row x). After the last move Tutu
// must be unable to move, since the record is of a game Dandan won (else the error is reported at k).
inline void read_record(gamecore::Scanner& in, const Limits& limits, Record& record) {
    const long long n = in.read_int(limits.min_rows, limits.max_rows, "row count n");
    in.read_space();
    const long long m = in.read_int(limits.min_cols, limits.max_cols, "column count m");
    if (n * m > limits.max_cells) {
        char expected[80];
        std::sprintf(expected, "column count m with n*m at most %lld cells", limits.max_cells);
        in.fail_last_token(expected);
    }
    read_line_end(in);
    record.rows = static_cast<int>(n);
    record.cols = static_cast<int>(m);
    record.cells.clear();
    record.start = -1;
    record.moves.clear();

    char row_what[64];
    std::sprintf(row_what, "a board row of %lld characters X, O or .", m);
    for (int r = 0; r < record.rows; ++r) {
        const std::string row = in.read_token(row_what);
        if (static_cast<long long>(row.size()) != m) in.fail_last_token(row_what);
        for (std::size_t c = 0; c < row.size(); ++c) {
            const char piece = row[c];
            const bool second_hole = piece == empty && record.start >= 0;
            if ((piece != white && piece != black && piece != empty) || second_hole) {
                std::string expected = row_what;
                if (second_hole) expected = "X or O (the one empty cell is at " + cell_name(record.start, record.cols) + ")";
                char shown[16];
                if (piece > ' ' && piece < 127 && piece != '\'' && piece != '\\') std::sprintf(shown, "'%c'", piece);
                else std::sprintf(shown, "'\\x%02x'", static_cast<unsigned char>(piece));
                throw gamecore::InputError(in.last_token_line(), in.last_token_column() + static_cast<long>(c),
                                           expected, shown);
            }
            if (piece == empty) record.start = r * record.cols + static_cast<int>(c);
        }
        record.cells += row;
        read_line_end(in);
    }
    if (record.start < 0) in.fail_last_token("a board with one empty cell '.' (none in its rows)");

    const long long k = in.read_int(limits.min_rounds, limits.max_rounds, "round count k");
    const long line_of_k = in.last_token_line(), column_of_k = in.last_token_column();
    read_line_end(in);

    std::string board = record.cells;
    int hole = record.start;
    for (long long j = 0; j < 2 * k; ++j) {
        const long long x = in.read_int(1, n, "row x");
        const long line = in.last_token_line(), column = in.last_token_column();
        in.read_space();
        const long long y = in.read_int(1, m, "column y");
        read_line_end(in);
        const int cell = static_cast<int>((x - 1) * m + (y - 1));
        const char colour = colour_of_mover(static_cast<std::size_t>(j));
        const bool tutu = colour == white;
        const bool next_to_hole = adjacent(cell / record.cols - hole / record.cols, cell % record.cols - hole % record.cols);
        if (!next_to_hole || board[static_cast<std::size_t>(cell)] != colour) {
            char expected[160];
            if (piece_next_to(board, record.rows, record.cols, hole, colour) < 0) {
                std::sprintf(expected, "no move %lld: %s (%s) has no piece next to the empty cell at %s, the game is over",
                             j + 1, tutu ? "Tutu" : "Dandan", tutu ? "white, O" : "black, X",
                             cell_name(hole, record.cols).c_str());
            } else {
                std::sprintf(expected, "%s's move in round %lld: a %s piece next to the empty cell at %s",
                             tutu ? "Tutu" : "Dandan", j / 2 + 1, tutu ? "white (O)" : "black (X)",
                             cell_name(hole, record.cols).c_str());
            }
            const std::string found = "'" + cell_name(cell, record.cols) + "' (" +
                                      (!next_to_hole ? std::string("not next to it")
                                                     : std::string("holding ") + board[static_cast<std::size_t>(cell)]) +
                                      ")";
            throw gamecore::InputError(line, column, expected, found);
        }
        board[static_cast<std::size_t>(hole)] = colour;
        board[static_cast<std::size_t>(cell)] = empty;
        hole = cell;
        record.moves.push_back(cell);
    }

    const int tutu_can_move = piece_next_to(board, record.rows, record.cols, hole, white);
    if (tutu_can_move >= 0) {
        char when[32] = "at the start";
        if (k > 0) std::sprintf(when, "after round %lld", k);
        char expected[160];
        std::sprintf(expected, "the round count k of a game Dandan won (Tutu can still move %s %s)",
                     cell_name(tutu_can_move, record.cols).c_str(), when);
        char found[32];
        std::sprintf(found, "'%lld'", k);
        throw gamecore::InputError(line_of_k, column_of_k, expected, found);
    }
}

// The one game, answered, then the end of input. decide(record): the rounds (from 1, ascending) of Tutu's mistakes.
template <class Decide>
void answer_record(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    Record record;
    read_record(in, limits, record);
    const std::vector<int> mistakes = decide(record);
    out.write_int(static_cast<long long>(mistakes.size()));
    out.write("\n", 1);
    for (std::size_t i = 0; i < mistakes.size(); ++i) {
        out.write_int(mistakes[i]);
        out.write("\n", 1);
    }
    if (in.strict()) in.read_eof();
    else if (!in.at_end()) in.fail_next("end of input after the 2k moves");
}

}  // namespace rabbit_egg

namespace this_problem = rabbit_egg;

#endif
