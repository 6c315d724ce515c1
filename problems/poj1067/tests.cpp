// poj1067 tests: the closed form against Wythoff's game played by its rules.
#include <doctest/doctest.h>

#include <string>

#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

TEST_CASE("poj1067: closed form matches the rules for every pair with a, b <= 60") {
    gamecore::GameSearch<poj1067::WythoffRules> search((poj1067::WythoffRules()));
    int losing = 0;
    for (long long a = 0; a <= 60; ++a) {
        for (long long b = 0; b <= 60; ++b) {
            const bool wins = search.wins(poj1067::WythoffRules::Position(a, b));
            CAPTURE(a);
            CAPTURE(b);
            CHECK(poj1067::first_player_wins(a, b) == wins);
            losing += !wins;
        }
    }
    // 0,0 plus 2 orders of each losing pair (1,2), (3,5), ..., (37,60): a check that the search found them.
    CHECK(losing == 1 + 2 * 23);
}

TEST_CASE("poj1067: statement sample") {
    CHECK_FALSE(poj1067::first_player_wins(2, 1));
    CHECK(poj1067::first_player_wins(8, 4));
    CHECK_FALSE(poj1067::first_player_wins(4, 7));
    CHECK_FALSE(poj1067::first_player_wins(0, 0));
}

TEST_CASE("poj1067: pairs read many lines at a time and one by one give every answer, in order") {
    // 2000 pairs, many of them losing, in batches of lines read at once; every 97th line has a layout only the
    // token-by-token reading takes (CRLF, two spaces, a blank line before it), in lenient mode.
    std::string plain, odd, expected;
    for (long long k = 0; k < 2000; ++k) {
        long long a = k * 7919 % 1000, b = k * 104729 % 1000;
        unsigned long long smaller;
        if (k % 3 == 0 && gamecore::wythoff_smaller_of_difference(1 + k % 500, smaller)) {  // a losing pair
            a = static_cast<long long>(smaller);
            b = a + 1 + k % 500;
        }
        const std::string pair = std::to_string(a) + " " + std::to_string(b);
        plain += pair + "\n";
        const char* const layouts[] = {"\r\n", "\n", "\n"};
        odd += k % 97 == 0 ? (k % 2 == 0 ? "\n" : "") + std::to_string(a) + "  " + std::to_string(b) + layouts[k % 3]
                           : pair + "\n";
        expected += poj1067::first_player_wins(a, b) ? "1\n" : "0\n";
    }
    CHECK(input_testing::answers_by(poj1067::solve, poj1067::suite_limits(), plain) == expected);
    CHECK(input_testing::answers_by(poj1067::solve, poj1067::suite_limits(), odd) == expected);
    CHECK(input_testing::answers_by(poj1067::solve, poj1067::judge_limits(), plain, true) == expected);
    CHECK(expected.find("0\n") != std::string::npos);
}
