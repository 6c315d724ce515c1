// e-and-d tests: the closed form against E&D played by its rules (a mex table of pairs, and a search of whole
// positions with no Sprague-Grundy sum), --moves' splits against the table, the statement's worked example, 64-bit
// edges, and input handling.
#include <doctest/doctest.h>

#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/game_search.hpp"
#include "moves.hpp"
#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using input_testing::answers_by;

const e_and_d::Limits suite = e_and_d::suite_limits();
const e_and_d::Limits judge = e_and_d::judge_limits();

typedef gamecore::GameSearch<e_and_d::PairsRules> Search;

bool closed_form_wins(const std::vector<long long>& heaps) {
    e_and_d::PairSum sum;
    for (std::size_t i = 0; i + 1 < heaps.size(); i += 2) sum.add_pair(heaps[i], heaps[i + 1]);
    return sum.first_player_wins();
}

}  // namespace

TEST_CASE("e-and-d: the closed form matches the mex table by the rules for every pair of heaps up to 300") {
    e_and_d::GrundyTableSum table;
    int disagreements = 0, zeros = 0;
    for (long long b = 1; b <= 300; ++b)
        for (long long a = 1; a <= 300; ++a) {
            const unsigned by_rules = table.grundy(a, b);
            if (e_and_d::pair_grundy(a, b) != by_rules) {
                CAPTURE(a);
                CAPTURE(b);
                CHECK(e_and_d::pair_grundy(a, b) == by_rules);
                ++disagreements;
            }
            zeros += a <= b && b <= 40 && by_rules == 0;
        }
    CHECK(disagreements == 0);
    // The pairs a <= b <= 40 worth 0, by the Python mex table of testdata/e-and-d/derive.py: 210.
    CHECK(zeros == 210);
    // The first values by hand: (1, 1) has no move, 0; (2, 2) reaches (1, 1), 1; (1, 3) reaches (1, 2), which
    // reaches (1, 1): 1, so (1, 3) is 0; (2, 3) reaches (1, 1) and (1, 2), 0 and 1: 2; (4, 1) reaches (1, 3) and
    // (2, 2), 0 and 1: 2.
    CHECK(table.grundy(1, 1) == 0);
    CHECK(table.grundy(1, 2) == 1);
    CHECK(table.grundy(2, 3) == 2);
    CHECK(table.grundy(1, 3) == 0);
    CHECK(table.grundy(2, 2) == 1);
    CHECK(table.grundy(4, 1) == 2);
}

TEST_CASE("e-and-d: splitting s reaches exactly the 1 bits of s - 1; --moves' splits are the table's, s to 100") {
    e_and_d::GrundyTableSum table;
    for (long long s = 1; s <= 100; ++s)
        for (unsigned target = 0; target < 9; ++target) {
            std::vector<long long> by_rules, fast;
            for (long long x = 1; x <= s / 2; ++x)
                if (table.grundy(x, s - x) == target) by_rules.push_back(x);
            e_and_d::splits_worth(s, target, 1000, fast);
            CAPTURE(s);
            CAPTURE(target);
            CHECK(fast == by_rules);
            CHECK(!by_rules.empty() == ((((s - 1) >> target) & 1) != 0));
        }
}

TEST_CASE("e-and-d: the closed form matches the whole-position search on every multiset of 1..3 pairs of 1..6") {
    Search search((e_and_d::PairsRules()));
    std::vector<std::vector<long long>> kinds;
    for (long long b = 1; b <= 6; ++b)
        for (long long a = 1; a <= b; ++a) kinds.push_back({a, b});
    int positions = 0, lost = 0;
    for (std::size_t count = 1; count <= 3; ++count) {
        std::vector<std::vector<long long>> choices;
        std::vector<long long> chosen;
        input_testing::multisets(count, static_cast<long long>(kinds.size()) - 1, chosen, choices);
        for (const std::vector<long long>& choice : choices) {
            std::vector<long long> heaps;
            for (long long kind : choice) heaps.insert(heaps.end(), kinds[kind].begin(), kinds[kind].end());
            const bool wins = search.wins(e_and_d::PairsRules::position_of(heaps));
            if (closed_form_wins(heaps) != wins) CHECK(closed_form_wins(heaps) == wins);
            ++positions;
            lost += !wins;
        }
    }
    // 21 kinds of pair: 21 + 231 + 1771 multisets; 531 lost by the Python search of testdata/e-and-d/derive.py.
    CHECK(positions == 2023);
    CHECK(lost == 531);
    CHECK(search.positions_seen() == 2023);
}

TEST_CASE("e-and-d: the statement's worked example and sample") {
    // E throws heap 1 away and splits heap 2 into 1 + 1; then W has one move only, throwing heap 4 away and
    // splitting heap 3 into 1 + 2; E splits the 2 and W faces only heaps of 1 (the statement tells it so).
    e_and_d::PairsRules rules;
    std::vector<e_and_d::PairsRules::Position> options;
    rules.moves(e_and_d::PairsRules::position_of({1, 1, 3, 1}), options);
    CHECK(options == std::vector<e_and_d::PairsRules::Position>{e_and_d::PairsRules::position_of({1, 1, 1, 2})});
    CHECK(closed_form_wins({1, 2, 3, 1}));
    CHECK_FALSE(closed_form_wins({1, 1, 3, 1}));
    CHECK(closed_form_wins({1, 1, 1, 2}));
    CHECK_FALSE(closed_form_wins({1, 1, 1, 1}));
    CHECK(e_and_d::Moves().moves({1, 2, 3, 1}).moves == std::vector<std::string>{"2:1+1", "3:1+2"});

    const std::string sample = "2\n4\n1 2 3 1\n6\n1 1 1 1 1 1\n";
    CHECK(answers_by(e_and_d::solve, suite, sample) == "YES\nNO\n");
    CHECK(answers_by(e_and_d::solve, judge, sample, true) == "YES\nNO\n");
    CHECK(answers_by(e_and_d::solve_by_reference, e_and_d::reference_limits(), sample) == "YES\nNO\n");
    CHECK(answers_by(e_and_d::solve, suite, sample + "\n") == "YES\nNO\n");  // Luogu's block ends with a blank line
}

TEST_CASE("e-and-d: heaps past 2^31 - 1 and up to 2^63 - 1; a value may be 63") {
    CHECK(e_and_d::pair_grundy(2147483647LL, 2147483647LL) == 0);  // 2^31 - 2 is even
    CHECK(e_and_d::pair_grundy(2147483648LL, 1) == 31);            // 2^31 - 1
    CHECK(e_and_d::pair_grundy(2000000000LL, 2000000000LL) == 10);  // 1999999999 ends in ten 1 bits
    CHECK(e_and_d::pair_grundy(4611686018427387904LL, 1) == 62);     // 2^62 - 1
    CHECK(e_and_d::pair_grundy(suite.max_heap, 2) == 63);            // (2^63 - 2) | 1 = 2^63 - 1
    CHECK(e_and_d::pair_grundy(suite.max_heap, suite.max_heap) == 0);
    CHECK(e_and_d::lowest_zero_bit(~0ULL) == 64);
    CHECK_FALSE(closed_form_wins({suite.max_heap, 2, 2, suite.max_heap}));
    CHECK(closed_form_wins({suite.max_heap, 2, 4611686018427387904LL, 1}));

    // Splitting 2^63 - 1 (2^63 - 2 has every bit but bit 0): to each value 1..62, the first few splits, each right.
    for (unsigned target = 0; target < 63; ++target) {
        std::vector<long long> xs;
        e_and_d::splits_worth(suite.max_heap, target, 5, xs);
        CAPTURE(target);
        CHECK(xs.empty() == (target == 0));
        for (long long x : xs) CHECK(e_and_d::pair_grundy(x, suite.max_heap - x) == target);
    }
    std::vector<long long> xs;
    e_and_d::splits_worth(suite.max_heap, 62, 5, xs);
    CHECK(xs == std::vector<long long>{4611686018427387903LL});  // 2^62 - 1 and 2^62 only: x <= s - x
}

TEST_CASE("e-and-d: --moves stops past 1000 winning splits, each one right") {
    // (1, 2^40) is worth 40; the winning moves split 2^40 to a pair worth 0: every odd x, 2^38 of them.
    const std::vector<long long> heaps = {1, 1LL << 40};
    const std::vector<e_and_d::Split> moves = e_and_d::winning_moves(heaps);
    CHECK(moves.size() == gamesuite::max_listed_moves + 1);
    CHECK(moves[0] == e_and_d::Split(1, 1));
    CHECK(moves[999] == e_and_d::Split(1, 1999));
    for (const e_and_d::Split& move : moves) CHECK(e_and_d::pair_grundy(move.second, heaps[1] - move.second) == 0);
    CHECK(e_and_d::Moves().moves(heaps).moves.size() == gamesuite::max_listed_moves + 1);
}

TEST_CASE("e-and-d: CRLF, tabs, blank lines and no final newline read leniently; N = 0 and T = 0") {
    CHECK(answers_by(e_and_d::solve, suite, "2\r\n4\r\n\r\n1\t2 3 1\r\n6\r\n1 1 1 1 1\t1") == "YES\nNO\n");
    CHECK(answers_by(e_and_d::solve, suite, "3\n0\n\n2\n1 2\n0\n") == "NO\nYES\nNO\n");
    CHECK(answers_by(e_and_d::solve, suite, "0\n") == "");
}

TEST_CASE("e-and-d: bad input names line, column and what was expected") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(e_and_d::solve, suite, "2\n2\n1 2\n3\n1 2 3\n", false, &error) == "YES\n");
    CHECK(error.line == 4);
    CHECK(error.column == 1);
    CHECK(error.expected == "even heap count N (integer 0..1000000; the heaps go in pairs)");
    CHECK(error.found == "'3'");

    CHECK(answers_by(e_and_d::solve, suite, "1\n2\n1 0\n", false, &error) == "");
    CHECK(error.column == 3);
    CHECK(error.expected == "heap size (integer 1..9223372036854775807)");

    CHECK(answers_by(e_and_d::solve, suite, "1\n2\n9223372036854775808 1\n", false, &error) == "");
    CHECK(error.found == "'9223372036854775808'");

    CHECK(answers_by(e_and_d::solve, suite, "1\n4\n1 2 3\n", false, &error) == "");
    CHECK(error.found == "end of input");

    CHECK(answers_by(e_and_d::solve, suite, "1\n2\n1 2\n7\n", false, &error) == "YES\n");
    CHECK(error.expected == "end of input after the T cases");

    // The reference's own limits: its table stops at heap 1000.
    CHECK(answers_by(e_and_d::solve_by_reference, e_and_d::reference_limits(), "1\n2\n1 1001\n", false, &error) == "");
    CHECK(error.expected == "heap size (integer 1..1000)");
}

TEST_CASE("e-and-d: strict mode checks the exact format and the judge's limits") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(e_and_d::solve, judge, "1\n2\n1 2000000001\n", true, &error) == "");
    CHECK(error.expected == "heap size (integer 1..2000000000)");

    CHECK(answers_by(e_and_d::solve, judge, "1\n0\n\n", true, &error) == "");
    CHECK(error.expected == "heap count N (integer 2..20000)");

    CHECK(answers_by(e_and_d::solve, judge, "1\n3\n5 5 5\n", true, &error) == "");
    CHECK(error.expected == "even heap count N (integer 2..20000; the heaps go in pairs)");

    CHECK(answers_by(e_and_d::solve, judge, "21\n", true, &error) == "");
    CHECK(error.expected == "number of cases T (integer 1..20)");

    CHECK(answers_by(e_and_d::solve, judge, "1\n2\n1\t2\n", true, &error) == "");
    CHECK(error.expected == "a single space");

    CHECK(answers_by(e_and_d::solve, judge, "1\n2\n1 2\n\n", true, &error) == "YES\n");
    CHECK(error.line == 4);
    CHECK(error.expected == "end of input");
}
