// crosses tests: the solver against the strip searched by the rules for every n the search reaches, against
// our notes' recursion for every n to 2000, the known lost lengths, the n <= 2 convention, the judge's answer held to
// --moves, and input handling.
#include <doctest/doctest.h>

#include <cstddef>
#include <sstream>
#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "gamecore/game_search.hpp"
#include "gamecore/mex.hpp"
#include "moves.hpp"
#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using input_testing::answers_by;

const crosses::Limits suite = crosses::suite_limits();
const crosses::Limits judge = crosses::judge_limits();

// kayles-family.md's recursion, written out here apart from the octal core: a cross at i (1..n) leaves
// max(0, i - 3) and max(0, n - i - 2) free cells.
std::vector<unsigned> safe_play_table(long long last) {
    std::vector<unsigned> sg(1, 0);
    for (long long n = 1; n <= last; ++n) {
        std::vector<unsigned> options;
        for (long long i = 1; i <= n; ++i) {
            const long long left = i - 3 > 0 ? i - 3 : 0, right = n - i - 2 > 0 ? n - i - 2 : 0;
            options.push_back(sg[static_cast<std::size_t>(left)] ^ sg[static_cast<std::size_t>(right)]);
        }
        sg.push_back(static_cast<unsigned>(gamecore::mex(options.begin(), options.end())));
    }
    return sg;
}

}  // namespace

TEST_CASE("crosses: the solver agrees with the strip searched by the rules, every n from 1 to 14") {
    crosses::FirstPlayerWins solver;
    int lost = 0;
    for (long long n = 1; n <= crosses::reference_limits().max_length; ++n) {
        CAPTURE(n);
        const bool by_rules = crosses::first_player_wins_by_search(n);
        CHECK(solver(n) == by_rules);
        lost += !by_rules;
    }
    CHECK(lost == 2);  // 6 and 12
}

TEST_CASE("crosses: n <= 2 is a draw; the solver prints 1, where the bare search would not for n = 2") {
    // No three in a row fits: the search finds a full strip and no winner. With 'no move loses' it calls n = 1
    // won (the first cross is the last move) and n = 2 lost; the judge's answer for a draw is 1 (statement.md).
    gamecore::GameSearch<crosses::StripRules> search((crosses::StripRules()));
    CHECK(search.wins(std::string(1, '.')));
    CHECK_FALSE(search.wins(std::string(2, '.')));
    CHECK(search.positions_seen() == 2 + 3 + 1);  // "." "X"; ".." "X." ".X" "XX": never an XXX
    crosses::FirstPlayerWins solver;
    CHECK(solver(1));
    CHECK(solver(2));
    CHECK(crosses::first_player_wins_by_search(2));
    CHECK(answers_by(crosses::solve, judge, "2\n", true) == "1\n");
}

TEST_CASE("crosses: the solver agrees with the safe-play recursion of kayles-family.md, every n to 2000") {
    const std::vector<unsigned> sg = safe_play_table(2000);
    crosses::TreblecrossValues values;
    for (long long n = 1; n <= 2000; ++n) {
        CAPTURE(n);
        CHECK(values.value(n) == sg[static_cast<std::size_t>(n)]);
    }
}

// Moves has no judge_outcomes (its "1" is also the draw's answer), so the stress run cannot hold the judge's answer
// to --moves: here, every n the judge asks: "2" exactly where --moves says lose, "1" where it says win, or draw for
// n <= 2.
TEST_CASE("crosses: the judge's answer and --moves tell one story, every n to 2000") {
    std::string input;
    for (long long n = 1; n <= 2000; ++n) input += std::to_string(n) + "\n";
    std::istringstream answers(answers_by(crosses::solve, suite, input));
    std::istringstream moves(answers_by(gamesuite::write_moves<crosses::Moves>, suite, input));
    std::string answer, line;
    for (long long n = 1; n <= 2000; ++n) {
        CAPTURE(n);
        REQUIRE(std::getline(answers, answer));
        REQUIRE(std::getline(moves, line));
        const std::string verdict = line.substr(0, line.find(' '));
        CHECK(verdict == (n <= 2 ? "draw" : answer == "1" ? "win" : "lose"));
        CHECK((answer == "1" || answer == "2"));
    }
    CHECK_FALSE(std::getline(moves, line));
}

TEST_CASE("crosses: the known lost lengths below 60 are 6, 12, 22, 30, 32, 44, 54") {
    // kayles-family.md (from accepted solutions); n = 3 is won, n = 6 lost.
    crosses::FirstPlayerWins solver;
    std::vector<long long> lost;
    for (long long n = 1; n < 60; ++n)
        if (!solver(n)) lost.push_back(n);
    CHECK(lost == std::vector<long long>({6, 12, 22, 30, 32, 44, 54}));
    CHECK(answers_by(crosses::solve, judge, "3\n", true) == "1\n");
    CHECK(answers_by(crosses::solve, judge, "6\n", true) == "2\n");
    CHECK(answers_by(crosses::solve_by_reference, crosses::reference_limits(), "6\n3\n") == "2\n1\n");
}

TEST_CASE("crosses: the judge's largest n, and beyond") {
    CHECK(answers_by(crosses::solve, judge, "2000\n", true) == "1\n");  // testdata/crosses/derive.py agrees
    CHECK(answers_by(crosses::solve, suite, "2000\n5\n6\r\n\n1999") == "1\n1\n2\n1\n");
}

TEST_CASE("crosses: bad input names line, column and what was expected") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(crosses::solve, suite, "", false, &error) == "");
    CHECK(error.expected == "strip length n (integer 1..100000)");
    CHECK(error.found == "end of input");
    CHECK(answers_by(crosses::solve, suite, "6\nx\n", false, &error) == "2\n");
    CHECK(error.line == 2);
    CHECK(error.found == "'x'");
    CHECK(answers_by(crosses::solve, suite, "0\n", false, &error) == "");
    CHECK(answers_by(crosses::solve, suite, "100001\n", false, &error) == "");
    CHECK(answers_by(crosses::solve, suite, "6 7\n") == "2\n1\n");  // leniently, white space separates
    CHECK(answers_by(crosses::solve, suite, "6 -7\n", false, &error) == "2\n");
    CHECK(error.found == "'-7'");
    CHECK(answers_by(crosses::solve_by_reference, crosses::reference_limits(), "15\n", false, &error) == "");
    CHECK(error.expected == "strip length n (integer 1..14)");
}

TEST_CASE("crosses: strict mode wants exactly one n within the judge's limits") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(crosses::solve, judge, "2001\n", true, &error) == "");
    CHECK(error.expected == "strip length n (integer 1..2000)");
    CHECK(answers_by(crosses::solve, judge, "6\n7\n", true, &error) == "2\n");
    CHECK(error.expected == "end of input");
    CHECK(answers_by(crosses::solve, judge, "6", true, &error) == "");
    CHECK(error.expected == "end of line");
    CHECK(answers_by(crosses::solve, judge, "6\r\n", true, &error) == "");
}
