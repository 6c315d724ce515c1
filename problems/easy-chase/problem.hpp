// TopCoder SRM 423 "TheEasyChase", declared once: names, limits, help, and the query format every solver of it reads.
// O(1) per query read and answer written. Tested by tests.cpp, the testdata and the bad-input table (CLI, judge98).
#ifndef EASY_CHASE_PROBLEM_HPP
#define EASY_CHASE_PROBLEM_HPP

#include <cstdio>
#include <string>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/retrograde.hpp"
#include "gamecore/scanner.hpp"

namespace easy_chase {

const char* const id = "easy-chase";
const char* const title = "TopCoder SRM 423 The Easy Chase (class TheEasyChase)";
const char* const judge = "TopCoder";
const char* const twins = "";

// A board smaller than 2 x 2 has no room for two checkers.
const int min_board = 2;

// n = 64 has 2 * 64^4 = 2^25 states, 4.3M up to symmetry: the retrograde engine needs about 25 bytes each while
// the table is built (0.6 s, 107 MB peak); the kept table is 2 bytes per white-to-move class (4.3 MB).
// Every n from 2 to 64 in one input: 6 s, 235 MB.
// board: largest n of an n x n board
#define EASY_CHASE_LIMITS(LIMIT)                                                            \
    LIMIT(board, "board size n", min_board, 20, min_board, GAMECORE_UNLESS_FUZZING(64, 24))
GAMECORE_DECLARE_LIMITS(EASY_CHASE_LIMITS)

inline std::string description() {
    return "TopCoder SRM 423 The Easy Chase: on an n x n board white moves first, one cell\n"
           "up, down, left or right; black moves one or two cells in one of those directions.\n"
           "Landing on the opponent's checker wins. A winner wins as fast as possible, a\n"
           "loser loses as slowly as possible.\n"
           "Input: queries 'n rowWhite colWhite rowBlack colBlack', one a line, until end of\n"
           "file; rows and columns 1-based, at most n, the two cells differ.\n"
           "Output: per query 'WHITE x' or 'BLACK x', x = the number of moves in the game.\n"
           "Each board size's table is built on its first query.";
}

// Who wins from a position with white to move, and the number of moves the game lasts.
struct Result {
    gamecore::Outcome outcome;  // for white, who moves: WIN, LOSS or DRAW (never decided)
    unsigned moves;             // 0 for a draw
};

// The answer line without its newline: "WHITE x", "BLACK x" or "DRAW". No board n <= 64 has a draw (tests.cpp
// checks every state for n <= 20), but one would be reported rather than misprinted.
inline std::string answer_text(const Result& result) {
    if (result.outcome == gamecore::DRAW) return "DRAW";
    char text[32];
    std::sprintf(text, "%s %u", result.outcome == gamecore::WIN ? "WHITE" : "BLACK", result.moves);
    return text;
}

// Reads one number of a query after the first: all five share one line, so a line break before it is an
// error even in lenient mode (strict mode also wants exactly one space before it).
inline int read_on_line(gamecore::Scanner& in, int min, int max, const char* what) {
    in.read_space();
    if (in.at_line_end()) {
        const long line = in.line(), column = in.column();
        throw gamecore::InputError(line, column, std::string(what) + " on the same line",
                                   in.at_end() ? "end of input" : "end of line");
    }
    return static_cast<int>(in.read_int(min, max, what));
}

// Queries `n rowWhite colWhite rowBlack colBlack`, one a line, until end of input; strict mode also wants at
// least one. decide(n, rowWhite, colWhite, rowBlack, colBlack), all 1-based and the cells different, gives the
// Result for white to move.
template <class Decide>
void answer_queries(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    if (in.strict() && in.at_end()) in.fail_next("board size n");
    while (!in.at_end()) {
        const int n = static_cast<int>(in.read_int(limits.min_board, limits.max_board, "board size n"));
        const int row_white = read_on_line(in, 1, n, "row of the white checker");
        const int column_white = read_on_line(in, 1, n, "column of the white checker");
        const int row_black = read_on_line(in, 1, n, "row of the black checker");
        const int column_black = read_on_line(in, 1, n, "column of the black checker");
        if (row_black == row_white && column_black == column_white)
            in.fail_last_token("column of the black checker (its cell must differ from the white checker's)");
        in.read_line_end("end of line after the five numbers of a query");
        out.line(answer_text(decide(n, row_white, column_white, row_black, column_black)));
    }
}

}  // namespace easy_chase

namespace this_problem = easy_chase;

#endif
