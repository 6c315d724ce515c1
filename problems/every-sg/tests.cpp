// every-sg tests: the Every-SG rule on Euclid step counts against the combined game searched by its rules (every
// small case), the step counts against their definition, won/lost games against Cole and Davie's golden-ratio rule,
// 64-bit edges, and input handling.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "moves.hpp"
#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using every_sg::Game;
using input_testing::answers_by;

const every_sg::Limits suite = every_sg::suite_limits();
const every_sg::Limits judge = every_sg::judge_limits();

bool rule_wins(const std::vector<Game>& games) {
    every_sg::LongestGame position;
    for (std::size_t i = 0; i < games.size(); ++i) position.add_game(games[i].first, games[i].second);
    return position.first_player_wins();
}

// Every ascending list of `count` games drawn from `all` (each multiset once).
void multisets(const std::vector<Game>& all, std::size_t count, std::size_t from, std::vector<Game>& games,
               std::vector<std::vector<Game>>& out) {
    if (games.size() == count) {
        out.push_back(games);
        return;
    }
    for (std::size_t i = from; i < all.size(); ++i) {
        games.push_back(all[i]);
        multisets(all, count, i, games, out);
        games.pop_back();
    }
}

std::string shown(const std::vector<Game>& games) {
    std::string text;
    for (const Game& g : games) text += "(" + std::to_string(g.first) + "," + std::to_string(g.second) + ") ";
    return text;
}

}  // namespace

TEST_CASE("every-sg: won and lost Euclid games follow Cole and Davie's golden-ratio rule, piles up to 300") {
    // Cole and Davie (1969), "A game based on the Euclidean algorithm": with x < y the mover wins iff y/x > phi,
    // i.e. y^2 - xy - x^2 > 0; x = y wins at once. The step count is odd exactly for the won games.
    every_sg::StepsByDefinition definition;
    int lost = 0;
    for (long long x = 1; x <= 300; ++x) {
        for (long long y = x; y <= 300; ++y) {
            CAPTURE(x);
            CAPTURE(y);
            const bool golden = x == y || y * y - x * y - x * x > 0;
            CHECK(definition.value(Game(x, y)).wins == golden);
            CHECK((every_sg::euclid_steps(x, y) % 2 == 1) == golden);
            lost += !golden;
        }
    }
    CHECK(lost > 10000);
}

TEST_CASE("every-sg: step counts along the Euclid chain equal their definition for every pair up to 300") {
    every_sg::StepsByDefinition definition;
    for (long long x = 0; x <= 300; ++x) {
        for (long long y = x; y <= 300; ++y) {
            CAPTURE(x);
            CAPTURE(y);
            const unsigned steps = definition.value(Game(x, y)).steps;
            CHECK(every_sg::euclid_steps(x, y) == steps);
            CHECK(every_sg::euclid_steps(y, x) == steps);
        }
    }
}

TEST_CASE("every-sg: step counts worked out by hand") {
    CHECK(every_sg::euclid_steps(0, 0) == 0);
    CHECK(every_sg::euclid_steps(0, 7) == 0);
    CHECK(every_sg::euclid_steps(1, 1) == 1);
    CHECK(every_sg::euclid_steps(3, 12) == 1);
    // (2, 3) must go to (1, 2), which is taken at once: 2 steps, lost.
    CHECK(every_sg::euclid_steps(3, 2) == 2);
    // (2, 5): (1, 2) is won, so the winner goes to the lost (2, 3) instead: 1 + 2 = 3 steps.
    CHECK(every_sg::euclid_steps(2, 5) == 3);
    // Consecutive Fibonacci numbers force every move: (1, 2) -> 1 step, (2, 3) -> 2, (3, 5) -> 3, (5, 8) -> 4 ...
    unsigned long long a = 1, b = 2;
    for (unsigned expected = 1; expected <= 90; ++expected) {
        CAPTURE(expected);
        CHECK(every_sg::euclid_steps(a, b) == expected);
        const unsigned long long next = a + b;
        a = b;
        b = next;
    }
}

TEST_CASE("every-sg: the rule matches the whole-game search on every multiset of <= 3 games of piles 0..8") {
    std::vector<Game> all;
    for (long long x = 0; x <= 8; ++x)
        for (long long y = x; y <= 8; ++y) all.push_back(Game(x, y));
    REQUIRE(all.size() == 45);
    every_sg::WholeGameSearch search;
    int positions = 0, losing = 0;
    for (std::size_t count = 1; count <= 3; ++count) {
        std::vector<std::vector<Game>> cases;
        std::vector<Game> games;
        multisets(all, count, 0, games, cases);
        for (const std::vector<Game>& position : cases) {
            const bool wins = search.wins(position);
            CAPTURE(shown(position));
            CHECK(rule_wins(position) == wins);
            ++positions;
            losing += !wins;
        }
    }
    // 45 + 1035 + 16215 multisets; 7255 lost by the whole-position search of testdata/every-sg/derive.py (Python,
    // written apart from this code).
    CHECK(positions == 17295);
    CHECK(losing == 7255);
}

TEST_CASE("every-sg: a sum of games is not decided by xor or by any single won game") {
    // Two won one-step games: MM empties both at once (xor of outcomes would say GG).
    CHECK(rule_wins({Game(1, 1), Game(1, 1)}));
    // The lost (2, 3) lasts 2 steps, longer than the won (1, 1): GG moves last (any-won would say MM).
    CHECK_FALSE(rule_wins({Game(2, 3), Game(1, 1)}));
    CHECK(rule_wins({Game(2, 3), Game(3, 5)}));  // 2 and 3 steps: the won game lasts longer
    CHECK_FALSE(rule_wins({Game(0, 4)}));         // nothing to move: MM loses

    const std::string sample = "3\n1 1\n1 1\n1 1\n1\n3 2\n2\n3 2\n1 1\n";
    CHECK(answers_by(every_sg::solve, suite, sample) == "MM\nGG\nGG\n");
    CHECK(answers_by(every_sg::solve, judge, sample, true) == "MM\nGG\nGG\n");
    CHECK(answers_by(every_sg::solve_by_reference, every_sg::reference_limits(), sample) == "MM\nGG\nGG\n");
}

TEST_CASE("every-sg: piles up to 2^63 - 1") {
    const long long max = suite.max_pile;
    CHECK(every_sg::euclid_steps(1, max) == 1);
    CHECK(every_sg::euclid_steps(max, max) == 1);
    CHECK(every_sg::euclid_steps(2, max) == 3);  // (1, 2) is won: via (2, 3)
    // (2^62, 2^63 - 1) -> (2^62 - 1, 2^62) -> (1, 2^62 - 1), all forced but the last: 3 steps.
    CHECK(every_sg::euclid_steps(4611686018427387904ULL, max) == 3);
    CHECK(every_sg::euclid_steps(max - 1, max) == 2);  // forced to (1, max - 1), taken at once
    CHECK(every_sg::euclid_steps(4660046610375530309ULL, 7540113804746346429ULL) == 90);  // F(91), F(92)
    CHECK_FALSE(rule_wins({Game(4660046610375530309LL, 7540113804746346429LL), Game(1, max)}));
    CHECK(rule_wins({Game(0, max), Game(2, max)}));
}

TEST_CASE("every-sg: 10^6 games in a case are read, not stored") {
    std::string text = std::to_string(suite.max_games) + "\n";
    for (long long i = 0; i < suite.max_games; ++i) text += i % 2 ? "2 3\n" : "9223372036854775807 1\n";
    text += "1\n5 8\n";
    CHECK(answers_by(every_sg::solve, suite, text) == "GG\nGG\n");
}

TEST_CASE("every-sg: CRLF, tabs, blank lines and no final newline read leniently") {
    CHECK(answers_by(every_sg::solve, suite, "2\r\n1\t1\r\n\r\n1 1\r\n1\r\n3\t\t2") == "MM\nGG\n");
    CHECK(answers_by(every_sg::solve, suite, "1 3 2 \n\n") == "GG\n");
}

TEST_CASE("every-sg: bad input names line, column and what was expected") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(every_sg::solve, suite, "", false, &error) == "");
    CHECK(error.expected == "game count n (integer 1..1000000)");
    CHECK(error.found == "end of input");

    CHECK(answers_by(every_sg::solve, suite, "1\n1 1\n2\n1 x\n", false, &error) == "MM\n");
    CHECK(error.line == 4);
    CHECK(error.column == 3);
    CHECK(error.expected == "pile q (integer 0..9223372036854775807)");

    CHECK(answers_by(every_sg::solve, suite, "0\n", false, &error) == "");
    CHECK(error.expected == "game count n (integer 1..1000000)");

    CHECK(answers_by(every_sg::solve, suite, "1\n9223372036854775808 1\n", false, &error) == "");
    CHECK(error.found == "'9223372036854775808'");

    CHECK(answers_by(every_sg::solve, suite, "1\n-1 1\n", false, &error) == "");
    CHECK(error.expected == "pile p (integer 0..9223372036854775807)");

    CHECK(answers_by(every_sg::solve, suite, "2\n1 1\n", false, &error) == "");
    CHECK(error.line == 3);
    CHECK(error.found == "end of input");

    // The reference's own limits: 3 games of piles up to 10.
    CHECK(answers_by(every_sg::solve_by_reference, every_sg::reference_limits(), "1\n1 11\n", false, &error) == "");
    CHECK(error.expected == "pile q (integer 0..10)");
    CHECK(answers_by(every_sg::solve_by_reference, every_sg::reference_limits(), "4\n", false, &error) == "");
    CHECK(error.expected == "game count n (integer 1..3)");
}

TEST_CASE("every-sg: strict mode checks the exact format and the judge's limits") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(every_sg::solve, judge, "1\n0 1\n", true, &error) == "");
    CHECK(error.expected == "pile p (integer 1..1000)");

    CHECK(answers_by(every_sg::solve, judge, "1\n1 1001\n", true, &error) == "");
    CHECK(error.found == "'1001'");

    CHECK(answers_by(every_sg::solve, judge, "1001\n", true, &error) == "");
    CHECK(error.expected == "game count n (integer 1..1000)");

    CHECK(answers_by(every_sg::solve, judge, "1\n1\t1\n", true, &error) == "");
    CHECK(error.expected == "a single space");

    CHECK(answers_by(every_sg::solve, judge, "1\n1 1 \n", true, &error) == "");
    CHECK(error.expected == "end of line");

    CHECK(answers_by(every_sg::solve, judge, "1\n1 1\n\n", true, &error) == "MM\n");
    CHECK(error.line == 3);
    CHECK(error.expected == "game count n (integer 1..1000)");

    CHECK(answers_by(every_sg::solve, judge, "", true, &error) == "");
    CHECK(error.found == "end of input");

    CHECK(answers_by(every_sg::solve, judge, "1\n1 1", true, &error) == "");
    CHECK(error.expected == "end of line");
}

TEST_CASE("every-sg: --moves lists what the rules find winning on every pair of games of piles 0..6") {
    // A move is one option in every unfinished game; it wins iff the largest step count it leaves is even, which
    // the walk in moves.hpp enumerates in order without the search. Here against every combination the reference
    // tries by the rules, for all 2401 ordered pairs of games.
    std::string input;
    for (long long p1 = 0; p1 <= 6; ++p1)
        for (long long q1 = 0; q1 <= 6; ++q1)
            for (long long p2 = 0; p2 <= 6; ++p2)
                for (long long q2 = 0; q2 <= 6; ++q2)
                    input += "2\n" + std::to_string(p1) + " " + std::to_string(q1) + "\n" + std::to_string(p2) + " " +
                             std::to_string(q2) + "\n";
    const std::string want =
        answers_by(gamesuite::reference_moves<every_sg::Moves>, every_sg::reference_limits(), input);
    CHECK(answers_by(gamesuite::write_moves<every_sg::Moves>, suite, input) == want);
    int won = 0;
    for (std::size_t at = 0; (at = want.find("win ", at)) != std::string::npos; ++at) ++won;
    CHECK(won > 1000);

    // (2, 5) and (7, 3) last 3 steps each. (2, 5) goes to (2, 1) of 1 step or (2, 3) of 2; (7, 3) to (1, 3) of 1 or
    // (4, 3) of 2: every pair but the two 1-step games leaves an even longest count.
    CHECK(answers_by(gamesuite::write_moves<every_sg::Moves>, suite, "2\n2 5\n7 3\n") ==
          "win 2,1/4,3 2,3/1,3 2,3/4,3\n");
    // A lost game outlasting the won ones: (2, 3) lasts 2, so MM loses whatever it does with (1, 1).
    CHECK(answers_by(gamesuite::write_moves<every_sg::Moves>, suite, "2\n3 2\n1 1\n") == "lose\n");
    // Equal piles can empty either one; a finished game stays as it is.
    CHECK(answers_by(gamesuite::write_moves<every_sg::Moves>, suite, "2\n4 4\n0 9\n") == "win 0,4/0,9 4,0/0,9\n");
    CHECK(answers_by(gamesuite::write_moves<every_sg::Moves>, suite, "1\n0 0\n") == "lose\n");
}

TEST_CASE("every-sg: the winning moves of many games stop at 1000, or earlier past the text budget") {
    // (2, 5) lasts 3 steps and must go to (2, 3), of 2 (its other option, (2, 1), lasts 1); each (1, 10^18) may then
    // take any of its 10^18 options (of 0 or 1 step): far more than 1000 winning moves.
    std::string input = "4\n2 5\n1 1000000000000000000\n1 1000000000000000000\n1 1000000000000000000\n";
    const std::string moves = answers_by(gamesuite::write_moves<every_sg::Moves>, suite, input);
    CHECK(moves.rfind("win 2,3/1,0/1,0/1,0 2,3/1,0/1,0/1,1 2,3/1,0/1,0/1,2 ", 0) == 0);
    CHECK(std::count(moves.begin(), moves.end(), ' ') == 1001);  // "win", 1000 moves, "..."
    CHECK(moves.substr(moves.size() - 5) == " ...\n");

    every_sg::WinningCombinations games;
    games.add_game(2, 5);
    for (int i = 0; i < 1000; ++i) games.add_game(1, 1000000000000000000LL);
    bool cut = false;
    const std::vector<std::string> some = games.first_moves(1001, 100000, cut);
    CHECK(cut);
    CHECK(some.size() >= 1);
    CHECK(some.size() < 1001);
    CHECK(some.front().rfind("2,3/1,0/1,0/", 0) == 0);
}
