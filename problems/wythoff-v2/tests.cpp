// wythoff-v2 tests: the closed form against Wythoff's game played by its rules, at the judge's extremes (answers from
// testdata/wythoff-v2/derive.py, exact Python integers) and where a floating-point phi goes wrong.
#include <doctest/doctest.h>

#include <cmath>
#include <string>

#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

TEST_CASE("wythoff-v2: closed form matches the rules for every pair with a, b <= 60") {
    gamecore::GameSearch<wythoff_v2::WythoffRules> search((wythoff_v2::WythoffRules()));
    int losing = 0;
    for (long long a = 0; a <= 60; ++a) {
        for (long long b = 0; b <= 60; ++b) {
            const bool wins = search.wins(wythoff_v2::WythoffRules::Position(a, b));
            CAPTURE(a);
            CAPTURE(b);
            CHECK(wythoff_v2::first_player_wins(a, b) == wins);
            losing += !wins;
        }
    }
    // 0,0 plus 2 orders of each losing pair (1,2), (3,5), ..., (37,60): a check that the search found them.
    CHECK(losing == 1 + 2 * 23);
}

TEST_CASE("wythoff-v2: statement sample, in both modes") {
    const std::string sample = "3\n3 5\n3 4\n1 9\n";
    CHECK(input_testing::answers_by(wythoff_v2::solve, wythoff_v2::suite_limits(), sample) == "B\nA\nA\n");
    CHECK(input_testing::answers_by(wythoff_v2::solve, wythoff_v2::judge_limits(), sample, true) == "B\nA\nA\n");
}

TEST_CASE("wythoff-v2: the judge's extremes") {
    const long long top = 1000000000000000000LL;
    // The largest losing pair within 10^18 ends at 10^18 itself: k = 381966011250105152, floor(k phi) = top - k.
    const long long a = 618033988749894848LL;
    CHECK_FALSE(wythoff_v2::first_player_wins(a, top));
    CHECK_FALSE(wythoff_v2::first_player_wins(top, a));
    CHECK(wythoff_v2::first_player_wins(a - 1, top));
    CHECK(wythoff_v2::first_player_wins(top, a + 1));
    CHECK(wythoff_v2::first_player_wins(a, top - 1));
    CHECK(wythoff_v2::first_player_wins(top, top));  // take both piles
    CHECK(wythoff_v2::first_player_wins(1, top));
    CHECK(wythoff_v2::first_player_wins(1, 1));
    CHECK_FALSE(wythoff_v2::first_player_wins(2, 1));
}

TEST_CASE("wythoff-v2: a floating-point phi misses floor(k phi) near 10^18; the exact test does not") {
    // derive.py --show: for k = 258726949447274050, floor(k phi) = 418628998011265233, and the double product is 17
    // short of it, so a double-phi solver swaps the answers of these two pairs.
    const long long k = 258726949447274050LL, exact = 418628998011265233LL;
    const long long by_double = static_cast<long long>(static_cast<double>(k) * ((1 + std::sqrt(5.0)) / 2));
    CHECK(by_double == exact - 17);
    CHECK_FALSE(wythoff_v2::first_player_wins(exact, exact + k));
    CHECK_FALSE(wythoff_v2::first_player_wins(exact + k, exact));
    CHECK(wythoff_v2::first_player_wins(by_double, by_double + k));
}
