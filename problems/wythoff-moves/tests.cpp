// wythoff-moves tests: the winning moves against every move tried by the rules on every pair of piles <= 60 (the
// same set, in the documented order), known positions (the sample, our notes' (5, 7)), piles near 2^63 - 1,
// and input handling. The losing-pair test itself is gamecore/wythoff.hpp's, tested in src/tests/wythoff_test.cpp.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using input_testing::answers_by;
using wythoff_moves::Move;

const wythoff_moves::Limits suite = wythoff_moves::suite_limits();
const wythoff_moves::Limits judge = wythoff_moves::judge_limits();

std::string shown(const std::vector<Move>& moves) {
    std::string text;
    for (const Move& m : moves) text += std::to_string(m.x) + " " + std::to_string(m.y) + "; ";
    return text;
}

std::vector<Move> fast(long long a, long long b) {
    std::vector<Move> moves;
    wythoff_moves::winning_moves(a, b, moves);
    return moves;
}

}  // namespace

TEST_CASE("wythoff-moves: the moves match every move tried by the rules, for every a, b <= 60") {
    wythoff_moves::MovesBySearch search;
    int lost = 0, two_single = 0, three = 0;
    std::vector<Move> expected;
    for (long long a = 0; a <= 60; ++a) {
        for (long long b = 0; b <= 60; ++b) {
            search.winning_moves(a, b, expected);
            const std::vector<Move> got = fast(a, b);
            if (shown(got) != shown(expected)) {
                CAPTURE(a);
                CAPTURE(b);
                CHECK(shown(got) == shown(expected));
            }
            lost += expected.empty();
            three += expected.size() == 3;
            two_single += expected.size() >= 2 && a != b;
        }
    }
    // (0, 0) and both orders of the 23 losing pairs up to (37, 60), as poj1067's test counts them.
    CHECK(lost == 1 + 2 * 23);
    CHECK(two_single > 0);
    CHECK(three > 0);
}

TEST_CASE("wythoff-moves: the sample and our notes' positions") {
    CHECK(fast(1, 2).empty());
    CHECK(shown(fast(5, 8)) == "4 7; 3 5; ");  // equal removal first
    CHECK(fast(4, 7).empty());
    CHECK(shown(fast(2, 2)) == "0 0; 1 2; ");  // either pile reduced gives 1 2: once
    // (5, 7): 7 -> 3 and 2 from both both leave (3, 5), printed once, as the equal-removal result; 5 -> 4 leaves
    // (4, 7).
    CHECK(shown(fast(5, 7)) == "3 5; 4 7; ");
    CHECK(shown(fast(7, 5)) == "3 5; 4 7; ");  // the piles in either order
    CHECK(shown(fast(0, 5)) == "0 0; ");
    CHECK(shown(fast(3, 4)) == "1 2; ");  // only by equal removal

    const std::string sample = "1 2\n5 8\n4 7\n2 2\n0 0\n";
    const std::string answers = "0\n1\n4 7\n3 5\n0\n1\n0 0\n1 2\n";
    CHECK(answers_by(wythoff_moves::solve, suite, sample) == answers);
    CHECK(answers_by(wythoff_moves::solve, judge, sample, true) == answers);
    CHECK(answers_by(wythoff_moves::solve_by_reference, wythoff_moves::reference_limits(), sample) == answers);
}

TEST_CASE("wythoff-moves: piles near 2^63 - 1, each move's position checked by the exact losing test") {
    const long long max = suite.max_pile;
    // The losing pair with difference 5 is (8, 13): equal removal from (max - 5, max) reaches it, listed first.
    CHECK(shown(fast(max - 5, max)).rfind("8 13; ", 0) == 0);
    CHECK(fast(0, max).size() == 1);
    CHECK(shown(fast(max, max)).rfind("0 0; ", 0) == 0);
    // Every move listed from positions near the top leaves a losing pair smaller than the start.
    const long long starts[][2] = {{max, max}, {max - 1, max}, {max / 2, max}, {6180339887498948482LL, max},
                                   {5700305424040107063LL, max}, {1, max}, {max - 100, max - 3}};
    for (const auto& s : starts) {
        CAPTURE(s[0]);
        CAPTURE(s[1]);
        const std::vector<Move> moves = fast(s[0], s[1]);
        for (const Move& m : moves) {
            CHECK(m.x <= m.y);
            CHECK(gamecore::is_wythoff_losing(m.x, m.y));
            const bool single = (m.x == s[0] && m.y < s[1]) || (m.y == s[0] && m.x < s[1]) ||
                                (m.x == s[1] && m.y < s[0]) || (m.y == s[1] && m.x < s[0]) ||
                                (m.x < s[0] && m.y == s[1]) || (m.x < s[1] && m.y == s[0]);
            const bool equal = s[0] - m.x == s[1] - m.y && m.x < s[0];
            CHECK((single || equal));
        }
        CHECK(moves.empty() == gamecore::is_wythoff_losing(s[0], s[1]));
    }
}

TEST_CASE("wythoff-moves: the terminator, nothing read after it, and end of input") {
    CHECK(answers_by(wythoff_moves::solve, suite, "3 4\n0 0\nnot read\n") == "1\n1 2\n");
    CHECK(answers_by(wythoff_moves::solve, suite, "0 0\n") == "");
    CHECK(answers_by(wythoff_moves::solve, suite, "3 4") == "1\n1 2\n");  // end of input ends too
    CHECK(answers_by(wythoff_moves::solve, suite, "4 3\r\n\t0 0") == "1\n1 2\n");
}

TEST_CASE("wythoff-moves: bad input names line, column and what was expected") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(wythoff_moves::solve, suite, "1 2\nx 3\n", false, &error) == "0\n");
    CHECK(error.line == 2);
    CHECK(error.column == 1);
    CHECK(error.expected == "pile a ('0 0' ends the input) (integer 0..9223372036854775807)");

    CHECK(answers_by(wythoff_moves::solve, suite, "1 9223372036854775808\n", false, &error) == "");
    CHECK(error.expected == "pile b (integer 0..9223372036854775807)");

    CHECK(answers_by(wythoff_moves::solve, suite, "1\n", false, &error) == "");
    CHECK(error.found == "end of input");

    CHECK(answers_by(wythoff_moves::solve_by_reference, wythoff_moves::reference_limits(), "1 61\n", false,
                     &error) == "");
    CHECK(error.expected == "pile b (integer 0..60)");
}

TEST_CASE("wythoff-moves: strict mode checks the exact format, a <= b, the judge's limits and the terminator") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(wythoff_moves::solve, judge, "5 3\n0 0\n", true, &error) == "");
    CHECK(error.expected == "pile b, at least a (integer 5..1000000)");
    CHECK(answers_by(wythoff_moves::solve, judge, "1 1000001\n0 0\n", true, &error) == "");
    CHECK(error.found == "'1000001'");
    CHECK(answers_by(wythoff_moves::solve, judge, "1 2\n", true, &error) == "0\n");
    CHECK(error.line == 2);
    CHECK(error.found == "end of input");
    CHECK(answers_by(wythoff_moves::solve, judge, "1 2\n0 0\n5 8\n", true, &error) == "0\n");
    CHECK(error.expected == "end of input");
    CHECK(answers_by(wythoff_moves::solve, judge, "1  2\n0 0\n", true, &error) == "");
    CHECK(error.column == 3);
}
