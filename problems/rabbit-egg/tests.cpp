// rabbit-egg tests: the matching method against the game played on the board (reference.hpp) before every move of
// every game on every board up to 3 x 3 and of random games on 4 x 4 and 3 x 5 boards; the statement's samples,
// positions worked out by hand, and input handling (the record replayed, lenient, strict, errors).
#include <doctest/doctest.h>

#include <cstddef>
#include <string>
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using input_testing::answers_by;
using input_testing::output_then_error;

const rabbit_egg::Limits suite = rabbit_egg::suite_limits();
const rabbit_egg::Limits judge = rabbit_egg::judge_limits();

std::string solver_answer(const std::string& input) { return answers_by(rabbit_egg::solve, suite, input); }
std::string reference_answer(const std::string& input) {
    return answers_by(rabbit_egg::solve_by_reference, rabbit_egg::reference_limits(), input);
}

// The input text of a record, as the judge writes it (no trailing spaces here).
std::string input_of(const rabbit_egg::Record& record) {
    std::string text = std::to_string(record.rows) + " " + std::to_string(record.cols) + "\n";
    for (int r = 0; r < record.rows; ++r)
        text += record.cells.substr(static_cast<std::size_t>(r * record.cols), static_cast<std::size_t>(record.cols)) +
                "\n";
    text += std::to_string(record.moves.size() / 2) + "\n";
    for (int cell : record.moves)
        text += std::to_string(cell / record.cols + 1) + " " + std::to_string(cell % record.cols + 1) + "\n";
    return text;
}

// The legal moves of `mover` with the empty cell at `hole`, by the rules.
std::vector<int> legal_moves(const rabbit_egg::Record& record, const std::string& cells, int hole, char mover) {
    std::vector<int> moves;
    const int r = hole / record.cols, c = hole % record.cols;
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    for (int d = 0; d < 4; ++d) {
        const int nr = r + dr[d], nc = c + dc[d];
        if (nr >= 0 && nr < record.rows && nc >= 0 && nc < record.cols && cells[nr * record.cols + nc] == mover)
            moves.push_back(nr * record.cols + nc);
    }
    return moves;
}

struct Tally {
    long long boards = 0;
    long long games = 0;        // complete games compared, move by move
    long long dandan_wins = 0;  // of them, records the problem may give
    long long with_mistakes = 0;
    long long tutu_wins_at_start = 0;  // boards on which Tutu, to move first, wins
};

// Compares the two methods before every move of `record` (a complete game); for a game Dandan won, also the
// answers both programs write for its input text.
void compare_game(rabbit_egg::ReferenceGame& reference, const rabbit_egg::Record& record, Tally& tally) {
    const std::vector<char> fast = rabbit_egg::wins_before_each_move(record);
    const std::vector<char> slow = reference.wins_before_each_move(record);
    CAPTURE(input_of(record));
    CHECK(fast == slow);
    ++tally.games;
    if (record.moves.size() % 2 == 0) {
        ++tally.dandan_wins;
        const std::vector<int> mistakes = rabbit_egg::mistakes(record);
        CHECK(mistakes == reference.mistakes(record));
        tally.with_mistakes += !mistakes.empty();
    }
}

// Every complete game from the record's position onwards (the record's moves so far and `cells` after them).
void every_game(rabbit_egg::ReferenceGame& reference, rabbit_egg::Record& record, std::string& cells, int hole,
                Tally& tally) {
    const char mover = rabbit_egg::colour_of_mover(record.moves.size());
    const std::vector<int> options = legal_moves(record, cells, hole, mover);
    if (options.empty()) compare_game(reference, record, tally);
    for (int next : options) {
        cells[static_cast<std::size_t>(hole)] = mover;
        cells[static_cast<std::size_t>(next)] = rabbit_egg::empty;
        record.moves.push_back(next);
        every_game(reference, record, cells, next, tally);
        record.moves.pop_back();
        cells[static_cast<std::size_t>(next)] = mover;
        cells[static_cast<std::size_t>(hole)] = rabbit_egg::empty;
    }
}

// Every board of rows x cols: each empty cell, each X/O colouring of the other cells; every game on each.
void every_board(int rows, int cols, Tally& tally) {
    rabbit_egg::ReferenceGame reference(rows, cols);  // memoised on whole boards, so one search serves all of them
    const int cells = rows * cols;
    for (int start = 0; start < cells; ++start) {
        for (long long colouring = 0; colouring < (1LL << (cells - 1)); ++colouring) {
            rabbit_egg::Record record;
            record.rows = rows;
            record.cols = cols;
            record.start = start;
            for (int cell = 0, bit = 0; cell < cells; ++cell)
                record.cells += cell == start ? rabbit_egg::empty
                                              : ((colouring >> bit++) & 1 ? rabbit_egg::white : rabbit_egg::black);
            ++tally.boards;
            tally.tutu_wins_at_start += reference.wins(record.cells, rabbit_egg::white);
            std::string board = record.cells;
            every_game(reference, record, board, start, tally);
        }
    }
}

// A random complete game on `record`'s board (moves cleared first).
void random_game(gamesuite::SeededRandom& random, rabbit_egg::Record& record) {
    record.moves.clear();
    std::string cells = record.cells;
    int hole = record.start;
    for (;;) {
        const char mover = rabbit_egg::colour_of_mover(record.moves.size());
        const std::vector<int> options = legal_moves(record, cells, hole, mover);
        if (options.empty()) return;
        const int next = options[static_cast<std::size_t>(random.between(0, static_cast<long long>(options.size()) - 1))];
        cells[static_cast<std::size_t>(hole)] = mover;
        cells[static_cast<std::size_t>(next)] = rabbit_egg::empty;
        record.moves.push_back(next);
        hole = next;
    }
}

}  // namespace

TEST_CASE("rabbit-egg: the matching method matches the board game before every move, every board up to 3 x 3") {
    Tally tally;
    for (int rows = 1; rows <= 3; ++rows)
        for (int cols = 1; cols <= 3; ++cols) every_board(rows, cols, tally);
    MESSAGE(tally.boards << " boards, " << tally.games << " complete games, " << tally.dandan_wins
                         << " won by Dandan, " << tally.with_mistakes << " of them with a mistake");
    // Boards: cells * 2^(cells - 1) for each shape 1 x 1, 1 x 2, 2 x 1, 1 x 3, 3 x 1, 2 x 2, 2 x 3, 3 x 2, 3 x 3.
    CHECK(tally.boards == 1 + 2 * 4 + 2 * 12 + 32 + 2 * 192 + 2304);
    // By testdata/rabbit-egg/derive.py (Python, the rules alone, written apart from this code).
    CHECK(tally.tutu_wins_at_start == 1431);
    CHECK(tally.games == 5931);
    CHECK(tally.dandan_wins == 2635);
    CHECK(tally.with_mistakes == 500);

    // Longer shapes, compared the same way: rows of up to 8 cells, 2 x 4 and 4 x 2.
    Tally more;
    for (int cols = 4; cols <= 8; ++cols) every_board(1, cols, more);
    every_board(2, 4, more);
    every_board(4, 2, more);
    MESSAGE(more.boards << " more boards, " << more.games << " complete games, " << more.with_mistakes
                        << " won by Dandan with a mistake");
    CHECK(more.boards == 4 * 8 + 5 * 16 + 6 * 32 + 7 * 64 + 3 * 8 * 128);
    CHECK(more.with_mistakes > 0);
}

TEST_CASE("rabbit-egg: the matching method matches the board game on random games, 4 x 4 and 3 x 5 boards") {
    gamesuite::SeededRandom random(1971);
    Tally tally;
    long long compared_texts = 0;
    const int shapes[4][2] = {{4, 4}, {3, 5}, {5, 3}, {2, 8}};
    for (const auto& shape : shapes) {
        rabbit_egg::ReferenceGame reference(shape[0], shape[1]);
        for (int b = 0; b < 150; ++b) {
            rabbit_egg::Record record;
            record.rows = shape[0];
            record.cols = shape[1];
            record.start = static_cast<int>(random.between(0, shape[0] * shape[1] - 1));
            // Most cells in reach of the empty cell, so that games run long.
            const int parity = (record.start / record.cols + record.start % record.cols) % 2;
            const int reach = b % 2 == 0 ? 90 : 60;
            for (int cell = 0; cell < shape[0] * shape[1]; ++cell) {
                const bool start_parity = (cell / record.cols + cell % record.cols) % 2 == parity;
                record.cells += start_parity == random.chance(reach) ? rabbit_egg::black : rabbit_egg::white;
            }
            record.cells[static_cast<std::size_t>(record.start)] = rabbit_egg::empty;
            ++tally.boards;
            for (int g = 0; g < 10; ++g) {
                random_game(random, record);
                compare_game(reference, record, tally);
                if (record.moves.size() % 2 == 0 && g < 2) {
                    const std::string input = input_of(record);
                    CAPTURE(input);
                    CHECK(solver_answer(input) == reference_answer(input));
                    ++compared_texts;
                }
            }
        }
    }
    MESSAGE(tally.games << " random games, " << tally.dandan_wins << " won by Dandan, " << tally.with_mistakes
                        << " with a mistake, " << compared_texts << " inputs answered by both programs");
    CHECK(tally.with_mistakes > tally.dandan_wins / 20);
    CHECK(compared_texts > 300);
}

TEST_CASE("rabbit-egg: the statement's samples") {
    // The Luogu copies, trailing spaces and all.
    const std::string sample1 = "1 6 \nXO.OXO \n1 \n1 2 \n1 1 \n";
    const std::string sample2 = "3 3 \nXOX \nO.O \nXOX \n4 \n2 3 \n1 3 \n1 2 \n1 1 \n2 1 \n3 1 \n3 2 \n3 3 \n";
    const std::string sample3 = "4 4 \nOOXX \nOXXO \nOO.O \nXXXO \n2 \n3 2 \n2 2 \n1 2 \n1 3 \n";
    CHECK(solver_answer(sample1) == "1\n1\n");
    CHECK(solver_answer(sample2) == "0\n");
    CHECK(solver_answer(sample3) == "2\n1\n2\n");
    CHECK(reference_answer(sample1) == "1\n1\n");
    CHECK(reference_answer(sample2) == "0\n");
    CHECK(reference_answer(sample3) == "2\n1\n2\n");
    // The judge's layout passes the validator: one space before each line break is allowed.
    CHECK(answers_by(rabbit_egg::solve, judge, sample3, true) == "2\n1\n2\n");
}

// Sample 1 by hand: XO.OXO, every cell in reach, so the graph is the path 1-2-3-4-5-6 with the empty cell on 3.
// Moving left (2) leaves Dandan the move to 1, then Tutu is stuck; moving right (4) wins: Dandan 5, Tutu 6.
// On a path the player to move from one end of L vertices wins iff L is even (L - 1 moves remain, all forced).
TEST_CASE("rabbit-egg: positions worked out by hand") {
    rabbit_egg::Record record;
    record.rows = 1;
    record.cols = 6;
    record.cells = "XO.OXO";
    record.start = 2;
    record.moves = {1, 0};
    CHECK(rabbit_egg::wins_before_each_move(record) == std::vector<char>{1, 1});  // Tutu wins; then Dandan does
    record.moves = {3, 4, 5};
    CHECK(rabbit_egg::wins_before_each_move(record) == std::vector<char>{1, 0, 1});

    // A row .OXOX...: a path of L cells from its end. Tutu must lose when L - 1 is even; the record is forced.
    for (int length = 1; length <= static_cast<int>(suite.max_cols); ++length) {
        record.cols = length;
        record.cells = ".";
        record.start = 0;
        record.moves.clear();
        for (int cell = 1; cell < length; ++cell) {
            record.cells += cell % 2 == 1 ? rabbit_egg::white : rabbit_egg::black;
            record.moves.push_back(cell);
        }
        std::vector<char> expected;
        for (int j = 0; j + 1 < length; ++j) expected.push_back((length - j) % 2 == 0);
        CAPTURE(length);
        CHECK(rabbit_egg::wins_before_each_move(record) == expected);
        if (length % 2 == 1) CHECK(solver_answer(input_of(record)) == "0\n");
        if (length % 2 == 1 && length <= 16) CHECK(reference_answer(input_of(record)) == "0\n");
    }

    // Tutu cannot move at all: a game of no rounds, beyond the judge's k >= 1.
    CHECK(solver_answer("1 1\n.\n0\n") == "0\n");
    CHECK(solver_answer("2 2\nX.\nOX\n0\n") == "0\n");
    CHECK(reference_answer("2 2\nX.\nOX\n0\n") == "0\n");
}

TEST_CASE("rabbit-egg: the record is replayed and checked move by move") {
    // Not next to the empty cell; the wrong colour; the empty cell itself.
    CHECK(output_then_error(rabbit_egg::solve, suite, "1 6\nXO.OXO\n1\n1 1\n1 2\n") ==
          "line 4, column 1: expected Tutu's move in round 1: a white (O) piece next to the empty cell at 1 3, "
          "found '1 1' (not next to it)");
    CHECK(output_then_error(rabbit_egg::solve, suite, "1 6\nXO.OXO\n1\n1 2\n1 3\n") ==
          "line 5, column 1: expected Dandan's move in round 1: a black (X) piece next to the empty cell at 1 2, "
          "found '1 3' (holding O)");
    CHECK(output_then_error(rabbit_egg::solve, suite, "1 6\nXO.OXO\n1\n1 3\n1 2\n") ==
          "line 4, column 1: expected Tutu's move in round 1: a white (O) piece next to the empty cell at 1 3, "
          "found '1 3' (not next to it)");
    // A mover with no move at all: the game is over before the record is.
    CHECK(output_then_error(rabbit_egg::solve, suite, "1 3\n.OO\n1\n1 2\n1 3\n") ==
          "line 5, column 1: expected no move 2: Dandan (black, X) has no piece next to the empty cell at 1 2, the "
          "game is over, found '1 3' (holding O)");
    // A record that stops while Tutu can still move is not a game Dandan won.
    CHECK(output_then_error(rabbit_egg::solve, suite, "2 3\n.OX\nOXO\n1\n2 1\n2 2\n") ==
          "line 4, column 1: expected the round count k of a game Dandan won (Tutu can still move 1 2 after "
          "round 1), found '1'");
    CHECK(output_then_error(rabbit_egg::solve, suite, "1 6\nXO.OXO\n0\n") ==
          "line 3, column 1: expected the round count k of a game Dandan won (Tutu can still move 1 2 at the "
          "start), found '0'");
    // Fewer moves than 2k; data after them (the answer is written first).
    CHECK(output_then_error(rabbit_egg::solve, suite, "1 6\nXO.OXO\n1\n1 2\n") ==
          "line 5, column 1: expected row x (integer 1..1), found end of input");
    CHECK(output_then_error(rabbit_egg::solve, suite, "1 6\nXO.OXO\n1\n1 2\n1 1\n1 4\n") ==
          "1\n1\nline 6, column 1: expected end of input after the 2k moves, found '1'");
}

TEST_CASE("rabbit-egg: the board: one empty cell, rows of m characters X, O or .") {
    CHECK(output_then_error(rabbit_egg::solve, suite, "2 2\n.O\nO.\n0\n") ==
          "line 3, column 2: expected X or O (the one empty cell is at 1 1), found '.'");
    CHECK(output_then_error(rabbit_egg::solve, suite, "2 2\nXO\nOX\n0\n") ==
          "line 3, column 1: expected a board with one empty cell '.' (none in its rows), found 'OX'");
    CHECK(output_then_error(rabbit_egg::solve, suite, "2 3\n.OX\nOXOX\n0\n") ==
          "line 3, column 1: expected a board row of 3 characters X, O or ., found 'OXOX'");
    CHECK(output_then_error(rabbit_egg::solve, suite, "2 3\n.OX\nOx\n0\n") ==
          "line 3, column 1: expected a board row of 3 characters X, O or ., found 'Ox'");
    CHECK(output_then_error(rabbit_egg::solve, suite, "2 3\n.OX\nOxO\n0\n") ==
          "line 3, column 2: expected a board row of 3 characters X, O or ., found 'x'");
    CHECK(output_then_error(rabbit_egg::solve, suite, "2 3\n.O\nX OXO\n0\n") ==
          "line 2, column 1: expected a board row of 3 characters X, O or ., found '.O'");
    // Past the suite's limits: 65 columns, 2049 rounds; the reference's 16 cells.
    CHECK(output_then_error(rabbit_egg::solve, suite, "1 65\n") ==
          "line 1, column 3: expected column count m (integer 1..64), found '65'");
    CHECK(output_then_error(rabbit_egg::solve, suite, "1 2\n.O\n2049\n") ==
          "line 3, column 1: expected round count k (integer 0..2048), found '2049'");
    CHECK(output_then_error(rabbit_egg::solve_by_reference, rabbit_egg::reference_limits(), "3 6\n") ==
          "line 1, column 3: expected column count m with n*m at most 16 cells, found '6'");
    CHECK(output_then_error(rabbit_egg::solve_by_reference, rabbit_egg::reference_limits(), "2 8\n.XOXOXOX\nXOXOXOXO\n0\n") ==
          "0\n");  // 16 cells: read, and Tutu cannot move
}

TEST_CASE("rabbit-egg: strict mode wants the judge's layout: one space at most before each line break") {
    CHECK(answers_by(rabbit_egg::solve, judge, "1 6\nXO.OXO\n1\n1 2\n1 1\n", true) == "1\n1\n");
    CHECK(answers_by(rabbit_egg::solve, judge, "1 6 \nXO.OXO\n1 \n1 2\n1 1 \n", true) == "1\n1\n");
    CHECK(output_then_error(rabbit_egg::solve, judge, "1 6  \nXO.OXO\n1\n1 2\n1 1\n", true) ==
          "line 1, column 5: expected end of line, found ' '");
    CHECK(output_then_error(rabbit_egg::solve, judge, "1 6\r\nXO.OXO\n1\n1 2\n1 1\n", true) ==
          "line 1, column 4: expected a single space, found '\\x0d'");
    CHECK(output_then_error(rabbit_egg::solve, judge, "1 6\n XO.OXO\n1\n1 2\n1 1\n", true) ==
          "line 2, column 1: expected a board row of 6 characters X, O or ., found ' '");
    CHECK(output_then_error(rabbit_egg::solve, judge, "1 6\nXO.OXO\n1\n1  2\n1 1\n", true) ==
          "line 4, column 3: expected column y (integer 1..6), found ' '");
    CHECK(output_then_error(rabbit_egg::solve, judge, "1 6\nXO.OXO\n1\n1 2\n1 1", true) ==
          "line 5, column 4: expected end of line, found end of input");
    CHECK(output_then_error(rabbit_egg::solve, judge, "1 6\nXO.OXO\n1\n1 2\n1 1\n\n", true) ==
          "1\n1\nline 6, column 1: expected end of input, found '\\x0a'");
    CHECK(output_then_error(rabbit_egg::solve, judge, "1 1\n.\n0\n", true) ==
          "line 3, column 1: expected round count k (integer 1..1000), found '0'");
    CHECK(output_then_error(rabbit_egg::solve, judge, "41 1\n", true) ==
          "line 1, column 1: expected row count n (integer 1..40), found '41'");
    // Lenient: CRLF, tabs, blank lines, no final newline.
    CHECK(solver_answer("1\t6\r\n\r\nXO.OXO \t\r\n1\r\n1 2\r\n1 1") == "1\n1\n");
}
