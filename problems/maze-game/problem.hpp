// JSOI 2009 Game (游戏, Luogu P4055 = BZOJ 1443), declared once: names, limits, help, and the maze every solver
// reads. O(n m) to read and to write. Tested through tests.cpp, the testdata and the bad-input table (CLI and judge98).
#ifndef MAZE_GAME_PROBLEM_HPP
#define MAZE_GAME_PROBLEM_HPP

#include <cstddef>
#include <cstdio>
#include <string>
#include <vector>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace maze_game {

const char* const id = "maze-game";
const char* const title = "JSOI 2009 Game (游戏), Luogu P4055 / BZOJ 1443";
const char* const judge = "Luogu";
const char* const twins = "Luogu P4055; BZOJ 1443";

// The solver is one Hopcroft-Karp matching and two alternating searches, O(E sqrt V) on the grid graph: a full
// 1000 x 1000 maze (10^6 cells) takes well under a second (statement.md), and a row is read as one word of m bytes.
#define MAZE_GAME_LIMITS(LIMIT)                  \
    LIMIT(rows, "rows n", 1, 100, 1, 1000)       \
    LIMIT(columns, "columns m", 1, 100, 1, 1000)
GAMECORE_DECLARE_LIMITS(MAZE_GAME_LIMITS)

inline std::string description() {
    return "JSOI 2009 Game (Luogu P4055 / BZOJ 1443): an n x m maze of free cells '.' and\n"
           "blocked cells '#'. The first player puts the piece on a free cell; then, the second\n"
           "player first, they take turns moving it to an adjacent free cell (up, down, left,\n"
           "right) that it has never entered. Who cannot move loses.\n"
           "Input: 'n m', then n rows of m characters '.' or '#'.\n"
           "Output: WIN and every cell where the first player wins by starting, one 'row column'\n"
           "(from 1) a line in row-major order; or LOSE when there is none.";
}

// The maze as read: cells[r][c] is '.' (free) or '#' (blocked), rows and columns from 0.
struct Maze {
    int rows;
    int columns;
    std::vector<std::string> cells;

    bool free(int r, int c) const { return cells[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] == '.'; }
    std::size_t cell_count() const { return static_cast<std::size_t>(rows) * static_cast<std::size_t>(columns); }
};

// A byte of the input as the scanner quotes a token: printable ASCII as it is, anything else as \xNN.
inline std::string quoted_byte(char byte) {
    const unsigned char c = static_cast<unsigned char>(byte);
    char text[8];
    if (c >= 0x20 && c < 0x7f && c != '\\' && c != '\'') std::sprintf(text, "'%c'", c);
    else std::sprintf(text, "'\\x%02x'", c);
    return text;
}

// 'n m', then n rows, each one word of exactly m bytes '.' or '#' (leniently, any whitespace may separate the rows,
// as in every solver of the suite; strictly, each row is followed by exactly one LF). A row of the wrong length is
// reported at its start, a wrong byte at its own column. What follows the n rows is answer_maze's to check.
inline void read_maze(gamecore::Scanner& in, const Limits& limits, Maze& maze) {
    maze.rows = static_cast<int>(in.read_int(limits.min_rows, limits.max_rows, "row count n"));
    in.read_space();
    maze.columns = static_cast<int>(in.read_int(limits.min_columns, limits.max_columns, "column count m"));
    in.read_eoln();
    char row_text[96];
    std::sprintf(row_text, "a row of %d characters '.' or '#'", maze.columns);
    const std::size_t length = static_cast<std::size_t>(maze.columns);
    maze.cells.clear();
    for (int r = 0; r < maze.rows; ++r) {
        const std::string row = in.read_token(row_text, length);
        if (row.size() != length) in.fail_last_token(row_text);
        for (std::size_t c = 0; c < length; ++c)
            if (row[c] != '.' && row[c] != '#')
                throw gamecore::InputError(in.last_token_line(), in.last_token_column() + static_cast<long>(c),
                                           "'.' (free) or '#' (blocked)", quoted_byte(row[c]));
        maze.cells.push_back(row);
        in.read_eoln();
    }
}

// WIN and the winning cells (1-based, row-major), or LOSE. chooser_wins[r * m + c] is only looked at for free cells.
inline void write_answer(const Maze& maze, const std::vector<char>& chooser_wins, gamecore::Output& out) {
    bool any = false;
    for (int r = 0; r < maze.rows; ++r) {
        for (int c = 0; c < maze.columns; ++c) {
            if (!maze.free(r, c) || !chooser_wins[static_cast<std::size_t>(r) * maze.columns + c]) continue;
            if (!any) out.write("WIN\n");
            any = true;
            out.write_int(r + 1);
            out.write(" ", 1);
            out.write_int(c + 1);
            out.write("\n", 1);
        }
    }
    if (!any) out.write("LOSE\n");
}

// The whole input, one maze. decide(maze, chooser_wins) sets chooser_wins[r * m + c] (sized n m, all 0) to 1 for
// every free cell where the player who places the piece wins. The answer is written before the end of input is
// checked, so that it appears while a pipe's writer still holds the input open; data after the n rows is then an
// error all the same.
template <class Decide>
void answer_maze(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    Maze maze;
    read_maze(in, limits, maze);
    std::vector<char> chooser_wins(maze.cell_count(), 0);
    decide(maze, chooser_wins);
    write_answer(maze, chooser_wins, out);
    if (in.strict()) in.read_eof();
    else if (!in.at_end()) in.fail_next("end of input after the n rows");
}

}  // namespace maze_game

namespace this_problem = maze_game;

#endif
