// cutcake tests: the closed form against Cutcake searched by its rules (reference.hpp, whole positions, no values)
// on every small position with each player first, values worked by hand, 64-bit edges, and input handling.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "moves.hpp"
#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using input_testing::answers_by;

const cutcake::Limits suite = cutcake::suite_limits();
const cutcake::Limits judge = cutcake::judge_limits();

typedef cutcake::CutcakeSearch::Bar Bar;

long long total_value(const std::vector<Bar>& bars) {
    long long total = 0;
    for (const Bar& bar : bars) total += cutcake::cutcake_value(bar.first, bar.second);
    return total;
}

bool closed_form_wins(const std::vector<Bar>& bars) {
    cutcake::CutcakeSum sum;
    for (const Bar& bar : bars) sum.add_bar(bar.first, bar.second);
    return sum.first_player_wins();
}

std::string shown(const std::vector<Bar>& bars) {
    std::string text;
    for (const Bar& bar : bars) text += std::to_string(bar.first) + "x" + std::to_string(bar.second) + " ";
    return text;
}

struct Tally {
    int positions = 0;
    int zero = 0;  // lost by whoever moves first
};

// An integer value v: v > 0 is won by Alice whoever starts, v < 0 by Bob, v = 0 by the second player. The search
// must say the same with each player first, and the judge's answer (Alice first) must follow.
void check_outcomes(cutcake::CutcakeSearch& search, const std::vector<Bar>& bars, Tally& tally) {
    const cutcake::CutcakeSearch::Position position = cutcake::CutcakeSearch::position_of(bars);
    const bool alice_first_wins = search.wins(position, cutcake::alice_moves);
    const bool bob_first_wins = search.wins(position, cutcake::bob_moves);
    const long long value = total_value(bars);
    CAPTURE(shown(bars));
    CAPTURE(value);
    CHECK(alice_first_wins == (value > 0));
    CHECK(bob_first_wins == (value < 0));
    CHECK(closed_form_wins(bars) == alice_first_wins);
    ++tally.positions;
    tally.zero += !alice_first_wins && !bob_first_wins;
}

// Every multiset of `count` bars with sides 1..max_side (bars ordered as pairs), extending `bars`.
void all_multisets(std::size_t count, long long max_side, std::vector<Bar>& bars, std::vector<std::vector<Bar>>& out) {
    if (bars.size() == count) {
        out.push_back(bars);
        return;
    }
    for (long long x = 1; x <= max_side; ++x)
        for (long long y = 1; y <= max_side; ++y) {
            if (!bars.empty() && Bar(x, y) < bars.back()) continue;
            bars.push_back(Bar(x, y));
            all_multisets(count, max_side, bars, out);
            bars.pop_back();
        }
}

Tally compare_all(cutcake::CutcakeSearch& search, std::size_t count, long long max_side) {
    Tally tally;
    std::vector<std::vector<Bar>> all;
    std::vector<Bar> bars;
    all_multisets(count, max_side, bars, all);
    for (const std::vector<Bar>& position : all) check_outcomes(search, position, tally);
    return tally;
}

}  // namespace

TEST_CASE("cutcake: values worked by hand from the rules (statement.md)") {
    // X x 1: X - 1 cuts for Alice and none for Bob; 1 x Y the other way round.
    CHECK(cutcake::cutcake_value(1, 1) == 0);
    CHECK(cutcake::cutcake_value(2, 1) == 1);
    CHECK(cutcake::cutcake_value(7, 1) == 6);
    CHECK(cutcake::cutcake_value(1, 5) == -4);
    // 2 x 2 = { 1x2 + 1x2 | 2x1 + 2x1 } = { -2 | 2 } = 0; 3 x 2 = { 1x2 + 2x2 | 3x1 + 3x1 } = { -1 | 4 } = 0;
    // 4 x 2 = { 1x2 + 3x2, 2x2 + 2x2 | 4x1 + 4x1 } = { 0 | 6 } = 1; 2 x 3 = { 1x3 + 1x3 | 2x1 + 2x2 } = { -4 | 1 } = 0;
    // 2 x 4 = -1 by symmetry; 3 x 4 = { 1x4 + 2x4 | 3x1 + 3x3, 3x2 + 3x2 } = { -4 | 0 } = -1;
    // 4 x 4 = { 1x4 + 3x4, 2x4 + 2x4 | by symmetry } = { -2 | 2 } = 0.
    CHECK(cutcake::cutcake_value(2, 2) == 0);
    CHECK(cutcake::cutcake_value(3, 2) == 0);
    CHECK(cutcake::cutcake_value(4, 2) == 1);
    CHECK(cutcake::cutcake_value(2, 3) == 0);
    CHECK(cutcake::cutcake_value(2, 4) == -1);
    CHECK(cutcake::cutcake_value(3, 4) == -1);
    CHECK(cutcake::cutcake_value(4, 4) == 0);
}

TEST_CASE("cutcake: closed form matches the search by the rules on every bar up to 7 x 7, each player first") {
    cutcake::CutcakeSearch search;
    const Tally one = compare_all(search, 1, 7);
    CHECK(one.positions == 49);
    // Worth 0: 1x1, 2x2, 2x3, 3x2, 3x3, and from 4x4 to 7x7 the 16 bars with both sides in 4..7 (both halve to
    // 2 or 3, then to 1): 21 in all (testdata/cutcake/derive.py counts them by its own search).
    CHECK(one.zero == 21);
}

TEST_CASE("cutcake: closed form matches the search on every pair of bars up to 5 x 5 and triple up to 3 x 3") {
    cutcake::CutcakeSearch search;
    const Tally pairs = compare_all(search, 2, 5);
    CHECK(pairs.positions == 25 * 26 / 2);
    const Tally triples = compare_all(search, 3, 3);
    CHECK(triples.positions == 9 * 10 * 11 / 6);
    CHECK(pairs.zero > 0);
    CHECK(triples.zero > 0);
}

TEST_CASE("cutcake: the statement's sample") {
    const std::string sample = "4\n1\n1 1\n1\n2 1\n2\n2 2\n2 1\n1\n3 2\n";
    const std::string answers = "Case 1: Bob\nCase 2: Alice\nCase 3: Alice\nCase 4: Bob\n";
    CHECK(answers_by(cutcake::solve, suite, sample) == answers);
    CHECK(answers_by(cutcake::solve, judge, sample, true) == answers);
    CHECK(answers_by(cutcake::solve_by_reference, cutcake::reference_limits(), sample) == answers);
}

TEST_CASE("cutcake: sides up to 2^63 - 1 and sums past 64 bits") {
    const long long max = suite.max_side;
    CHECK(cutcake::cutcake_value(max, 1) == max - 1);
    CHECK(cutcake::cutcake_value(1, max) == -(max - 1));
    CHECK(cutcake::cutcake_value(max, max) == 0);
    CHECK(cutcake::cutcake_value(max, 2) == (max / 2) - 1);  // 2^62 - 2
    CHECK(cutcake::cutcake_value(1000000000, 1) == 999999999);
    CHECK(cutcake::cutcake_value(1000000000, 3) == 499999999);
    CHECK(cutcake::cutcake_value(1000000000, 1000000000) == 0);
    CHECK(cutcake::cutcake_value(1 << 30, (1 << 29) - 1) == 3);  // 2^30 / 2^28 - 1

    // Three bars of 2^63 - 2 for Alice against two of Bob's: sums of 2^64 and more, the high word decides.
    CHECK(closed_form_wins({{max, 1}, {max, 1}, {max, 1}, {1, max}, {1, max}}));
    CHECK_FALSE(closed_form_wins({{max, 1}, {max, 1}, {1, max}, {1, max}}));
    CHECK_FALSE(closed_form_wins({{max, 1}, {max, 1}, {1, max}, {1, max}, {1, 2}}));
    CHECK(closed_form_wins({{max, 1}, {max, 1}, {max, 1}, {1, max}, {1, max}, {1, max}, {2, 1}}));
    // 100 bars of 10^9 x 1: 99999999900, past 32 bits.
    std::string text = "1\n100\n";
    for (int i = 0; i < 100; ++i) text += "1000000000 1\n";
    CHECK(answers_by(cutcake::solve, judge, text, true) == "Case 1: Alice\n");
}

TEST_CASE("cutcake: CRLF, tabs, blank lines and no final newline read leniently") {
    CHECK(answers_by(cutcake::solve, suite, "2\r\n1\r\n\r\n2\t1\r\n1\r\n3 2") == "Case 1: Alice\nCase 2: Bob\n");
}

TEST_CASE("cutcake: bad input names line, column and what was expected") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(cutcake::solve, suite, "", false, &error) == "");
    CHECK(error.expected == "number of cases (integer 1..1000000)");
    CHECK(error.found == "end of input");

    CHECK(answers_by(cutcake::solve, suite, "2\n1\n2 1\n1\n0 1\n", false, &error) == "Case 1: Alice\n");
    CHECK(error.line == 5);
    CHECK(error.column == 1);
    CHECK(error.expected == "bar side X (integer 1..9223372036854775807)");

    CHECK(answers_by(cutcake::solve, suite, "1\n1\n2\n", false, &error) == "");
    CHECK(error.expected == "bar side Y (integer 1..9223372036854775807)");
    CHECK(error.found == "end of input");

    CHECK(answers_by(cutcake::solve, suite, "1\n0\n", false, &error) == "");
    CHECK(error.expected == "bar count N (integer 1..1000000)");

    CHECK(answers_by(cutcake::solve, suite, "1\n1\n1 1\n1\n", false, &error) == "Case 1: Bob\n");
    CHECK(error.expected == "end of input after the cases");

    CHECK(answers_by(cutcake::solve_by_reference, cutcake::reference_limits(), "1\n1\n6 1\n", false, &error) == "");
    CHECK(error.expected == "bar side X (integer 1..5)");
}

TEST_CASE("cutcake: strict mode checks the exact format and the judge's limits") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(cutcake::solve, judge, "1\n101\n", true, &error) == "");
    CHECK(error.expected == "bar count N (integer 1..100)");

    CHECK(answers_by(cutcake::solve, judge, "1\n1\n1000000001 1\n", true, &error) == "");
    CHECK(error.found == "'1000000001'");

    CHECK(answers_by(cutcake::solve, judge, "1\n1\n1  1\n", true, &error) == "");
    CHECK(error.column == 3);

    CHECK(answers_by(cutcake::solve, judge, "1\n1\n2 1\n\n", true, &error) == "Case 1: Alice\n");
    CHECK(error.line == 4);
    CHECK(error.expected == "end of input");

    CHECK(answers_by(cutcake::solve, judge, "1\n1\n2 1", true, &error) == "");
    CHECK(error.expected == "end of line");
}

TEST_CASE("cutcake: --moves' stretches list the same cuts as every cut valued one by one, bars to 200 x 70") {
    // The fast walk over stretches (moves.hpp) against the plain loop over A with the closed form, for every
    // threshold a cut can meet: the in-process check covers bars up to 5 x 5 only, where no stretch is long.
    for (long long x = 1; x <= 200; ++x)
        for (long long y = 1; y <= 70; y += (y < 20 ? 1 : 7)) {
            std::vector<long long> values;
            for (long long a = 1; a <= x / 2; ++a)
                values.push_back(cutcake::cutcake_value(a, y) + cutcake::cutcake_value(x - a, y));
            std::vector<long long> needs(1, -2 * y);  // every threshold that tells two cuts apart, and one above
            for (long long value : values) needs.push_back(value), needs.push_back(value + 1);
            std::sort(needs.begin(), needs.end());
            needs.erase(std::unique(needs.begin(), needs.end()), needs.end());
            for (long long need : needs) {
                std::vector<long long> by_loop, fast;
                for (long long a = 1; a <= x / 2; ++a)
                    if (values[static_cast<std::size_t>(a - 1)] >= need) by_loop.push_back(a);
                cutcake::winning_parts(x, y, need, 1000000, fast);
                if (fast != by_loop) {
                    CAPTURE(x);
                    CAPTURE(y);
                    CAPTURE(need);
                    CHECK(fast == by_loop);
                }
            }
        }
    std::vector<long long> first;  // a bar of 2^62 x 1: every cut leaves X - 2, the list stops past `wanted`
    cutcake::winning_parts(1LL << 62, 1, 0, 10, first);
    CHECK(first == std::vector<long long>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11});
}
