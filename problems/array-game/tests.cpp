// array-game tests: the divisor-block table against the coin-turning values by cell (no floor(n / x) insight) and
// against the whole-board search by the rules on every position of every board up to 12 cells; values pinned from
// testdata/array-game/derive.py (Python); the sample, large n and input handling.
#include <doctest/doctest.h>

#include <cstddef>
#include <string>
#include <vector>

#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using input_testing::answers_by;

const array_game::Limits suite = array_game::suite_limits();
const array_game::Limits judge = array_game::judge_limits();

// SG of every cell 1..n of one board by the coin-turning definition, cell by cell from n down: the options of a
// lone white x flip 2x..kx, each a lone white coin by the theorem, so mex over k of the xor of SG(jx), 2 <= j <= k.
std::vector<unsigned> cell_values_by_definition(long long n) {
    std::vector<unsigned> sg(static_cast<std::size_t>(n) + 1, 0);
    for (long long x = n; x >= 1; --x) {
        std::vector<char> seen(static_cast<std::size_t>(n / x) + 2, 0);
        unsigned prefix = 0;
        seen[0] = 1;
        for (long long j = 2; j * x <= n; ++j) {
            prefix ^= sg[static_cast<std::size_t>(j * x)];
            if (prefix < seen.size()) seen[prefix] = 1;
        }
        unsigned mex = 0;
        while (seen[mex]) ++mex;
        sg[static_cast<std::size_t>(x)] = mex;
    }
    return sg;
}

bool block_table_wins(long long n, unsigned long mask) {
    array_game::CoinSum sum;
    sum.prepare(n);
    for (long long x = 1; x <= n; ++x)
        if (mask >> (x - 1) & 1) sum.add_white(x);
    return sum.first_player_wins();
}

}  // namespace

TEST_CASE("array-game: the divisor-block table equals the coin-turning values by cell for every n up to 300") {
    for (long long n = 1; n <= 300; ++n) {
        const std::vector<unsigned> by_cell = cell_values_by_definition(n);
        array_game::DivisorBlockGrundy grundy;
        grundy.prepare(n);
        for (long long x = 1; x <= n; ++x) {
            CAPTURE(n);
            CAPTURE(x);
            CHECK(grundy.cell(x) == by_cell[static_cast<std::size_t>(x)]);
        }
    }
}

TEST_CASE("array-game: the block table against the whole-board search on every position, n up to 12") {
    int positions = 0, lost = 0;
    for (long long n = 1; n <= 12; ++n) {
        array_game::BoardRules rules;
        rules.n = n;
        gamecore::GameSearch<array_game::BoardRules> search(rules);
        for (unsigned long mask = 0; mask < (1UL << n); ++mask) {
            const bool wins = search.wins(mask);
            CAPTURE(n);
            CAPTURE(mask);
            CHECK(block_table_wins(n, mask) == wins);
            ++positions;
            lost += !wins;
        }
    }
    CHECK(positions == 8190);
    CHECK(lost == 1152);  // the whole-board search of testdata/array-game/derive.py (Python) counts the same
}

TEST_CASE("array-game: G(m) pinned from derive.py, and the sample") {
    // G(1..29) from testdata/array-game/derive.py (Python, the definition over m, memoised).
    const unsigned known[] = {1, 2, 2, 1, 1, 3, 3, 2, 2, 4, 4, 4, 4, 1, 1, 1, 1, 4, 4, 1, 1, 1, 1, 1, 1, 1, 1, 4, 4};
    array_game::DivisorBlockGrundy grundy;
    for (long long m = 1; m <= 29; ++m) {  // cell 1 of a board of m cells is worth G(m)
        CAPTURE(m);
        grundy.prepare(m);
        CHECK(grundy.cell(1) == known[m - 1]);
    }
    const std::string sample = "3\n2\n2\n1 2\n2\n2 3\n";
    CHECK(answers_by(array_game::solve, suite, sample) == "Yes\nNo\n");
    CHECK(answers_by(array_game::solve, judge, sample, true) == "Yes\nNo\n");
    CHECK(answers_by(array_game::solve_by_reference, array_game::reference_limits(), sample) == "Yes\nNo\n");
}

TEST_CASE("array-game: bad input names line, column and what was expected; strict mode the judge's limits") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(array_game::solve, suite, "3\n2\n2\n1 1\n", false, &error) == "");
    CHECK(error.expected == "a white cell not already named in the query");
    CHECK(error.line == 4);
    CHECK(error.column == 3);
    CHECK(answers_by(array_game::solve, suite, "3\n1\n1\n4\n", false, &error) == "");
    CHECK(error.expected == "white cell (integer 1..3)");
    CHECK(answers_by(array_game::solve, suite, "3\n1\n1\n3\n5\n", false, &error) == "Yes\n");
    CHECK(error.expected == "end of input after the K queries");
    CHECK(answers_by(array_game::solve, suite, "10000000001\n", false, &error) == "");
    CHECK(error.expected == "number of cells n (integer 1..10000000000)");
    CHECK(answers_by(array_game::solve, judge, "1000000001\n1\n1\n1\n", true, &error) == "");
    CHECK(error.expected == "number of cells n (integer 1..1000000000)");
    CHECK(answers_by(array_game::solve, judge, "3\n101\n", true, &error) == "");
    CHECK(error.expected == "number of queries K (integer 1..100)");
    CHECK(answers_by(array_game::solve_by_reference, array_game::reference_limits(), "15\n", false, &error) == "");
    CHECK(error.expected == "number of cells n (integer 1..14)");
    CHECK(answers_by(array_game::solve, suite, "3\r\n2\r\n\r\n2\r\n1\t2\r\n2\r\n2 3") == "Yes\nNo\n");
}
