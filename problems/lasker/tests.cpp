// lasker tests: the closed form against Lasker's Nim played by its rules (a Grundy table per heap, and a search of
// whole positions with no Sprague-Grundy sum), the known values, 64-bit edges, and input handling.
#include <doctest/doctest.h>

#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/game_search.hpp"
#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using input_testing::answers_by;
using input_testing::multisets;
using input_testing::scan;

const lasker::Limits suite = lasker::suite_limits();
const lasker::Limits judge = lasker::judge_limits();

typedef gamecore::GameSearch<lasker::HeapsRules> Search;

bool closed_form_wins(const std::vector<long long>& heaps) {
    lasker::LaskerSum sum;
    for (std::size_t i = 0; i < heaps.size(); ++i) sum.add_heap(heaps[i]);
    return sum.first_player_wins();
}

std::string shown(const std::vector<long long>& heaps) {
    std::string text;
    for (long long heap : heaps) text += std::to_string(heap) + " ";
    return text;
}

struct Tally {
    int positions = 0;
    int losing = 0;
};

// The closed form against the whole-position search on every multiset of 1..max_count heaps of 0..max_heap.
Tally compare_all(Search& search, std::size_t max_count, long long max_heap) {
    Tally tally;
    for (std::size_t count = 1; count <= max_count; ++count) {
        std::vector<std::vector<long long>> all;
        std::vector<long long> heaps;
        multisets(count, max_heap, heaps, all);
        for (const std::vector<long long>& position : all) {
            const bool wins = search.wins(lasker::HeapsRules::position_of(position));
            CAPTURE(shown(position));
            CHECK(closed_form_wins(position) == wins);
            ++tally.positions;
            tally.losing += !wins;
        }
    }
    return tally;
}

}  // namespace

TEST_CASE("lasker: first Grundy values, pinned from the Nim articles and recomputed by the rules") {
    // The Nim articles (seed 000, Lasker's Nim) work out g(0..4) = 0 1 2 4 3 by hand and state the pattern;
    // testdata/lasker/derive.py recomputes these 17 values by the rules in Python.
    const unsigned long long known[] = {0, 1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11, 13, 14, 16, 15};
    lasker::GrundyTableSum table;
    for (std::size_t n = 0; n < sizeof known / sizeof known[0]; ++n) {
        CAPTURE(n);
        CHECK(lasker::lasker_grundy(n) == known[n]);
        CHECK(table.grundy(static_cast<long long>(n)) == known[n]);
    }
}

TEST_CASE("lasker: closed form matches the Grundy table by the rules for every heap up to 1000") {
    lasker::GrundyTableSum table;
    for (long long n = 0; n <= 1000; ++n) {
        CAPTURE(n);
        CHECK(lasker::lasker_grundy(static_cast<unsigned long long>(n)) == table.grundy(n));
    }
}

TEST_CASE("lasker: closed form matches the whole-position search on every multiset of <= 4 heaps of 0..7") {
    Search search((lasker::HeapsRules()));
    // Up to 2 heaps, by hand: 8 + 36 = 44 multisets; g is one-to-one, so lost are [0] and [v v], 9 in all.
    const Tally two = compare_all(search, 2, 7);
    CHECK(two.positions == 44);
    CHECK(two.losing == 9);
    // Up to 4 heaps: 8 + 36 + 120 + 330 = 494 multisets; 64 lost by the whole-position search of
    // testdata/lasker/derive.py (Python, written apart from this code).
    const Tally four = compare_all(search, 4, 7);
    CHECK(four.positions == 494);
    CHECK(four.losing == 64);
    compare_all(search, 6, 3);
    CHECK(search.positions_seen() > 500);
}

TEST_CASE("lasker: the worked example of the Nim articles and the statement's sample") {
    // Heaps 2, 5, 7 are worth 2, 5, 8 (nim sum 15); splitting the 7 into 1 and 6 leaves a lost position.
    CHECK(closed_form_wins({2, 5, 7}));
    CHECK_FALSE(closed_form_wins({2, 5, 1, 6}));

    const std::string sample = "2\n3\n2 2 3\n2\n3 3\n";
    CHECK(answers_by(lasker::solve, suite, sample) == "Alice\nBob\n");
    CHECK(answers_by(lasker::solve, judge, sample, true) == "Alice\nBob\n");
    CHECK(answers_by(lasker::solve_by_reference, lasker::reference_limits(), sample) == "Alice\nBob\n");
}

TEST_CASE("lasker: heaps at 2^31 - 1 and 2^63 - 1, where g(n) = n + 1 leaves int and long long") {
    CHECK(lasker::lasker_grundy(2147483647ULL) == 2147483648ULL);  // 2^31 - 1 = 4k + 3
    CHECK(lasker::lasker_grundy(2147483648ULL) == 2147483647ULL);
    CHECK(lasker::lasker_grundy(2147483646ULL) == 2147483646ULL);
    CHECK(lasker::lasker_grundy(9223372036854775807ULL) == 9223372036854775808ULL);  // 2^63
    CHECK(lasker::lasker_grundy(9223372036854775806ULL) == 9223372036854775806ULL);
    CHECK(lasker::lasker_grundy(9223372036854775804ULL) == 9223372036854775803ULL);

    CHECK_FALSE(closed_form_wins({2147483647, 2147483647}));
    CHECK(closed_form_wins({2147483647, 2147483648LL}));
    CHECK_FALSE(closed_form_wins({2147483647, 1, 2147483649LL}));  // 2^31 xor 1 xor (2^31 + 1)
    CHECK(closed_form_wins({suite.max_heap}));
    CHECK_FALSE(closed_form_wins({suite.max_heap, suite.max_heap}));
    CHECK(closed_form_wins({suite.max_heap, 0}));
    // Only g(2^63 - 1) has bit 63, so a lost position pairs such heaps.
    CHECK_FALSE(closed_form_wins({suite.max_heap, 5, suite.max_heap, 5}));
    CHECK(closed_form_wins({suite.max_heap, 5, suite.max_heap - 1, 5}));
}

TEST_CASE("lasker: 10^6 heaps in a case are read, not stored") {
    std::string text = "2\n" + std::to_string(suite.max_heaps) + "\n";
    for (long long i = 0; i < suite.max_heaps; ++i) text += (i ? " " : "") + std::to_string(i / 2 * 4 + 3);
    text += "\n1\n2147483647\n";
    CHECK(answers_by(lasker::solve, suite, text) == "Bob\nAlice\n");  // equal pairs, then one heap
}

TEST_CASE("lasker: CRLF, tabs, blank lines and no final newline read leniently") {
    CHECK(answers_by(lasker::solve, suite, "2\r\n3\r\n\r\n2\t2 3\r\n2\r\n3\t\t3") == "Alice\nBob\n");
    CHECK(answers_by(lasker::solve, suite, "1 2 0 0") == "Bob\n");  // empty heaps, beyond the judge
}

TEST_CASE("lasker: bad input names line, column and what was expected") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(lasker::solve, suite, "", false, &error) == "");
    CHECK(error.expected == "number of cases T (integer 1..1000000)");
    CHECK(error.found == "end of input");

    CHECK(answers_by(lasker::solve, suite, "2\n1\n5\n2\n1 x\n", false, &error) == "Alice\n");
    CHECK(error.line == 5);
    CHECK(error.column == 3);
    CHECK(error.expected == "heap size (integer 0..9223372036854775807)");

    CHECK(answers_by(lasker::solve, suite, "1\n1000001\n", false, &error) == "");
    CHECK(error.expected == "heap count N (integer 1..1000000)");

    CHECK(answers_by(lasker::solve, suite, "1\n1\n9223372036854775808\n", false, &error) == "");
    CHECK(error.found == "'9223372036854775808'");

    CHECK(answers_by(lasker::solve, suite, "2\n1\n1\n", false, &error) == "Alice\n");
    CHECK(error.line == 4);
    CHECK(error.found == "end of input");

    CHECK(answers_by(lasker::solve, suite, "1\n1\n1\n1\n", false, &error) == "Alice\n");
    CHECK(error.expected == "end of input after the T cases");
    CHECK(error.found == "'1'");

    // The reference's own limits: its table stops at heap 1000.
    CHECK(answers_by(lasker::solve_by_reference, lasker::reference_limits(), "1\n1\n1001\n", false, &error) == "");
    CHECK(error.expected == "heap size (integer 0..1000)");
}

TEST_CASE("lasker: strict mode checks the exact format and the judge's limits") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(lasker::solve, judge, "1\n1\n0\n", true, &error) == "");
    CHECK(error.expected == "heap size (integer 1..2147483647)");

    CHECK(answers_by(lasker::solve, judge, "1\n1\n2147483648\n", true, &error) == "");
    CHECK(error.found == "'2147483648'");

    CHECK(answers_by(lasker::solve, judge, "101\n", true, &error) == "");
    CHECK(error.expected == "number of cases T (integer 1..100)");

    CHECK(answers_by(lasker::solve, judge, "1\n2\n1\t1\n", true, &error) == "");
    CHECK(error.expected == "a single space");

    CHECK(answers_by(lasker::solve, judge, "1\n1\n1\n\n", true, &error) == "Alice\n");
    CHECK(error.line == 4);
    CHECK(error.expected == "end of input");

    CHECK(answers_by(lasker::solve, judge, "1\n1\n1", true, &error) == "");
    CHECK(error.expected == "end of line");
}
