// treblecross-moves tests: the solver's winning cells against the board searched by the rules for every board of
// up to 12 cells, the stretch values against the catalogue's table and a mex recursion written apart from the
// octal core, the sample byte for byte (the empty line after LOSING), the judge's answer read back, and input handling.
#include <doctest/doctest.h>

#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/mex.hpp"
#include "moves.hpp"
#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using input_testing::answers_by;

const treblecross_moves::Limits suite = treblecross_moves::suite_limits();
const treblecross_moves::Limits judge = treblecross_moves::judge_limits();

// Every board of `length` cells over '.' and 'X' holding no XXX, by counting in binary.
std::vector<std::string> boards_of(std::size_t length) {
    std::vector<std::string> boards;
    for (unsigned long bits = 0; bits < (1UL << length); ++bits) {
        std::string board(length, '.');
        for (std::size_t i = 0; i < length; ++i)
            if (bits >> i & 1) board[i] = 'X';
        if (board.find("XXX") == std::string::npos) boards.push_back(board);
    }
    return boards;
}

// The catalogue's recurrence for a stretch of m safe cells, written out apart from the octal core: an X at offset p
// leaves max(0, p - 2) and max(0, m - p - 3).
std::vector<unsigned> stretch_table(long long last) {
    std::vector<unsigned> g(1, 0);
    for (long long m = 1; m <= last; ++m) {
        std::vector<unsigned> options;
        for (long long p = 0; p < m; ++p) {
            const long long left = p - 2 > 0 ? p - 2 : 0, right = m - p - 3 > 0 ? m - p - 3 : 0;
            options.push_back(g[static_cast<std::size_t>(left)] ^ g[static_cast<std::size_t>(right)]);
        }
        g.push_back(static_cast<unsigned>(gamecore::mex(options.begin(), options.end())));
    }
    return g;
}

}  // namespace

TEST_CASE("treblecross-moves: the winning cells of every board of 3 to 12 cells equal the search's") {
    treblecross_moves::WinningCells solver;
    std::size_t boards = 0, lost = 0, immediate = 0;
    for (std::size_t length = 3; length <= 12; ++length)
        for (const std::string& board : boards_of(length)) {
            CAPTURE(board);
            const treblecross_moves::Cells cells = solver(board);
            CHECK(cells == treblecross_moves::cells_by_rules(board));
            ++boards;
            lost += cells.empty();
            immediate += !treblecross_moves::immediate_wins(board).empty();
        }
    // Tribonacci counts of the strings with no XXX, 7 + 13 + ... + 1705; each kind of board comes up often.
    CHECK(boards == 7 + 13 + 24 + 44 + 81 + 149 + 274 + 504 + 927 + 1705);
    CHECK(lost > 100);
    CHECK(immediate > boards / 2);
}

TEST_CASE("treblecross-moves: the stretch values are the catalogue's, and its recurrence's to 1000") {
    // treblecross-moves.md, "Known method": g(m) for m = 0..39 (0.007 at heap m + 2, Winning Ways ch. 4).
    const unsigned known[] = {0, 1, 1, 1, 2, 2, 0, 3, 3, 1, 1, 1, 0, 4, 3, 3, 3, 2, 2, 2,
                              4, 4, 0, 5, 5, 2, 2, 2, 3, 3, 0, 5, 0, 1, 1, 1, 3, 3, 3, 5};
    treblecross_moves::StretchValues values;
    for (long long m = 0; m < 40; ++m) {
        CAPTURE(m);
        CHECK(values.value(m) == known[m]);
    }
    const std::vector<unsigned> g = stretch_table(1000);
    for (long long m = 0; m <= 1000; ++m) {
        CAPTURE(m);
        CHECK(values.value(m) == g[static_cast<std::size_t>(m)]);
    }
    // kayles-family.md (accepted solutions of POJ 3537): the empty boards of n < 60 lost for the mover.
    treblecross_moves::WinningCells solver;
    std::vector<long long> lost;
    for (long long n = 3; n < 60; ++n)
        if (solver(std::string(static_cast<std::size_t>(n), '.')).empty()) lost.push_back(n);
    CHECK(lost == std::vector<long long>({6, 12, 22, 30, 32, 44, 54}));
}

TEST_CASE("treblecross-moves: the sample, with the judge's empty line after LOSING") {
    const std::string input = "4\n.....\nX.....X..X.............X....X..X\n.X.X...X\n"
                              "...............................................\n";
    const std::string expected = "WINNING\n3\nLOSING\n\nWINNING\n3\nWINNING\n1 12 15 17 20 24 28 31 33 36 47\n";
    CHECK(answers_by(treblecross_moves::solve, judge, input, true) == expected);
    CHECK(answers_by(gamesuite::write_moves<treblecross_moves::Moves>, suite, input) ==
          "win 3\nlose\nwin 3\nwin 1 12 15 17 20 24 28 31 33 36 47\n");
    CHECK(treblecross_moves::Moves::judge_outcomes(expected) ==
          std::vector<gamesuite::Outcome>({gamesuite::Outcome::win, gamesuite::Outcome::lose,
                                           gamesuite::Outcome::win, gamesuite::Outcome::win}));
    // The Luogu mirror's sample, without the empty line, is not the judge's answer.
    CHECK_THROWS(treblecross_moves::Moves::judge_outcomes("WINNING\n3\nLOSING\nWINNING\n3\n"));
}

TEST_CASE("treblecross-moves: an immediate win is the only winning kind of move") {
    treblecross_moves::WinningCells solver;
    // XX. and X.X: only the completing cells, though the long empty end would otherwise offer moves.
    CHECK(solver("XX.............") == treblecross_moves::Cells({3}));
    CHECK(solver("..X.X..X.X.....") == treblecross_moves::Cells({4, 9}));
    CHECK(solver(".XX.") == treblecross_moves::Cells({1, 4}));
    // Every empty cell poisoned: each X hands the opponent three in a row.
    CHECK(solver("..X..X..").empty());
    CHECK(answers_by(treblecross_moves::solve_by_reference, treblecross_moves::reference_limits(),
                     "2\n..X..X..\nXX.\n") == "LOSING\n\nWINNING\n3\n");
}

TEST_CASE("treblecross-moves: boards past the judge's 200 cells") {
    const std::string board(20000, '.');  // the table to 20000: a few hundredths of a second
    const std::string answer = answers_by(treblecross_moves::solve, suite, "1\n" + board + "\n");
    CHECK(answer.compare(0, 8, "WINNING\n") == 0);
    CHECK(answer.size() > 9);
    std::string input = "1\n" + std::string(201, '.') + "\n";
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(treblecross_moves::solve, judge, input, true, &error) == "");
    CHECK(error.expected == "a board of 3 to 200 cells '.' or 'X'");
    CHECK(answers_by(treblecross_moves::solve, suite, "1\n" + std::string(100001, '.') + "\n", false, &error) ==
          "");
    CHECK(error.expected == "a board of 3 to 100000 cells '.' or 'X'");
}

TEST_CASE("treblecross-moves: bad input names line, column and what was expected") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(treblecross_moves::solve, suite, "2\n...\n.XXX.\n", false, &error) == "WINNING\n1 2 3\n");
    CHECK(error.line == 3);
    CHECK(error.column == 2);
    CHECK(error.found == "'XXX'");
    CHECK(answers_by(treblecross_moves::solve, suite, "1\n..x..\n", false, &error) == "");
    CHECK(error.column == 3);
    CHECK(error.expected == "'.' (empty) or 'X'");
    CHECK(error.found == "'x'");
    CHECK(answers_by(treblecross_moves::solve, suite, "1\n..\n", false, &error) == "");
    CHECK(error.expected == "a board of 3 to 100000 cells '.' or 'X'");
    CHECK(answers_by(treblecross_moves::solve, suite, "2\n...\n", false, &error) == "WINNING\n1 2 3\n");
    CHECK(error.found == "end of input");
    CHECK(answers_by(treblecross_moves::solve, suite, "1\n...\n...\n", false, &error) == "WINNING\n1 2 3\n");
    CHECK(error.expected == "end of input after the N boards");
    CHECK(answers_by(treblecross_moves::solve, judge, "100\n", true, &error) == "");
    CHECK(error.expected == "number of boards N (integer 1..99)");
    CHECK(answers_by(treblecross_moves::solve, suite, "0\n") == "");
}
