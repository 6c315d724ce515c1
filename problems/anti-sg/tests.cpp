// anti-sg tests: the SJ rule on row lengths against the misère row game played by its rules, the rows' Grundy
// values by their rules, the statement's sample, and input handling (lenient, strict, errors).
#include <doctest/doctest.h>

#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/grundy.hpp"
#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using input_testing::error_of;
using input_testing::answers_by;
using input_testing::multisets;
using input_testing::scan;

const anti_sg::Limits suite = anti_sg::suite_limits();
const anti_sg::Limits judge = anti_sg::judge_limits();

// One row in normal play, for gamecore::GrundyTable: a block of 1..v apples leaves rows a and v - block - a.
struct RowRules {
    std::size_t option_bound(std::size_t row) const { return row * (row + 1) / 2; }
    void add_options(std::size_t row, const std::vector<unsigned>& g, gamecore::MexBuffer& out) const {
        for (std::size_t block = 1; block <= row; ++block)
            for (std::size_t left = 0; left + block <= row; ++left) out.add(g[left] ^ g[row - block - left]);
    }
};

std::string shown(const std::vector<long long>& rows) {
    std::string text;
    for (long long row : rows) text += std::to_string(row) + " ";
    return text;
}

struct Tally {
    int positions = 0;
    int losing = 0;
};

// The SJ rule against the misère search on every multiset of 1..max_count rows of 0..max_row apples.
Tally compare_all(anti_sg::MisereRowSearch& search, std::size_t max_count, long long max_row) {
    Tally tally;
    for (std::size_t count = 1; count <= max_count; ++count) {
        std::vector<std::vector<long long>> all;
        std::vector<long long> rows;
        multisets(count, max_row, rows, all);
        for (const std::vector<long long>& position : all) {
            const bool wins = search.wins(anti_sg::MisereRowSearch::position_of(position));
            CAPTURE(shown(position));
            CHECK(anti_sg::first_player_wins(position) == wins);
            ++tally.positions;
            tally.losing += !wins;
        }
    }
    return tally;
}

}  // namespace

TEST_CASE("anti-sg: a row's Grundy value (normal play, by the rules) is its length, for rows up to 100") {
    gamecore::GrundyTable<RowRules> table((RowRules()));
    for (std::size_t row = 0; row <= 100; ++row) {
        CAPTURE(row);
        CHECK(table.value(row) == row);
    }
}

TEST_CASE("anti-sg: the SJ rule matches the misère game on every multiset of <= 5 rows of 0..6 apples") {
    anti_sg::MisereRowSearch search;
    // Up to 2 rows, by hand: 7 + 28 = 35 multisets; lost are [1], [0 1] and [v v] for v = 2..6, so 7.
    const Tally two = compare_all(search, 2, 6);
    CHECK(two.positions == 35);
    CHECK(two.losing == 7);
    // Up to 5 rows: 7 + 28 + 84 + 210 + 462 = 791 multisets; 111 lost by the misère search of
    // testdata/anti-sg/derive.py (Python, written apart from this code).
    const Tally five = compare_all(search, 5, 6);
    CHECK(five.positions == 791);
    CHECK(five.losing == 111);
}

TEST_CASE("anti-sg: the SJ rule matches the misère game on more rows and longer rows") {
    anti_sg::MisereRowSearch search;
    compare_all(search, 8, 2);
    compare_all(search, 6, 3);
    compare_all(search, 3, 9);
    CHECK(search.positions_seen() > 1000);
}

TEST_CASE("anti-sg: misère Nim as the cheat sheet states it, and the statement's sample") {
    // All rows <= 1: the first player wins iff the number of apples is even (cheat sheet, 反 Nim 博弈).
    CHECK_FALSE(anti_sg::first_player_wins({1}));
    CHECK(anti_sg::first_player_wins({1, 1}));
    CHECK_FALSE(anti_sg::first_player_wins({1, 0, 1, 1}));
    CHECK(anti_sg::first_player_wins({0}));  // no apple: the player to move cannot move, and wins
    CHECK(anti_sg::first_player_wins({0, 0, 1, 1}));
    // Otherwise iff the rows xor to non-zero.
    CHECK_FALSE(anti_sg::first_player_wins({2, 2}));
    CHECK(anti_sg::first_player_wins({3}));
    CHECK_FALSE(anti_sg::first_player_wins({1, 2, 3}));
    CHECK(anti_sg::first_player_wins({1, 1, 2}));

    CHECK(answers_by(anti_sg::solve, suite, "2\n2 2\n1\n3\n") == "No\nYes\n");
    CHECK(answers_by(anti_sg::solve_by_reference, anti_sg::reference_limits(), "2\n2 2\n1\n3\n") == "No\nYes\n");
}

TEST_CASE("anti-sg: rows up to 2^63 - 1 and 10^6 rows in a case") {
    const long long max = suite.max_row;
    CHECK_FALSE(anti_sg::first_player_wins({max, max}));
    CHECK(anti_sg::first_player_wins({max, max - 1}));
    CHECK_FALSE(anti_sg::first_player_wins({max, max - 1, 1}));
    CHECK(anti_sg::first_player_wins({max, 0}));

    std::string ones = std::to_string(suite.max_rows) + "\n";
    for (long long i = 0; i < suite.max_rows; ++i) ones += i == 0 ? "1" : " 1";
    ones += "\n";
    CHECK(answers_by(anti_sg::solve, suite, ones) == "Yes\n");  // 10^6 apples in rows of one: even
    ones[ones.size() - 2] = '0';
    CHECK(answers_by(anti_sg::solve, suite, ones) == "No\n");
}

TEST_CASE("anti-sg: cases until end of input; CRLF, tabs, blank lines and no final newline read leniently") {
    CHECK(answers_by(anti_sg::solve, suite, "2\r\n2\t2\r\n\r\n\r\n1\r\n   3") == "No\nYes\n");
    CHECK(answers_by(anti_sg::solve, suite, "") == "");
    CHECK(answers_by(anti_sg::solve, suite, "1 1 2 0 1") == "No\nNo\n");
}

TEST_CASE("anti-sg: strict mode wants the exact layout, one empty line between cases at most") {
    CHECK(answers_by(anti_sg::solve, judge, "2\n2 2\n1\n3\n", true) == "No\nYes\n");
    CHECK(answers_by(anti_sg::solve, judge, "2\n2 2\n\n1\n3\n", true) == "No\nYes\n");

    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(anti_sg::solve, judge, "", true, &error) == "");
    CHECK(error.line == 1);
    CHECK(error.expected == "row count n (integer 1..100)");
    CHECK(error.found == "end of input");

    CHECK(answers_by(anti_sg::solve, judge, "2\n2 2\n\n\n1\n3\n", true, &error) == "No\n");
    CHECK(error.line == 4);
    CHECK(error.column == 1);
    CHECK(error.found == "'\\x0a'");

    CHECK(answers_by(anti_sg::solve, judge, "1\n3\n\n", true, &error) == "Yes\n");
    CHECK(error.line == 4);
    CHECK(error.found == "end of input");

    CHECK(answers_by(anti_sg::solve, judge, "1\n101\n", true, &error) == "");
    CHECK(error.line == 2);
    CHECK(error.expected == "apples in a row (integer 0..100)");

    CHECK(answers_by(anti_sg::solve, judge, "101\n", true, &error) == "");
    CHECK(error.expected == "row count n (integer 1..100)");

    CHECK(answers_by(anti_sg::solve, judge, "2\n1  1\n", true, &error) == "");
    CHECK(error.column == 3);
    CHECK(error.expected == "apples in a row (integer 0..100)");
    CHECK(error.found == "' '");

    CHECK(answers_by(anti_sg::solve, judge, "2\n1\t1\n", true, &error) == "");
    CHECK(error.expected == "a single space");

    CHECK(answers_by(anti_sg::solve, judge, "1\n1", true, &error) == "");
    CHECK(error.expected == "end of line");
    CHECK(error.found == "end of input");
}

TEST_CASE("anti-sg: bad input names line, column and what was expected") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(anti_sg::solve, suite, "1\n2\n3\n1 x\n", false, &error) == "Yes\n");
    CHECK(error.line == 4);
    CHECK(error.column == 3);
    CHECK(error.expected == "apples in a row (integer 0..9223372036854775807)");
    CHECK(error.found == "'x'");

    CHECK(answers_by(anti_sg::solve, suite, "0\n", false, &error) == "");
    CHECK(error.expected == "row count n (integer 1..1000000)");

    CHECK(answers_by(anti_sg::solve, suite, "1000001\n", false, &error) == "");
    CHECK(error.found == "'1000001'");

    CHECK(answers_by(anti_sg::solve, suite, "1\n-1\n", false, &error) == "");
    CHECK(error.found == "'-1'");

    CHECK(answers_by(anti_sg::solve, suite, "1\n9223372036854775808\n", false, &error) == "");
    CHECK(error.found == "'9223372036854775808'");

    CHECK(answers_by(anti_sg::solve, suite, "3\n1 2", false, &error) == "");
    CHECK(error.found == "end of input");

    // The reference's own limits: 7 rows are too many for its search.
    CHECK(answers_by(anti_sg::solve_by_reference, anti_sg::reference_limits(), "1\n1\n7\n1 1 1 1 1 1 1\n", false,
                     &error) == "No\n");
    CHECK(error.line == 3);
    CHECK(error.expected == "row count n (integer 1..6)");
}
