// maze-game tests: the matching rule against the game searched path by path (reference.hpp) on every maze up to
// 4 x 4 and on random mazes of up to 20 cells, answers worked out by hand, large mazes whose answer is known, and
// input handling (lenient, strict, errors).
#include <doctest/doctest.h>

#include <algorithm>
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "gamecore/scanner.hpp"
#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using input_testing::answers_by;
using input_testing::output_then_error;

const maze_game::Limits suite = maze_game::suite_limits();
const maze_game::Limits judge = maze_game::judge_limits();

maze_game::Maze maze_of(const std::vector<std::string>& rows) {
    maze_game::Maze maze;
    maze.rows = static_cast<int>(rows.size());
    maze.columns = static_cast<int>(rows[0].size());
    maze.cells = rows;
    return maze;
}

// Bit r * m + c of `blocked` set: cell (r, c) is '#'.
maze_game::Maze maze_of(int rows, int columns, unsigned long blocked) {
    std::vector<std::string> cells;
    for (int r = 0; r < rows; ++r) {
        std::string row;
        for (int c = 0; c < columns; ++c) row += (blocked >> (r * columns + c)) & 1UL ? '#' : '.';
        cells.push_back(row);
    }
    return maze_of(cells);
}

std::string shown(const maze_game::Maze& maze) {
    std::string text;
    for (const std::string& row : maze.cells) text += row + "/";
    return text;
}

std::vector<char> by_matching(const maze_game::Maze& maze) {
    std::vector<char> wins(maze.cell_count(), 0);
    maze_game::chooser_wins(maze, wins);
    return wins;
}

std::vector<char> by_search(const maze_game::Maze& maze) {
    std::vector<char> wins(maze.cell_count(), 0);
    maze_game::ChooserWinsBySearch()(maze, wins);
    return wins;
}

std::string input_of(const std::vector<std::string>& rows) {
    std::string text = std::to_string(rows.size()) + " " + std::to_string(rows[0].size()) + "\n";
    for (const std::string& row : rows) text += row + "\n";
    return text;
}

// What the solver writes for the maze; the reference must write the same when the maze is small enough for it.
std::string answer_of(const std::vector<std::string>& rows) {
    const std::string input = input_of(rows);
    const std::string answer = answers_by(maze_game::solve, suite, input);
    const maze_game::Limits small = maze_game::reference_limits();
    const long long n = static_cast<long long>(rows.size()), m = static_cast<long long>(rows[0].size());
    if (n <= small.max_rows && m <= small.max_columns)
        CHECK(answers_by(maze_game::solve_by_reference, small, input) == answer);
    return answer;
}

struct Tally {
    long long mazes = 0;
    long long lost = 0;           // no winning cell: LOSE
    long long winning_cells = 0;  // over all mazes
};

// Every blocking of every n x m board with n <= max_rows, m <= max_columns, both methods.
Tally compare_every_maze(int max_rows, int max_columns) {
    Tally tally;
    for (int rows = 1; rows <= max_rows; ++rows) {
        for (int columns = 1; columns <= max_columns; ++columns) {
            for (unsigned long blocked = 0; blocked < (1UL << (rows * columns)); ++blocked) {
                const maze_game::Maze maze = maze_of(rows, columns, blocked);
                const std::vector<char> fast = by_matching(maze);
                const std::vector<char> slow = by_search(maze);
                if (fast != slow) {
                    CAPTURE(shown(maze));
                    CHECK(fast == slow);
                }
                long long winning = 0;
                for (std::size_t i = 0; i < slow.size(); ++i) winning += slow[i];
                ++tally.mazes;
                tally.lost += winning == 0;
                tally.winning_cells += winning;
            }
        }
    }
    return tally;
}

}  // namespace

TEST_CASE("maze-game: the matching rule matches the game on every maze up to 4 x 4") {
    // Counts from the path search of testdata/maze-game/derive.py (Python, written apart from this code).
    const Tally up_to_3x3 = compare_every_maze(3, 3);
    CHECK(up_to_3x3.mazes == 2 + 4 + 8 + 4 + 16 + 64 + 8 + 64 + 512);
    CHECK(up_to_3x3.lost == 151);
    CHECK(up_to_3x3.winning_cells == 1322);
    const Tally up_to_4x4 = compare_every_maze(4, 4);
    CHECK(up_to_4x4.mazes == 74954);
    CHECK(up_to_4x4.lost == 7069);
    CHECK(up_to_4x4.winning_cells == 259178);
}

TEST_CASE("maze-game: the matching rule matches the game on random mazes of up to 20 cells in other shapes") {
    // Long thin mazes have long paths; 4 x 5 is the reference's largest board.
    const int shapes[][2] = {{1, 20}, {2, 10}, {2, 9}, {3, 6}, {1, 17}, {4, 5}, {5, 4}, {6, 3}, {10, 2}, {20, 1}};
    unsigned long long state = 4055;
    long long compared = 0, lost = 0;
    for (const auto& shape : shapes) {
        const int rows = shape[0], columns = shape[1];
        for (int sample = 0; sample < 60; ++sample) {
            state = state * 6364136223846793005ULL + 1442695040888963407ULL;  // a fixed LCG: the same mazes each run
            const int blocked_percent = static_cast<int>((state >> 33) % 50);
            unsigned long blocked = 0;
            for (int i = 0; i < rows * columns; ++i) {
                state = state * 6364136223846793005ULL + 1442695040888963407ULL;
                if (static_cast<int>((state >> 33) % 100) < blocked_percent) blocked |= 1UL << i;
            }
            const maze_game::Maze maze = maze_of(rows, columns, blocked);
            const std::vector<char> fast = by_matching(maze), slow = by_search(maze);
            CAPTURE(shown(maze));
            CHECK(fast == slow);
            ++compared;
            bool any = false;
            for (char wins : slow) any = any || wins;
            lost += !any;
        }
    }
    CHECK(compared == 600);
    // The search walks few positions: 3,921 (at, entered) pairs from all 20 starts of a full 4 x 5 board (counted by
    // a Python search), against 20 * 2^20 possible ones.
    const maze_game::Maze full = maze_of(4, 5, 0);
    maze_game::PathSearch search(full);
    for (int r = 0; r < 4; ++r)
        for (int c = 0; c < 5; ++c) CHECK_FALSE(search.chooser_wins_at(full, r, c));  // 20 cells pair off
    CHECK(search.positions_seen() == 3921);
    CHECK(lost > 30);  // both answers occur: the comparison is not one-sided
    CHECK(lost < 570);
}

// Each answer below is reasoned by hand. When the free cells can be paired off by dominoes (a perfect matching),
// the opponent answers every step by moving to the current cell's partner, so the chooser loses everywhere. When
// they cannot, a start s wins iff the cells other than s can be paired off, the chooser then answering by partners.
TEST_CASE("maze-game: small mazes worked out by hand, and the statement's sample") {
    CHECK(answer_of({".##", "...", "#.#"}) == "WIN\n2 3\n3 2\n");
    CHECK(answer_of({"."}) == "WIN\n1 1\n");  // the opponent cannot move at all
    CHECK(answer_of({"#"}) == "LOSE\n");      // no free cell to start from: no winning cell
    CHECK(answer_of({"###", "###"}) == "LOSE\n");
    CHECK(answer_of({".."}) == "LOSE\n");
    CHECK(answer_of({"..."}) == "WIN\n1 1\n1 3\n");           // from an end: one step each way, then stuck
    CHECK(answer_of({"#..."}) == "WIN\n1 2\n1 4\n");          // the same path, the other colour winning
    CHECK(answer_of({"....."}) == "WIN\n1 1\n1 3\n1 5\n");    // a path of 5: every other cell
    CHECK(answer_of({"..", ".."}) == "LOSE\n");               // a 4-cycle pairs off
    CHECK(answer_of({"#.#", "...", "#.#"}) == "WIN\n1 2\n2 1\n2 3\n3 2\n");  // a plus: any arm, never the centre
    CHECK(answer_of({"...", "...", "..."}) == "WIN\n1 1\n1 3\n2 2\n3 1\n3 3\n");  // corners' colour
    CHECK(answer_of({".#.", "#.#", ".#."}) == "WIN\n1 1\n1 3\n2 2\n3 1\n3 3\n");  // isolated cells only
    CHECK(answer_of({"...", ".#.", "..."}) == "LOSE\n");  // a ring of 8 pairs off
}

namespace {

// A corridor along every other row of an n x m grid, joined at alternating ends (as maze-game-gen --size judge):
// one path; `path` receives its cells in order.
std::vector<std::string> snake(int rows, int columns, std::vector<std::pair<int, int>>& path) {
    std::vector<std::string> cells(rows, std::string(columns, '#'));
    for (int r = 0; r < rows; r += 2) {
        cells[r] = std::string(columns, '.');
        const bool rightwards = (r / 2) % 2 == 0;
        for (int i = 0; i < columns; ++i) path.push_back({r, rightwards ? i : columns - 1 - i});
        if (r + 2 < rows) {
            const int link = rightwards ? columns - 1 : 0;
            cells[r + 1][link] = '.';
            path.push_back({r + 1, link});
        }
    }
    return cells;
}

// WIN and the given cells (from 0), sorted row-major.
std::string win_list(std::vector<std::pair<int, int>> cells) {
    std::sort(cells.begin(), cells.end());
    std::string text = "WIN\n";
    for (const auto& cell : cells)
        text += std::to_string(cell.first + 1) + " " + std::to_string(cell.second + 1) + "\n";
    return text;
}

}  // namespace

TEST_CASE("maze-game: large mazes whose answer is known") {
    // An even full board is tiled by dominoes: lost everywhere. An odd one less any cell of the corners' colour is
    // tiled too (statement.md, "Known answers for large mazes"), and every maximum matching covers the other
    // colour, the smaller side: so the chooser wins exactly on the corners' colour.
    CHECK(answer_of(std::vector<std::string>(100, std::string(100, '.'))) == "LOSE\n");
    std::vector<std::pair<int, int>> corners_colour;
    for (int r = 0; r < 99; ++r)
        for (int c = 0; c < 99; ++c)
            if ((r + c) % 2 == 0) corners_colour.push_back({r, c});
    CHECK(corners_colour.size() == 4901);
    CHECK(answer_of(std::vector<std::string>(99, std::string(99, '.'))) == win_list(corners_colour));

    // A path of odd length: the chooser wins at its cells 0, 2, 4, ... (the rest pairs off along the path);
    // an even one pairs off entirely. 5049 cells here: the alternating paths are thousands of steps long.
    std::vector<std::pair<int, int>> path;
    std::vector<std::string> cells = snake(100, 100, path);
    CHECK(path.size() == 5049);
    std::vector<std::pair<int, int>> every_other;
    for (std::size_t i = 0; i < path.size(); i += 2) every_other.push_back(path[i]);
    CHECK(answer_of(cells) == win_list(every_other));
    cells[0][0] = '#';
    CHECK(answer_of(cells) == "LOSE\n");

    // The suite's largest maze, and rows longer than the judge's.
    const std::string full_row(static_cast<std::size_t>(suite.max_columns), '.');
    CHECK(answer_of(std::vector<std::string>(static_cast<std::size_t>(suite.max_rows), full_row)) == "LOSE\n");
    std::vector<std::pair<int, int>> odd_columns;
    for (int c = 0; c < 999; c += 2) odd_columns.push_back({0, c});
    CHECK(answer_of({std::string(999, '.')}) == win_list(odd_columns));
}

TEST_CASE("maze-game: lenient reading takes any whitespace between the rows") {
    const std::string sample = "WIN\n2 3\n3 2\n";
    CHECK(answers_by(maze_game::solve, suite, "3 3\r\n.##  \r\n...\t\r\n#.#") == sample);
    CHECK(answers_by(maze_game::solve, suite, "3 3 .## ... #.#") == sample);
    CHECK(answers_by(maze_game::solve, suite, "\n\n3\n3\n\n.##\n\n...\n#.#\n\n\n") == sample);
    CHECK(answers_by(maze_game::solve, judge, "3 3\n.##\n...\n#.#\n", true) == sample);
}

TEST_CASE("maze-game: bad input names line, column and what was expected") {
    const auto solver = [](const std::string& input, bool strict = false) {
        return output_then_error(maze_game::solve, strict ? judge : suite, input, strict);
    };
    CHECK(solver("3 3\n.##\n..\n#.#\n") == "line 3, column 1: expected a row of 3 characters '.' or '#', found '..'");
    CHECK(solver("3 3\n.##\n....\n#.#\n") ==
          "line 3, column 1: expected a row of 3 characters '.' or '#', found '....'");
    CHECK(solver("3 3\n.##\n.x.\n#.#\n") == "line 3, column 2: expected '.' (free) or '#' (blocked), found 'x'");
    CHECK(solver(std::string("2 2\n..\n.\0\n", 10)) ==
          "line 3, column 2: expected '.' (free) or '#' (blocked), found '\\x00'");
    CHECK(solver("3 3\n.##\n...\n") ==
          "line 4, column 1: expected a row of 3 characters '.' or '#', found end of input");
    // The answer comes before the end of input is checked (it must not wait for a pipe's writer to close).
    CHECK(solver("1 1\n.\n.\n") == "WIN\n1 1\nline 3, column 1: expected end of input after the n rows, found '.'");
    CHECK(solver("0 3\n") == "line 1, column 1: expected row count n (integer 1..1000), found '0'");
    CHECK(solver("3 1001\n") == "line 1, column 3: expected column count m (integer 1..1000), found '1001'");
    CHECK(solver("3\n") == "line 2, column 1: expected column count m (integer 1..1000), found end of input");
    CHECK(solver("x 3\n") == "line 1, column 1: expected row count n (integer 1..1000), found 'x'");
    // A row much longer than m is read past, not stored; the message quotes its first 32 bytes.
    CHECK(solver("1 2\n" + std::string(5000, '.') + "\n") ==
          "line 2, column 1: expected a row of 2 characters '.' or '#', found '" + std::string(32, '.') + "...'");

    // Strict: the judge's limits and the exact layout.
    CHECK(solver("3 101\n", true) == "line 1, column 3: expected column count m (integer 1..100), found '101'");
    CHECK(solver("3 3\r\n.##\n...\n#.#\n", true) == "line 1, column 4: expected end of line, found '\\x0d'");
    CHECK(solver("3 3\n.## \n...\n#.#\n", true) == "line 2, column 4: expected end of line, found ' '");
    CHECK(solver("3 3\n.##\n...\n#.#", true) == "line 4, column 4: expected end of line, found end of input");
    CHECK(solver("3 3\n.##\n...\n#.#\n\n", true) ==
          "WIN\n2 3\n3 2\nline 5, column 1: expected end of input, found '\\x0a'");
    CHECK(solver("3  3\n", true) == "line 1, column 3: expected column count m (integer 1..100), found ' '");
    CHECK(solver("3 3\n.##\n\n...\n#.#\n", true) ==
          "line 3, column 1: expected a row of 3 characters '.' or '#', found '\\x0a'");
}

// The reference reads the input as the solver does, within its 4 x 5 boards.
TEST_CASE("maze-game: the reference reads the same input within its boards") {
    const maze_game::Limits small = maze_game::reference_limits();
    CHECK(answers_by(maze_game::solve_by_reference, small, "4 5\n.....\n.....\n.....\n.....\n") == "LOSE\n");
    CHECK(output_then_error(maze_game::solve_by_reference, small, "5 1\n.\n.\n.\n.\n.\n") ==
          "line 1, column 1: expected row count n (integer 1..4), found '5'");
    CHECK(output_then_error(maze_game::solve_by_reference, small, "3 3\n.##\n.x.\n#.#\n") ==
          "line 3, column 2: expected '.' (free) or '#' (blocked), found 'x'");
}
