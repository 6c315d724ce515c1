// mock-turtles tests: the closed form against coin turning played by its rules (a Grundy table per lone head, and a
// search of whole rows with no Sprague-Grundy sum), OEIS A000069, 64-bit edges, repeated coins and input handling.
#include <doctest/doctest.h>

#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/game_search.hpp"
#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using input_testing::answers_by;

const mock_turtles::Limits suite = mock_turtles::suite_limits();
const mock_turtles::Limits judge = mock_turtles::judge_limits();

bool closed_form_wins(const std::vector<long long>& distinct_coins) {
    mock_turtles::MockTurtlesSum sum;
    for (std::size_t i = 0; i < distinct_coins.size(); ++i) sum.add_head(distinct_coins[i]);
    return sum.first_player_wins();
}

}  // namespace

TEST_CASE("mock-turtles: lone-head values are the odious numbers, OEIS A000069") {
    // A000069 (odious numbers), a(1..65) as printed by OEIS, whose comment reads "Nim-values for game of mock
    // turtles played with n coins"; coin x here (numbered from 0) is worth a(x + 1).
    const unsigned long long a000069[] = {1,  2,  4,  7,  8,  11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32,
                                          35, 37, 38, 41, 42, 44, 47, 49, 50, 52, 55, 56, 59, 61, 62, 64, 67,
                                          69, 70, 73, 74, 76, 79, 81, 82, 84, 87, 88, 91, 93, 94, 97, 98, 100,
                                          103, 104, 107, 109, 110, 112, 115, 117, 118, 121, 122, 124, 127, 128};
    mock_turtles::GrundyTableSum table;
    for (std::size_t x = 0; x < sizeof a000069 / sizeof a000069[0]; ++x) {
        CAPTURE(x);
        CHECK(mock_turtles::mock_turtles_grundy(x) == a000069[x]);
        CHECK(table.grundy(static_cast<long long>(x)) == a000069[x]);
    }
}

TEST_CASE("mock-turtles: closed form matches the Grundy table by the rules for every coin up to 150") {
    mock_turtles::GrundyTableSum table;
    for (long long x = 0; x <= mock_turtles::reference_limits().max_position; ++x) {
        CAPTURE(x);
        CHECK(mock_turtles::mock_turtles_grundy(static_cast<unsigned long long>(x)) == table.grundy(x));
    }
}

TEST_CASE("mock-turtles: closed form matches the whole-row search on every row of 12 coins") {
    const unsigned coins = 12;
    gamecore::GameSearch<mock_turtles::RowRules> search((mock_turtles::RowRules(coins)));
    int losing = 0;
    for (unsigned long row = 0; row < (1UL << coins); ++row) {
        std::vector<long long> heads;
        for (unsigned k = 0; k < coins; ++k)
            if (row >> k & 1UL) heads.push_back(k);
        const bool wins = search.wins(row);
        CAPTURE(row);
        CHECK(closed_form_wins(heads) == wins);
        losing += !wins;
    }
    // 4096 rows; 128 lost by the whole-row search of testdata/mock-turtles/derive.py (Python, written apart).
    CHECK(losing == 128);
    CHECK(search.positions_seen() == 4096);
}

TEST_CASE("mock-turtles: the sample, and a coin listed twice is one coin") {
    const std::string sample = "0\n1\n0\n4\n0 1 2 3\n";
    CHECK(answers_by(mock_turtles::solve, suite, sample) == "Yes\nNo\nYes\n");
    CHECK(answers_by(mock_turtles::solve, judge, sample, true) == "Yes\nNo\nYes\n");
    CHECK(answers_by(mock_turtles::solve_by_reference, mock_turtles::reference_limits(), sample) == "Yes\nNo\nYes\n");
    // The sample's other reading: an empty line for n = 0.
    CHECK(answers_by(mock_turtles::solve, judge, "0\n\n1\n0\n4\n0 1 2 3\n", true) == "Yes\nNo\nYes\n");

    // One head at coin 5 (worth 11), however often it is listed; xoring the repeats would cancel them.
    CHECK(answers_by(mock_turtles::solve, suite, "2\n5 5\n3\n5 5 5\n1\n5\n") == "No\nNo\nNo\n");
    // 0 1 2 3 is lost (1^2^4^7 = 0), repeats or not; 0 1 2 alone is won.
    CHECK(answers_by(mock_turtles::solve, suite, "7\n3 0 1 3 2 0 3\n5\n0 1 2 1 0\n") == "Yes\nNo\n");
}

TEST_CASE("mock-turtles: coins at 10^8 - 1 and 2^63 - 1, where g(x) leaves int and long long") {
    CHECK(mock_turtles::mock_turtles_grundy(99999999ULL) == 199999998ULL);  // 19 one bits: 2x
    CHECK(mock_turtles::mock_turtles_grundy(9223372036854775807ULL) == 18446744073709551614ULL);  // 63 bits: 2x
    CHECK(mock_turtles::mock_turtles_grundy(9223372036854775806ULL) == 18446744073709551613ULL);  // 62 bits: 2x+1
    CHECK(mock_turtles::mock_turtles_grundy(4611686018427387904ULL) == 9223372036854775808ULL);   // 2^62: 2x
    CHECK(closed_form_wins({suite.max_position}));
    // 2^63 - 1 and 2^63 - 2 are worth 2^64 - 2 and 2^64 - 3, whose xor 3 is that of coins 0 and 1 (1 xor 2).
    CHECK_FALSE(closed_form_wins({suite.max_position, suite.max_position - 1, 0, 1}));
    CHECK(closed_form_wins({suite.max_position, suite.max_position - 1, 0}));
    CHECK(closed_form_wins({suite.max_position, suite.max_position - 1}));
    CHECK(answers_by(mock_turtles::solve, suite, "5\n9223372036854775807 1 9223372036854775806 0 1\n") == "Yes\n");
}

TEST_CASE("mock-turtles: 10^6 listed coins in a case, most of them repeats") {
    std::string text = std::to_string(suite.max_heads) + "\n";
    for (long long i = 0; i < suite.max_heads; ++i) text += (i ? " " : "") + std::to_string(i % 4);
    text += "\n1\n99999999\n";
    CHECK(answers_by(mock_turtles::solve, suite, text) == "Yes\nNo\n");  // coins 0 1 2 3, then one coin
}

TEST_CASE("mock-turtles: CRLF, tabs, blank lines and no final newline read leniently") {
    CHECK(answers_by(mock_turtles::solve, suite, "0\r\n\r\n1\r\n0\r\n4\r\n0\t1 2\t\t3") == "Yes\nNo\nYes\n");
    CHECK(answers_by(mock_turtles::solve, suite, "0 0 0") == "Yes\nYes\nYes\n");
    CHECK(answers_by(mock_turtles::solve, suite, "") == "");  // no case at all
}

TEST_CASE("mock-turtles: bad input names line, column and what was expected") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(mock_turtles::solve, suite, "1\n0\n2\n1 x\n", false, &error) == "No\n");
    CHECK(error.line == 4);
    CHECK(error.column == 3);
    CHECK(error.expected == "coin position (integer 0..9223372036854775807)");

    CHECK(answers_by(mock_turtles::solve, suite, "1\n-1\n", false, &error) == "");
    CHECK(error.found == "'-1'");

    CHECK(answers_by(mock_turtles::solve, suite, "1000001\n", false, &error) == "");
    CHECK(error.expected == "number of heads n (integer 0..1000000)");

    CHECK(answers_by(mock_turtles::solve, suite, "3\n1 2\n", false, &error) == "");
    CHECK(error.line == 3);  // after the last line break
    CHECK(error.found == "end of input");

    // The reference's own limits: its table stops at coin 150.
    CHECK(answers_by(mock_turtles::solve_by_reference, mock_turtles::reference_limits(), "1\n151\n", false,
                     &error) == "");
    CHECK(error.expected == "coin position (integer 0..150)");
}

TEST_CASE("mock-turtles: strict mode checks the exact format and the judge's limits") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(mock_turtles::solve, judge, "", true, &error) == "");  // at least one case
    CHECK(error.expected == "number of heads n");
    CHECK(error.found == "end of input");

    CHECK(answers_by(mock_turtles::solve, judge, "1\n100000000\n", true, &error) == "");
    CHECK(error.expected == "coin position (integer 0..99999999)");

    CHECK(answers_by(mock_turtles::solve, judge, "101\n", true, &error) == "");
    CHECK(error.found == "'101'");

    CHECK(answers_by(mock_turtles::solve, judge, "2\n1  2\n", true, &error) == "");
    CHECK(error.column == 3);

    CHECK(answers_by(mock_turtles::solve, judge, "1\n1\n\n", true, &error) == "No\n");
    CHECK(error.line == 3);

    CHECK(answers_by(mock_turtles::solve, judge, "0\n\n\n", true, &error) == "Yes\n");  // one empty line only
    CHECK(error.line == 3);

    CHECK(answers_by(mock_turtles::solve, judge, "1\n1", true, &error) == "");
    CHECK(error.expected == "end of line");
}
