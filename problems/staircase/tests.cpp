// staircase tests: staircase Nim on the differences against POI 2009 KAM played by its rules, plus input handling.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using input_testing::error_of;
using input_testing::scan;

// The limits the executables read with: the suite's by default, the judge's under --strict.
const staircase::Limits suite = staircase::suite_limits();
const staircase::Limits judge = staircase::judge_limits();

typedef gamecore::GameSearch<staircase::PebblesRules> Search;

// Every non-decreasing row of `count` piles of 0..max_pile.
void rows(std::size_t count, long long max_pile, std::vector<long long>& row, std::vector<std::vector<long long>>& out) {
    if (row.size() == count) {
        out.push_back(row);
        return;
    }
    for (long long pile = row.empty() ? 0 : row.back(); pile <= max_pile; ++pile) {
        row.push_back(pile);
        rows(count, max_pile, row, out);
        row.pop_back();
    }
}

std::string shown(const std::vector<long long>& row) {
    std::string text;
    for (long long pile : row) text += std::to_string(pile) + " ";
    return text;
}

// What `solve` writes for `input` with `limits`; the InputError, if any, goes to `error`.
template <class Solve>
std::string answers_by(Solve solve, const staircase::Limits& limits, const std::string& input, bool strict = false) {
    std::string written;
    gamecore::Output out(written);
    gamecore::Scanner in = scan(input);
    in.set_strict(strict);
    solve(in, limits, out);
    return written;
}

}  // namespace

TEST_CASE("staircase: staircase Nim matches the rules for every row of <= 6 piles of 0..8 pebbles") {
    Search search((staircase::PebblesRules()));
    // Losing rows per n, counted by testdata/staircase/derive.py's own search by the rules (Python). By hand:
    // n = 0 and n = 1 only the empty row; n = 2 exactly a_1 = a_2 (9); n = 3 exactly a_1 = a_3 - a_2, i.e. pairs
    // a_1 <= a_2 with a_1 + a_2 <= 8: 9 + 7 + 5 + 3 + 1 = 25.
    const int expected_rows[] = {1, 9, 45, 165, 495, 1287, 3003};
    const int expected_losing[] = {1, 1, 9, 25, 95, 231, 615};
    for (std::size_t n = 0; n <= 6; ++n) {
        std::vector<std::vector<long long>> all;
        std::vector<long long> row;
        rows(n, 8, row, all);
        int losing = 0;
        for (const std::vector<long long>& position : all) {
            const bool wins = search.wins(position);
            CAPTURE(shown(position));
            CHECK(staircase::first_player_wins(position) == wins);
            losing += !wins;
        }
        CAPTURE(n);
        CHECK(static_cast<int>(all.size()) == expected_rows[n]);
        CHECK(losing == expected_losing[n]);
    }
    // The search never leaves the rows listed: every move keeps the row non-decreasing within 0..8.
    CHECK(search.positions_seen() == 5005);
}

TEST_CASE("staircase: statement sample, and the rows plain Nim or left-counted steps get wrong") {
    CHECK(answers_by(staircase::solve, suite, "2\n2\n2 2\n3\n1 2 4\n") == "NIE\nTAK\n");
    CHECK(answers_by(staircase::solve_by_reference, staircase::reference_limits(), "2\n2\n2 2\n3\n1 2 4\n") ==
          "NIE\nTAK\n");
    // 1 1 2: differences 1 0 1, the counted ones d_3 and d_1 xor to 0, though 1^1^2 = 2.
    CHECK_FALSE(staircase::first_player_wins({1, 1, 2}));
    // 3 5 6: differences 3 2 1, d_3 xor d_1 = 2, though 3^5^6 = 0.
    CHECK(staircase::first_player_wins({3, 5, 6}));
    // 0 1: d_2 = 1 is counted (from the right), d_1 = 0 is not.
    CHECK(staircase::first_player_wins({0, 1}));
    CHECK_FALSE(staircase::first_player_wins({1, 1}));
    CHECK_FALSE(staircase::first_player_wins({}));
    CHECK_FALSE(staircase::first_player_wins({0, 0, 0}));
}

TEST_CASE("staircase: piles up to 2^63 - 1 and 10^6 piles") {
    const long long top = suite.max_pile;
    CHECK(staircase::first_player_wins({top}));
    CHECK_FALSE(staircase::first_player_wins({top, top}));
    CHECK(staircase::first_player_wins({0, top}));
    // Differences 2^62, 2^62 - 1, 1 ... d_3 xor d_1 = 1 xor 2^62.
    const long long half = 4611686018427387904LL;
    CHECK(staircase::first_player_wins({half, top - 1, top}));
    // Differences 2^62 - 1, 2^62 - 1, 1: d_3 xor d_1 = 1 xor (2^62 - 1), not 0; d_1 = d_3 makes it lost.
    CHECK_FALSE(staircase::first_player_wins({1, half, half + 1}));

    // 10^6 piles 1 1 2 2 3 3 ...: the counted differences (every second from the right) are all 0.
    std::string text = "1\n" + std::to_string(suite.max_piles) + "\n";
    for (long long i = 0; i < suite.max_piles; ++i) text += std::to_string(i / 2 + 1) + (i + 1 < suite.max_piles ? " " : "\n");
    CHECK(answers_by(staircase::solve, suite, text) == "NIE\n");
    text[text.size() - 2] = '2';  // the last pile one larger (500000 -> 500002 is still >= its neighbour)
    CHECK(answers_by(staircase::solve, suite, text) == "TAK\n");
}

TEST_CASE("staircase: exactly u arrangements are read; CRLF and tabs read like spaces") {
    CHECK(answers_by(staircase::solve, suite, "1\r\n3\r\n1\t2 \t4") == "TAK\n");
    CHECK(answers_by(staircase::solve, suite, "1\n1\n0\n1 x") == "NIE\n");  // nothing after the u-th is read
    CHECK(answers_by(staircase::solve, suite, "0\n") == "");
    CHECK(answers_by(staircase::solve, suite, "2\n0\n\n0\n") == "NIE\nNIE\n");  // no piles, no move
}

TEST_CASE("staircase: bad input names line, column and what was expected") {
    std::string written;
    gamecore::Output out(written);

    gamecore::Scanner decreasing = scan("2\n2\n2 2\n3\n1 4 3\n");
    const gamecore::InputError order = error_of([&] { staircase::solve(decreasing, suite, out); });
    CHECK(written == "NIE\n");
    CHECK(order.line == 5);
    CHECK(order.column == 5);
    CHECK(order.expected == "pile size of at least 4 (the sizes are non-decreasing)");
    CHECK(order.found == "'3'");

    gamecore::Scanner empty = scan("");
    CHECK(error_of([&] { staircase::solve(empty, suite, out); }).expected ==
          "number of arrangements u (integer 0..1000000)");

    gamecore::Scanner past_int64 = scan("1\n1\n9223372036854775808\n");
    const gamecore::InputError pile = error_of([&] { staircase::solve(past_int64, suite, out); });
    CHECK(pile.line == 3);
    CHECK(pile.expected == "pile size (integer 0..9223372036854775807)");

    gamecore::Scanner too_many = scan("1\n1000001\n");
    CHECK(error_of([&] { staircase::solve(too_many, suite, out); }).expected ==
          "number of piles n (integer 0..1000000)");

    gamecore::Scanner cut_short = scan("2\n1\n5\n3\n1 2\n");
    written.clear();
    const gamecore::InputError end = error_of([&] { staircase::solve(cut_short, suite, out); });
    CHECK(written == "TAK\n");
    CHECK(end.line == 6);
    CHECK(end.found == "end of input");

    // The reference reads the same format within its own limits.
    gamecore::Scanner eight = scan("1\n8\n0 0 0 0 0 0 0 0\n");
    CHECK(error_of([&] { staircase::solve_by_reference(eight, staircase::reference_limits(), out); }).expected ==
          "number of piles n (integer 0..7)");
}

TEST_CASE("staircase: strict mode checks the exact format and the judge's limits") {
    CHECK(answers_by(staircase::solve, judge, "2\n2\n2 2\n3\n1 2 4\n", true) == "NIE\nTAK\n");

    std::string written;
    gamecore::Output out(written);
    gamecore::Scanner trailing = scan("1\n1\n1\n\n");
    trailing.set_strict(true);
    const gamecore::InputError after = error_of([&] { staircase::solve(trailing, judge, out); });
    CHECK(after.line == 4);
    CHECK(after.expected == "end of input");

    gamecore::Scanner eleven = scan("11\n");
    eleven.set_strict(true);
    CHECK(error_of([&] { staircase::solve(eleven, judge, out); }).expected ==
          "number of arrangements u (integer 1..10)");

    gamecore::Scanner no_piles = scan("1\n0\n\n");
    no_piles.set_strict(true);
    CHECK(error_of([&] { staircase::solve(no_piles, judge, out); }).expected == "number of piles n (integer 1..1000)");

    gamecore::Scanner big = scan("1\n2\n1 10001\n");
    big.set_strict(true);
    const gamecore::InputError pile = error_of([&] { staircase::solve(big, judge, out); });
    CHECK(pile.column == 3);
    CHECK(pile.expected == "pile size (integer 0..10000)");

    gamecore::Scanner tab = scan("1\n2\n1\t1\n");
    tab.set_strict(true);
    CHECK(error_of([&] { staircase::solve(tab, judge, out); }).expected == "a single space");
}
