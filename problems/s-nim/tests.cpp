// s-nim tests: the Grundy tables against whole positions searched by the rules (every S within {1..6}), known
// sequences (OEIS A014586, the period of {1, 3, 4}, the Bash game), the table kept per S, and input handling.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using input_testing::answers_by;
using input_testing::multisets;
using input_testing::scan;

const s_nim::Limits suite = s_nim::suite_limits();
const s_nim::Limits judge = s_nim::judge_limits();

typedef gamecore::GameSearch<s_nim::WholePositionRules> Search;

std::vector<std::vector<long long>> all_positions(std::size_t max_count, long long max_heap) {
    std::vector<std::vector<long long>> all;
    for (std::size_t count = 1; count <= max_count; ++count) {
        std::vector<long long> heaps;
        multisets(count, max_heap, heaps, all);
    }
    return all;
}

std::string shown(const std::vector<long long>& values) {
    std::string text;
    for (long long value : values) text += std::to_string(value) + " ";
    return text;
}

bool table_wins(s_nim::SubtractionSum& game, const std::vector<long long>& heaps) {
    game.start_position();
    for (long long heap : heaps) game.add_heap(heap);
    return game.first_player_wins();
}

struct Tally {
    int positions = 0;
    int losing = 0;
};

// The table's xor against the whole-position search for one S on every given position.
void compare(const std::vector<long long>& amounts, const std::vector<std::vector<long long>>& positions,
             Tally& tally) {
    s_nim::SubtractionSum game(suite.max_heap);
    game.start_set(amounts);
    Search search((s_nim::WholePositionRules(amounts)));
    for (const std::vector<long long>& position : positions) {
        const bool wins = search.wins(position);
        CAPTURE(shown(amounts));
        CAPTURE(shown(position));
        CHECK(table_wins(game, position) == wins);
        ++tally.positions;
        tally.losing += !wins;
    }
}

const std::string sample =
    "2 2 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n5 1 2 3 4 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n0\n";

}  // namespace

TEST_CASE("s-nim: Take-a-Square, OEIS A014586, by the table and by the rules") {
    // OEIS A014586 (Nim-Grundy function for Take-a-Square), a(0..98); for heaps <= 98 the squares up to 100 are
    // every square that can be taken. Given unsorted, with a repeat.
    const unsigned a014586[] = {0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 0, 1, 0, 1, 2,
                                3, 2, 3, 4, 5, 3, 2, 3, 4, 0, 1, 2, 3, 2, 0, 1, 2, 3, 2, 0, 1, 2, 3, 2, 3,
                                4, 5, 0, 1, 3, 4, 5, 0, 1, 3, 4, 5, 0, 1, 3, 0, 1, 0, 1, 2, 4, 3, 0, 1, 5,
                                6, 2, 3, 4, 5, 6, 2, 3, 4, 5, 0, 1, 6, 3, 2, 4, 2, 6, 4, 5, 0, 1, 6, 4};
    const std::vector<long long> squares = {49, 1, 100, 4, 81, 9, 64, 16, 36, 25, 4};
    s_nim::SubtractionSum game(suite.max_heap);
    game.start_set(squares);
    Search search((s_nim::WholePositionRules(squares)));
    for (std::size_t n = 0; n < sizeof a014586 / sizeof a014586[0]; ++n) {
        CAPTURE(n);
        CHECK(game.grundy(static_cast<long long>(n)) == a014586[n]);
        CHECK(search.grundy(std::vector<long long>(1, static_cast<long long>(n))) == a014586[n]);
    }
}

TEST_CASE("s-nim: S = {1, 3, 4} loses exactly at heaps 0 and 2 mod 7, S = {1..k} is the Bash game") {
    // The Nim articles (subtraction games): with S = {1, 3, 4} the P-positions are n = 0, 2 (mod 7).
    s_nim::SubtractionSum game(suite.max_heap);
    game.start_set({4, 1, 3});
    for (long long n = 0; n <= 2000; ++n) {
        CAPTURE(n);
        CHECK((game.grundy(n) == 0) == (n % 7 == 0 || n % 7 == 2));
    }
    // The cheat sheet's Bash game: taking 1..k, g(n) = n mod (k + 1).
    for (long long k = 1; k <= 12; ++k) {
        std::vector<long long> amounts;
        for (long long s = k; s >= 1; --s) amounts.push_back(s);
        game.start_set(amounts);
        for (long long n = 0; n <= 300; ++n) {
            CAPTURE(k);
            CAPTURE(n);
            CHECK(game.grundy(n) == static_cast<unsigned>(n % (k + 1)));
        }
    }
}

TEST_CASE("s-nim: the tables match the whole-position search for every S within {1..6}, 1..3 heaps of 0..10") {
    const std::vector<std::vector<long long>> positions = all_positions(3, 10);
    REQUIRE(positions.size() == 11 + 66 + 286);
    // By hand for S = {1} (heaps worth their parity), 1..2 heaps: 77 positions; lost are the 6 even single heaps
    // and the 21 + 15 pairs of equal parity: 42.
    Tally one;
    compare({1}, all_positions(2, 10), one);
    CHECK(one.positions == 77);
    CHECK(one.losing == 42);
    // All 63 non-empty S within {1..6}: 63 * 363 = 22869 positions, 7850 lost by the whole-position search of
    // testdata/s-nim/derive.py (Python, written apart from this code).
    Tally all;
    for (int mask = 1; mask < 64; ++mask) {
        std::vector<long long> amounts;
        for (int s = 1; s <= 6; ++s)
            if (mask & (1 << (s - 1))) amounts.push_back(s);
        compare(amounts, positions, all);
    }
    CHECK(all.positions == 22869);
    CHECK(all.losing == 7850);
}

TEST_CASE("s-nim: more heaps, repeats, unsorted sets and amounts larger than every heap") {
    const std::vector<std::vector<long long>> four = all_positions(4, 7);
    Tally tally;
    compare({5, 2, 2, 5}, four, tally);
    compare({9, 7, 4, 2, 1}, four, tally);
    compare({3, 20, 1}, four, tally);
    compare({8, 9, 10}, four, tally);  // nothing ever applies: every position lost
    CHECK(tally.losing >= static_cast<int>(four.size()));
}

TEST_CASE("s-nim: the table is kept for the same S and rebuilt for another") {
    s_nim::SubtractionSum game(suite.max_heap);
    game.start_set({2, 5});
    CHECK(game.grundy(1000) == game.grundy(1000 - 7));  // {2, 5}: period 7 here
    const std::size_t known = game.heaps_known();
    CHECK(known == 1001);
    game.start_set({5, 2, 5, 2, 100000000000LL});  // the same moves: kept
    CHECK(game.heaps_known() == known);
    game.start_set({1, 2, 3, 4, 5});
    CHECK(game.heaps_known() == 0);
    CHECK(game.grundy(12) == 0);  // 12 mod 6
    game.start_set({2, 5});
    CHECK(game.grundy(12) == 2);  // g = 0 0 1 1 0 2 1 0 0 1 1 0 2 ... for {2, 5}
    CHECK(game.grundy(7) == 0);

    CHECK(answers_by(s_nim::solve, suite, "1 1\n2\n1 1\n1 2\n1 2\n2\n1 1\n1 2\n1 1\n1\n2 1 2\n0\n") ==
          "WL\nLW\nW\n");
}

TEST_CASE("s-nim: the statement's sample, and nothing read after the terminating 0") {
    CHECK(answers_by(s_nim::solve, suite, sample) == "LWW\nWWL\n");
    CHECK(answers_by(s_nim::solve, judge, sample, true) == "LWW\nWWL\n");
    CHECK(answers_by(s_nim::solve_by_reference, s_nim::reference_limits(), sample) == "LWW\nWWL\n");
    CHECK(answers_by(s_nim::solve, suite, "1 1\n1\n1 1\n0\nnot read\n") == "W\n");
    CHECK(answers_by(s_nim::solve, suite, "0\n") == "");
}

TEST_CASE("s-nim: amounts up to 2^63 - 1, heaps up to 10^6, empty positions and test cases") {
    s_nim::SubtractionSum game(suite.max_heap);
    game.start_set({suite.max_amount, 1, suite.max_amount - 1, suite.max_heap + 1});
    CHECK(game.grundy(suite.max_heap) == 0);  // only 1 applies: parity
    CHECK(game.grundy(suite.max_heap - 1) == 1);
    // S = {1..100}: g(n) = n mod 101, 10^8 mex steps to reach 10^6.
    std::vector<long long> hundred;
    for (long long s = 1; s <= 100; ++s) hundred.push_back(s);
    game.start_set(hundred);
    CHECK(game.grundy(suite.max_heap) == static_cast<unsigned>(suite.max_heap % 101));
    CHECK_FALSE(table_wins(game, {suite.max_heap, suite.max_heap % 101}));
    CHECK(table_wins(game, {suite.max_heap, 0}));

    // A position of no heaps is lost; a test case of no positions is an empty line.
    CHECK(answers_by(s_nim::solve, suite, "1 1\n3\n0\n1 0\n2 1 0\n2 1 2\n0\n1 1\n1\n1 1\n0\n") == "LLW\n\nW\n");
    CHECK(answers_by(s_nim::solve, suite, "1 9223372036854775807\n1\n1 1000000\n") == "L\n");
}

TEST_CASE("s-nim: CRLF, tabs, blank lines and no final newline read leniently; end of input ends too") {
    CHECK(answers_by(s_nim::solve, suite, "2\t2 5\r\n\r\n3\r\n2 5\t12\r\n3 2 4 7\r\n4 2 3 7 12\r\n0") == "LWW\n");
    CHECK(answers_by(s_nim::solve, suite, "2 2 5\n1\n2 5 12") == "L\n");  // no terminator
    CHECK(answers_by(s_nim::solve, suite, "") == "");
}

TEST_CASE("s-nim: bad input names line, column and what was expected") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(s_nim::solve, suite, "1 1\n1\n1 1\n1 x\n", false, &error) == "W\n");
    CHECK(error.line == 4);
    CHECK(error.column == 3);
    CHECK(error.expected == "subtraction amount (integer 1..9223372036854775807)");
    CHECK(error.found == "'x'");

    CHECK(answers_by(s_nim::solve, suite, "1 0\n", false, &error) == "");
    CHECK(error.column == 3);
    CHECK(error.expected == "subtraction amount (integer 1..9223372036854775807)");

    CHECK(answers_by(s_nim::solve, suite, "1001 1\n", false, &error) == "");
    CHECK(error.expected == "set size k (0 ends the input) (integer 0..1000)");

    CHECK(answers_by(s_nim::solve, suite, "1 1\n1\n1 1000001\n", false, &error) == "");
    CHECK(error.line == 3);
    CHECK(error.expected == "heap size (integer 0..1000000)");
    CHECK(error.found == "'1000001'");

    // The position's W or L is written as soon as it is known, so a test case cut short leaves a partial line.
    CHECK(answers_by(s_nim::solve, suite, "1 1\n2\n1 1\n2 1\n", false, &error) == "W");
    CHECK(error.line == 5);
    CHECK(error.found == "end of input");

    CHECK(answers_by(s_nim::solve, suite, "1 1\n1\n1 -1\n", false, &error) == "");
    CHECK(error.found == "'-1'");

    CHECK(answers_by(s_nim::solve, suite, "1 1\n1\n1 1\n1 9223372036854775808\n", false, &error) == "W\n");
    CHECK(error.expected == "subtraction amount (integer 1..9223372036854775807)");
    CHECK(error.found == "'9223372036854775808'");

    // The reference's own limits: 5 heaps are too many for its search.
    CHECK(answers_by(s_nim::solve_by_reference, s_nim::reference_limits(), "1 1\n1\n5 1 1 1 1 1\n", false,
                     &error) == "");
    CHECK(error.expected == "number of heaps l (integer 0..4)");
}

TEST_CASE("s-nim: strict mode checks the exact format, the judge's limits and the terminator") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(s_nim::solve, judge, "2 2 5\n1\n2 5 12\n", true, &error) == "L\n");
    CHECK(error.line == 4);
    CHECK(error.expected == "set size k (0 ends the input) (integer 0..100)");
    CHECK(error.found == "end of input");

    CHECK(answers_by(s_nim::solve, judge, "1 1\n1\n1 1\n0\n\n", true, &error) == "W\n");
    CHECK(error.line == 5);
    CHECK(error.expected == "end of input");

    CHECK(answers_by(s_nim::solve, judge, "1 10001\n", true, &error) == "");
    CHECK(error.expected == "subtraction amount (integer 1..10000)");

    CHECK(answers_by(s_nim::solve, judge, "1 1\n0\n", true, &error) == "");
    CHECK(error.expected == "number of positions m (integer 1..100)");

    CHECK(answers_by(s_nim::solve, judge, "1 1\n1\n0\n", true, &error) == "");
    CHECK(error.expected == "number of heaps l (integer 1..100)");

    CHECK(answers_by(s_nim::solve, judge, "1 1\n1\n1 10001\n", true, &error) == "");
    CHECK(error.expected == "heap size (integer 0..10000)");

    CHECK(answers_by(s_nim::solve, judge, "1  1\n", true, &error) == "");
    CHECK(error.column == 3);
    CHECK(error.found == "' '");

    CHECK(answers_by(s_nim::solve, judge, "1 1\r\n", true, &error) == "");
    CHECK(error.expected == "end of line");

    CHECK(answers_by(s_nim::solve, judge, "1 1\n1\n1 1\n0", true, &error) == "W\n");
    CHECK(error.expected == "end of line");
    CHECK(error.found == "end of input");
}
