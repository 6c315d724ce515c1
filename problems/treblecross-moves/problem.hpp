// UVa 10561 Treblecross, declared once: names, limits, help, and the input format that every solver of it reads.
// O(length) per board read. Tested through tests.cpp, the testdata and testdata/treblecross-moves/bad-inputs.txt.
#ifndef TREBLECROSS_MOVES_PROBLEM_HPP
#define TREBLECROSS_MOVES_PROBLEM_HPP

#include <cstdio>
#include <string>
#include <vector>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace treblecross_moves {

const char* const id = "treblecross-moves";
const char* const title = "UVa 10561 Treblecross";
const char* const judge = "UVa";
const char* const twins = "";

// The Grundy table of the free stretches costs length^2 / 2 steps once (no period is known for Treblecross, so it
// is computed up to the longest stretch): 10^5 cells in about a second; each board then costs O(length).
#define TREBLECROSS_MOVES_LIMITS(LIMIT)                                            \
    LIMIT(cases, "number of boards N", 1, 99, 0, 1000000)                          \
    LIMIT(length, "board length", 3, 200, 3, GAMECORE_UNLESS_FUZZING(100000, 2000))
GAMECORE_DECLARE_LIMITS(TREBLECROSS_MOVES_LIMITS)

inline std::string description() {
    return "UVa 10561 Treblecross: a row of cells, some holding an X; players alternately put an\n"
           "X in an empty cell, and whoever makes three X in a row wins.\n"
           "Input: N, then N boards, one a line, each a word of '.' (empty) and 'X' without XXX.\n"
           "Output: per board, WINNING and a line of every winning cell (counted from 1,\n"
           "ascending, one space apart), or LOSING and an empty line.\n"
           "Method: a cell completing XXX wins at once; otherwise the cells within two of an X\n"
           "are poisoned, and each stretch of m safe cells is heap m + 2 of the octal game 0.007\n"
           "(gamecore/octal.hpp), O(length^2) once for the table, O(length) a board.";
}

// The winning cells of a board, 1-based and ascending; none means the player to move loses (a won board always
// has a winning move).
typedef std::vector<int> Cells;

inline void write_answer(const Cells& cells, gamecore::Output& out) {
    if (cells.empty()) {
        // The judge wants the empty move line after LOSING too (statement.md: accepted solutions print it).
        out.write("LOSING\n\n");
        return;
    }
    out.write("WINNING\n");
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (i) out.write(" ", 1);
        out.write_int(cells[i]);
    }
    out.write("\n", 1);
}

// A byte of the input as the scanner quotes a token: printable ASCII as it is, anything else as \xNN.
inline std::string quoted_byte(char byte) {
    const unsigned char c = static_cast<unsigned char>(byte);
    char text[8];
    if (c >= 0x20 && c < 0x7f && c != '\\' && c != '\'') std::sprintf(text, "'%c'", c);
    else std::sprintf(text, "'\\x%02x'", c);
    return text;
}

// One board: a word of limits' length of '.' and 'X'. A word of the wrong length is reported at its start, a wrong
// byte and an XXX (the game would be over) at their own column.
inline std::string read_board(gamecore::Scanner& in, const Limits& limits) {
    char what[96];
    std::sprintf(what, "a board of %lld to %lld cells '.' or 'X'", limits.min_length, limits.max_length);
    const std::string board = in.read_token(what, static_cast<std::size_t>(limits.max_length));
    if (static_cast<long long>(board.size()) < limits.min_length) in.fail_last_token(what);
    for (std::size_t c = 0; c < board.size(); ++c)
        if (board[c] != '.' && board[c] != 'X')
            throw gamecore::InputError(in.last_token_line(), in.last_token_column() + static_cast<long>(c),
                                       "'.' (empty) or 'X'", quoted_byte(board[c]));
    const std::string::size_type three = board.find("XXX");
    if (three != std::string::npos)
        throw gamecore::InputError(in.last_token_line(), in.last_token_column() + static_cast<long>(three),
                                   "a board without three X in a row (the game would be over)", "'XXX'");
    return board;
}

// N, then N boards, one a line. decide(board) gives its winning cells. Whatever follows the N boards is an error.
template <class Decide>
void answer_boards(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    const long long count = in.read_int(limits.min_cases, limits.max_cases, "number of boards N");
    in.read_eoln();
    for (long long i = 0; i < count; ++i) {
        const std::string board = read_board(in, limits);
        in.read_eoln();
        const Cells cells = decide(board);
        write_answer(cells, out);
    }
    if (in.strict()) in.read_eof();
    else if (!in.at_end()) in.fail_next("end of input after the N boards");
}

}  // namespace treblecross_moves

namespace this_problem = treblecross_moves;

#endif
