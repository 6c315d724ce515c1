// easy-chase tests: the retrograde tables against the min/max iteration of Fang Zhanpeng's paper on partizan
// games (方展鹏, 浅谈如何解决不平等博弈问题), section 3.2 (reference.hpp), on every state; the game graph's self-check,
// no draws, the input format (solver and reference), the TopCoder class replaying the 85 system tests on one object.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <fstream>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"
#include "topcoder.cpp"

namespace {

using easy_chase::ChaseGame;
using easy_chase::ChaseIteration;

// The outcome for the player to move and the moves left, read off the reference's f.
std::pair<int, unsigned> reference_outcome(int f, bool white_to_move) {
    if (f == 0) return {gamecore::DRAW, 0};
    const bool white_wins = f > 0;
    const unsigned moves = static_cast<unsigned>(ChaseIteration::infinite - (white_wins ? f : -f));
    return {white_wins == white_to_move ? gamecore::WIN : gamecore::LOSS, moves};
}

// Runs `decide` through the shared parser on `input`, with the limits the executables choose by --strict
// (`strict_limits`, else `limits`); returns what it wrote, then the InputError message if any.
template <class Decide>
std::string run_parser(Decide& decide, const std::string& input, bool strict, const easy_chase::Limits& limits,
                       const easy_chase::Limits& strict_limits) {
    const auto parse = [&decide](gamecore::Scanner& in, const easy_chase::Limits& chosen, gamecore::Output& out) {
        easy_chase::answer_queries(in, chosen, out, decide);
    };
    return input_testing::output_then_error(parse, strict ? strict_limits : limits, input, strict);
}

// The solver: the retrograde tables within the suite's limits (the judge's with --strict).
std::string run_queries(const std::string& input, bool strict = false) {
    easy_chase::ChaseTables tables;
    return run_parser(tables, input, strict, easy_chase::suite_limits(), easy_chase::judge_limits());
}

// The reference: the paper's iteration within its own limits, strict or not.
std::string run_reference(const std::string& input, bool strict = false) {
    easy_chase::IterationsByBoard iterations;
    return run_parser(iterations, input, strict, easy_chase::reference_limits(), easy_chase::reference_limits());
}

std::vector<std::string> lines_of(const std::string& path) {
    std::ifstream file(path);
    REQUIRE(file.good());
    std::vector<std::string> lines;
    for (std::string line; std::getline(file, line);)
        if (!line.empty()) lines.push_back(line);
    return lines;
}

}  // namespace

TEST_CASE("easy-chase: retrograde tables match Fang Zhanpeng's iteration on every state, n = 2..10") {
    std::size_t compared = 0;
    easy_chase::ChaseTables tables;
    for (int n = 2; n <= easy_chase::max_reference_board; ++n) {
        const ChaseGame game(n);
        gamecore::RetrogradeResult solved;
        gamecore::solve_retrograde(game, solved);
        const ChaseIteration reference(n);
        for (int side = 0; side < 2; ++side) {
            const bool white_to_move = side == easy_chase::WHITE_TO_MOVE;
            for (int white = 0; white < n * n; ++white) {
                for (int black = 0; black < n * n; ++black) {
                    const std::size_t p = game.position(static_cast<easy_chase::Side>(side), white, black);
                    const auto expected = reference_outcome(
                        reference.value(white_to_move, white / n, white % n, black / n, black % n), white_to_move);
                    CAPTURE(n);
                    CAPTURE(side);
                    CAPTURE(white);
                    CAPTURE(black);
                    CHECK(solved.outcome[p] == expected.first);
                    CHECK(solved.remoteness[p] == expected.second);
                    if (white_to_move && white != black) {
                        const easy_chase::Result result =
                            tables(n, white / n + 1, white % n + 1, black / n + 1, black % n + 1);
                        CHECK(result.outcome == expected.first);
                        CHECK(result.moves == expected.second);
                    }
                    ++compared;
                }
            }
        }
    }
    // 2 * (2^4 + 3^4 + ... + 10^4) states.
    CHECK(compared == 50664);
}

TEST_CASE("easy-chase: the rest of TopCoder's range, n = 11..20: every query (white to move) against the reference") {
    easy_chase::ChaseTables tables;
    std::size_t compared = 0;
    for (int n = easy_chase::max_reference_board + 1; n <= easy_chase::judge_limits().max_board; ++n) {
        const ChaseIteration reference(n);
        for (int white = 0; white < n * n; ++white) {
            for (int black = 0; black < n * n; ++black) {
                if (white == black) continue;
                const auto expected =
                    reference_outcome(reference.value(true, white / n, white % n, black / n, black % n), true);
                const easy_chase::Result result =
                    tables(n, white / n + 1, white % n + 1, black / n + 1, black % n + 1);
                if (result.outcome != expected.first || result.moves != expected.second) {  // one CHECK per mismatch
                    CAPTURE(n);
                    CAPTURE(white);
                    CAPTURE(black);
                    CHECK(result.outcome == expected.first);
                    CHECK(result.moves == expected.second);
                }
                ++compared;
            }
        }
    }
    // n^2 (n^2 - 1) queries for each n = 11..20.
    CHECK(compared == 694848);
}

TEST_CASE("easy-chase: the reference agrees with the TopCoder examples and the rules' immediate facts") {
    using Expected = std::pair<int, unsigned>;
    CHECK(reference_outcome(ChaseIteration(2).value(true, 0, 0, 1, 1), true) == Expected(gamecore::LOSS, 2));
    CHECK(reference_outcome(ChaseIteration(2).value(true, 1, 1, 0, 1), true) == Expected(gamecore::WIN, 1));
    CHECK(reference_outcome(ChaseIteration(3).value(true, 0, 0, 2, 2), true) == Expected(gamecore::LOSS, 6));
    // Black to move two cells away in a line captures at once.
    CHECK(reference_outcome(ChaseIteration(5).value(false, 2, 2, 2, 4), false) == Expected(gamecore::WIN, 1));
}

// The tables rely on the first two (DRAW handling, 16-bit codes); statement.md states all three.
TEST_CASE("easy-chase: no draws, no game outlasts 3n moves, white wins only by capturing at once; n = 2..20") {
    for (int n = 2; n <= easy_chase::judge_limits().max_board; ++n) {
        const ChaseGame game(n);
        gamecore::RetrogradeResult solved;
        gamecore::solve_retrograde(game, solved);
        CAPTURE(n);
        CHECK(std::count(solved.outcome.begin(), solved.outcome.end(), gamecore::DRAW) == 0);
        CHECK(*std::max_element(solved.remoteness.begin(), solved.remoteness.end()) <= unsigned(3 * n));
        int slow_white_wins = 0;
        for (std::size_t p = 0; p < game.position_count(); p += 2)  // white to move
            slow_white_wins += solved.outcome[p] == gamecore::WIN && solved.remoteness[p] != 1;
        CHECK(slow_white_wins == 0);
    }
}

TEST_CASE("easy-chase: parents invert moves (GamesmanOne's self-check)") {
    for (int n = 2; n <= 8; ++n) {
        const ChaseGame game(n);
        for (std::size_t p = 0; p < game.position_count(); ++p) {
            CAPTURE(n);
            CAPTURE(p);
            REQUIRE(gamecore::parents_invert_moves(game, p));
        }
    }
    // Large boards, even and odd: a spread of positions, plus the last.
    const int largest = static_cast<int>(easy_chase::suite_limits().max_board);
    for (const auto& [n, stride] : {std::pair{20, 97}, std::pair{21, 97}, std::pair{largest, 997}}) {
        const ChaseGame game(n);
        for (std::size_t p = 0; p < game.position_count(); p += stride) {
            CAPTURE(n);
            CAPTURE(p);
            REQUIRE(gamecore::parents_invert_moves(game, p));
        }
        CHECK(gamecore::parents_invert_moves(game, game.position_count() - 1));
    }
}

TEST_CASE("easy-chase: statement samples") {
    easy_chase::ChaseTables tables;
    CHECK(easy_chase::answer_text(tables(2, 1, 1, 2, 2)) == "BLACK 2");
    CHECK(easy_chase::answer_text(tables(2, 2, 2, 1, 2)) == "WHITE 1");
    CHECK(easy_chase::answer_text(tables(3, 1, 1, 3, 3)) == "BLACK 6");
    CHECK(run_queries("2 1 1 2 2\n2 2 2 1 2\n3 1 1 3 3\n") == "BLACK 2\nWHITE 1\nBLACK 6\n");
    CHECK(run_queries("2\t1 1 2 2\r\n\r\n3 1 1\t3 3") == "BLACK 2\nBLACK 6\n");
    const easy_chase::Result draw = {gamecore::DRAW, 0};
    CHECK(easy_chase::answer_text(draw) == "DRAW");
}

TEST_CASE("easy-chase: bad queries name line and column; earlier answers are already written") {
    CHECK(run_queries("2 1 1 2 2\n1 1 1 1 2\n") ==
          "BLACK 2\nline 2, column 1: expected board size n (integer 2..64), found '1'");
    CHECK(run_queries("65 1 1 1 2\n") == "line 1, column 1: expected board size n (integer 2..64), found '65'");
    CHECK(run_queries("3 1 1 3 4\n") ==
          "line 1, column 9: expected column of the black checker (integer 1..3), found '4'");
    CHECK(run_queries("3 0 1 3 3\n") ==
          "line 1, column 3: expected row of the white checker (integer 1..3), found '0'");
    CHECK(run_queries("3 2 2 2 2\n") ==
          "line 1, column 9: expected column of the black checker (its cell must differ from the white checker's), "
          "found '2'");
    CHECK(run_queries("3 1 1 3\n3 3\n") ==
          "line 1, column 8: expected column of the black checker on the same line, found end of line");
    CHECK(run_queries("3 1 1") ==
          "line 1, column 6: expected row of the black checker on the same line, found end of input");
    CHECK(run_queries("3 1 1 3 3 7\n") ==
          "line 1, column 11: expected end of line after the five numbers of a query, found '7'");
    CHECK(run_queries("3 1 1 3 3 x\n").find("found 'x'") != std::string::npos);
    CHECK(run_queries("99999999999999999999 1 1 1 2\n").find("board size n (integer 2..64)") != std::string::npos);
}

TEST_CASE("easy-chase: strict mode wants TopCoder's limit and the exact format") {
    // 56: crlf-tabs-no-final-newline.out, from derive.py.
    CHECK(run_queries("2 1 1 2 2\n20 1 1 20 20\n", true) == "BLACK 2\nBLACK 56\n");
    CHECK(run_queries("21 1 1 2 2\n", true) == "line 1, column 1: expected board size n (integer 2..20), found '21'");
    CHECK(run_queries("2 1 1 2 2\r\n", true) ==
          "line 1, column 10: expected end of line after the five numbers of a query, found '\\x0d'");
    CHECK(run_queries("2 1  1 2 2\n", true) ==
          "line 1, column 5: expected column of the white checker (integer 1..2), found ' '");
    CHECK(run_queries("2 1 1 2 2", true) ==
          "line 1, column 10: expected end of line after the five numbers of a query, found end of input");
    CHECK(run_queries("", true) == "line 1, column 1: expected board size n, found end of input");
    CHECK(run_queries("2 1 1 2\n", true) == "line 1, column 8: expected a single space, found '\\x0a'");
}

TEST_CASE("easy-chase: the reference reads exactly the solver's format, within its own limits") {
    CHECK(run_reference("2 1 1 2 2\n2 2 2 1 2\n3 1 1 3 3\n") == "BLACK 2\nWHITE 1\nBLACK 6\n");
    CHECK(run_reference("2\t1 1 2 2\r\n\r\n3 1 1\t3 3") == "BLACK 2\nBLACK 6\n");
    CHECK(run_reference("10 1 1 10 10\n11 1 1 2 2\n") ==
          run_queries("10 1 1 10 10\n") + "line 2, column 1: expected board size n (integer 2..10), found '11'");
    CHECK(run_reference("3 1 1 3\n3 3\n") == run_queries("3 1 1 3\n3 3\n"));
    CHECK(run_reference("3 2 2 2 2\n") == run_queries("3 2 2 2 2\n"));
    CHECK(run_reference("3 1 1 3 3 7\n") == run_queries("3 1 1 3 3 7\n"));
    CHECK(run_reference("2 1 1 2 2\r\n", true) == run_queries("2 1 1 2 2\r\n", true));
    CHECK(run_reference("", true) == run_queries("", true));
}

TEST_CASE("easy-chase: TheEasyChase replays the 85 TopCoder system tests on one object, n changing all the time") {
    const std::vector<std::string> inputs = lines_of(GAMESUITE_TESTDATA_DIR "/topcoder-system-tests.in");
    const std::vector<std::string> outputs = lines_of(GAMESUITE_TESTDATA_DIR "/topcoder-system-tests.out");
    REQUIRE(inputs.size() == 85);
    REQUIRE(outputs.size() == 85);
    std::vector<std::array<int, 5>> queries(inputs.size());  // n, rowWhite, colWhite, rowBlack, colBlack
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        std::array<int, 5>& q = queries[i];
        REQUIRE(std::sscanf(inputs[i].c_str(), "%d %d %d %d %d", &q[0], &q[1], &q[2], &q[3], &q[4]) == 5);
    }

    std::vector<std::size_t> order;
    for (int round = 0; round < 3; ++round)  // every test three times, in a different order each time
        for (std::size_t i = 0; i < inputs.size(); ++i) order.push_back(i);
    std::shuffle(order.begin(), order.end(), std::mt19937(423));
    int n_changes = 0, previous_n = 0;
    TheEasyChase chase;
    for (std::size_t i : order) {
        const std::array<int, 5>& q = queries[i];
        n_changes += q[0] != previous_n;
        previous_n = q[0];
        CAPTURE(inputs[i]);
        CHECK(chase.winner(q[0], q[1], q[2], q[3], q[4]) == outputs[i]);
    }
    CHECK(n_changes > 150);  // 45 of the 85 are n = 20

    // A fresh object, largest boards first: its tables are built in the opposite order.
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return queries[a][0] > queries[b][0]; });
    TheEasyChase fresh;
    for (std::size_t i : order) {
        const std::array<int, 5>& q = queries[i];
        CAPTURE(inputs[i]);
        CHECK(fresh.winner(q[0], q[1], q[2], q[3], q[4]) == outputs[i]);
    }
}
