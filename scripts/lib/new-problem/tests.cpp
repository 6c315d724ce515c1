// {{id}} tests: the closed form against the game played by its rules.
#include <doctest/doctest.h>

#include "reference.hpp"
#include "solver.hpp"

TEST_CASE("{{id}}: the closed form matches the rules for every pile up to 300") {
    gamecore::GameSearch<{{namespace}}::Rules> search(({{namespace}}::Rules()));
    int lost = 0;
    for (long long n = 0; n <= 300; ++n) {
        CAPTURE(n);
        const bool wins = search.wins(n);
        CHECK({{namespace}}::first_player_wins(n) == wins);
        lost += !wins;
    }
    CHECK(lost == 101);  // 0, 3, ..., 300: a check that the search found them
}
