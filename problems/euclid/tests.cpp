// euclid tests: the Euclid chain against the game searched by its rules (every pair 1..100, both orders), against
// Cole and Davie's golden-ratio theorem (every pair to 2000), pairs near 2^63 (also their --moves), and input
// handling.
#include <doctest/doctest.h>

#include <string>

#include "cli/case_moves.hpp"
#include "moves.hpp"
#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using input_testing::answers_by;

const euclid::Limits suite = euclid::suite_limits();
const euclid::Limits judge = euclid::judge_limits();
const long long max_long = 9223372036854775807LL;

}  // namespace

TEST_CASE("euclid: the chain matches the rules for every pair 1..100 in both orders") {
    euclid::WinsBySearch search;
    int lost = 0, lost_to_60 = 0;
    for (long long a = 1; a <= 100; ++a)
        for (long long b = 1; b <= 100; ++b) {
            CAPTURE(a);
            CAPTURE(b);
            const bool wins = search.first_player_wins(a, b);
            CHECK(euclid::first_player_wins_from(a, b) == wins);
            lost += !wins;
            lost_to_60 += !wins && a <= 60 && b <= 60;
        }
    // Counts from the Python search of testdata/euclid/derive.py, written apart from this code.
    CHECK(lost == 3758);
    CHECK(lost_to_60 == 1338);
    // Every pair (smaller, larger) with 0 <= smaller <= larger <= 100 is reachable from some asked pair.
    CHECK(search.positions_seen() == 5151 - 1);  // all but (0, 0): no pair asked reaches it
}

TEST_CASE("euclid: Cole and Davie (1969): with a < b the mover wins iff b / a > golden ratio; a = b wins") {
    // b / a > phi = (1 + sqrt 5) / 2 iff b^2 - a b - a^2 > 0 (phi is the positive root of x^2 - x - 1, and is
    // irrational, so never equal). Exact in long long for numbers up to 2000.
    for (long long a = 1; a <= 2000; ++a)
        for (long long b = a; b <= 2000; ++b) {
            const bool theorem = a == b || b * b - a * b - a * a > 0;
            if (euclid::first_player_wins_from(a, b) != theorem || euclid::first_player_wins_from(b, a) != theorem) {
                CAPTURE(a);
                CAPTURE(b);
                FAIL_CHECK("the chain disagrees with the golden-ratio theorem");
            }
        }
}

TEST_CASE("euclid: the traps: either order, equal numbers, quotient exactly 2") {
    CHECK(euclid::first_player_wins_from(34, 12));
    CHECK(euclid::first_player_wins_from(12, 34));
    CHECK_FALSE(euclid::first_player_wins_from(15, 24));
    CHECK_FALSE(euclid::first_player_wins_from(24, 15));
    CHECK(euclid::first_player_wins_from(1, 1));
    CHECK(euclid::first_player_wins_from(7, 7));
    CHECK(euclid::first_player_wins_from(5, 2));  // q = 2: Stan goes to (3, 2), Ollie is forced to (1, 2)
    CHECK_FALSE(euclid::first_player_wins_from(3, 2));
    CHECK(euclid::first_player_wins_from(2, 1));
}

TEST_CASE("euclid: numbers near 2^63 - 1, answers from the golden-ratio rule in Python (derive.py)") {
    CHECK(euclid::first_player_wins_from(max_long, max_long));
    CHECK(euclid::first_player_wins_from(max_long, 1));
    CHECK(euclid::first_player_wins_from(1, max_long));
    CHECK_FALSE(euclid::first_player_wins_from(max_long, max_long - 1));
    CHECK_FALSE(euclid::first_player_wins_from(max_long - 1, max_long));
    CHECK(euclid::first_player_wins_from(max_long, 2));
    // The largest consecutive Fibonacci numbers below 2^63: 89 forced steps down to (2, 1) (Python, derive.py).
    CHECK_FALSE(euclid::first_player_wins_from(7540113804746346429LL, 4660046610375530309LL));
    CHECK_FALSE(euclid::first_player_wins_from(4660046610375530309LL, 7540113804746346429LL));
    CHECK(euclid::first_player_wins_from(7540113804746346429LL, 2880067194370816120LL));
    CHECK_FALSE(euclid::first_player_wins_from(max_long, 7540113804746346429LL));
}

TEST_CASE("euclid: --moves near 2^63 - 1: a quotient of 2^63 - 1 ends the list (it once counted past it)") {
    auto moves = [](const std::string& input) {
        return answers_by(gamesuite::write_moves<euclid::Moves>, suite, input);
    };
    CHECK(moves("9223372036854775807 1\n1 9223372036854775807\n0 0\n") == "win 0,1\nwin 1,0\n");
    CHECK(moves("9223372036854775807 9223372036854775807\n0 0\n") ==
          "win 0,9223372036854775807 9223372036854775807,0\n");
    CHECK(moves("9223372036854775807 2\n0 0\n") == "win 3,2\n");  // Ollie at (3, 2) must leave Stan (2, 1)
}

TEST_CASE("euclid: the statement's sample, and nothing read after 0 0") {
    const std::string sample = "34 12\n15 24\n0 0\n";
    CHECK(answers_by(euclid::solve, suite, sample) == "Stan wins\nOllie wins\n");
    CHECK(answers_by(euclid::solve, judge, sample, true) == "Stan wins\nOllie wins\n");
    CHECK(answers_by(euclid::solve_by_reference, euclid::reference_limits(), sample) == "Stan wins\nOllie wins\n");
    CHECK(answers_by(euclid::solve, suite, "5 2\n0 0\nnot read\n") == "Stan wins\n");
    CHECK(answers_by(euclid::solve, suite, "0 0\n") == "");
}

TEST_CASE("euclid: CRLF, tabs, blank lines and no final newline read leniently; end of input ends too") {
    CHECK(answers_by(euclid::solve, suite, "34\t12\r\n\r\n15\t 24\r\n0 0") == "Stan wins\nOllie wins\n");
    CHECK(answers_by(euclid::solve, suite, "34 12\n15 24") == "Stan wins\nOllie wins\n");
    CHECK(answers_by(euclid::solve, suite, "") == "");
}

TEST_CASE("euclid: bad input names line, column and what was expected") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(euclid::solve, suite, "34 12\n15 x\n", false, &error) == "Stan wins\n");
    CHECK(error.line == 2);
    CHECK(error.column == 4);
    CHECK(error.expected == "number b (integer 1..9223372036854775807)");
    CHECK(error.found == "'x'");

    // A zero is no position: only 0 0 ends the input.
    CHECK(answers_by(euclid::solve, suite, "5 0\n", false, &error) == "");
    CHECK(error.column == 3);
    CHECK(error.found == "'0'");
    CHECK(answers_by(euclid::solve, suite, "0 5\n", false, &error) == "");
    CHECK(error.expected == "0 (the line 0 0 ends the input) (integer 0..0)");

    CHECK(answers_by(euclid::solve, suite, "9223372036854775808 1\n", false, &error) == "");
    CHECK(error.found == "'9223372036854775808'");

    CHECK(answers_by(euclid::solve, suite, "-1 1\n", false, &error) == "");
    CHECK(error.expected == "number a (0 0 ends the input) (integer 0..9223372036854775807)");

    CHECK(answers_by(euclid::solve, suite, "7\n", false, &error) == "");
    CHECK(error.line == 2);
    CHECK(error.found == "end of input");

    // The reference's own limits: its search stops at 100.
    CHECK(answers_by(euclid::solve_by_reference, euclid::reference_limits(), "1 101\n", false, &error) == "");
    CHECK(error.expected == "number b (integer 1..100)");
}

TEST_CASE("euclid: strict mode checks the exact format, the judge's limits and the terminator") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(euclid::solve, judge, "34 12\n2147483648 1\n", true, &error) == "Stan wins\n");
    CHECK(error.line == 2);
    CHECK(error.column == 1);
    CHECK(error.expected == "number a (0 0 ends the input) (integer 0..2147483647)");

    CHECK(answers_by(euclid::solve, judge, "34 12\n", true, &error) == "Stan wins\n");
    CHECK(error.line == 2);
    CHECK(error.found == "end of input");

    CHECK(answers_by(euclid::solve, judge, "34 12\n0 0\n\n", true, &error) == "Stan wins\n");
    CHECK(error.line == 3);
    CHECK(error.expected == "end of input");

    CHECK(answers_by(euclid::solve, judge, "34  12\n", true, &error) == "");
    CHECK(error.column == 4);

    CHECK(answers_by(euclid::solve, judge, "34 12\r\n", true, &error) == "");
    CHECK(error.expected == "end of line");

    CHECK(answers_by(euclid::solve, judge, "0 0", true, &error) == "");
    CHECK(error.expected == "end of line");
    CHECK(error.found == "end of input");
}
