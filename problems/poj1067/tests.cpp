// poj1067 tests: the closed form against Wythoff's game played by its rules.
#include <doctest/doctest.h>

#include "reference.hpp"
#include "solver.hpp"

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
