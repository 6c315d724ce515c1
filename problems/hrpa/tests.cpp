// hrpa tests: the smallest Zeckendorf term against the game played by its rules for every N to 2000, every winning
// first move against the rules, the core's Zeckendorf representation against OEIS A000045, Project Euler 692's
// published values, 64-bit edges, and input handling.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "moves.hpp"
#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"
#include "tests/known_sequences.hpp"

namespace {

using input_testing::answers_by;

const hrpa::Limits suite = hrpa::suite_limits();
const hrpa::Limits judge = hrpa::judge_limits();

}  // namespace

TEST_CASE("hrpa: the smallest Zeckendorf term is the smallest winning take by the rules, every N to 2000") {
    hrpa::TakeRules rules;
    int fibonacci = 0;
    for (long long n = 1; n <= 2000; ++n) {
        const long long by_rules = rules.smallest_winning_take(n);
        if (hrpa::smallest_winning_take(n) != by_rules) {
            CAPTURE(n);
            CHECK(hrpa::smallest_winning_take(n) == by_rules);
        }
        fibonacci += by_rules == n;
    }
    // Only the whole heap wins exactly at 1, 2, 3, 5, ..., 1597: 16 Fibonacci numbers up to 2000.
    CHECK(fibonacci == 16);
    CHECK(rules.positions() == 2000 * 2001 / 2);  // every (r, c), c <= r < 2000 (a first take leaves < 2000), once
}

TEST_CASE("hrpa: every winning first move, by Zeckendorf, is what the rules find; N to 2000") {
    hrpa::TakeRules rules;
    std::size_t most = 0;
    for (long long n = 1; n <= 2000; ++n) {
        std::vector<long long> by_rules;
        for (long long take = 1; take <= n; ++take)
            if (rules.first_take_wins(n, take)) by_rules.push_back(take);
        if (hrpa::winning_first_takes(n) != by_rules) {
            CAPTURE(n);
            CHECK(hrpa::winning_first_takes(n) == by_rules);
        }
        if (by_rules.size() > most) most = by_rules.size();
    }
    CHECK(most == 6);  // the first N with six is 1292 = 987 + 233 + 55 + 13 + 3 + 1, the rules agreeing above
    CHECK(hrpa::winning_first_takes(1292) == std::vector<long long>{1, 4, 17, 72, 305, 1292});
    CHECK(hrpa::winning_first_takes(17) == std::vector<long long>{1, 4, 17});  // 17 = 13 + 3 + 1
    CHECK(hrpa::winning_first_takes(8) == std::vector<long long>{8});
    // The claim the list rests on: (m, at most L) is lost for its mover iff m's smallest term is more than L.
    for (long long m = 1; m <= 300; ++m)
        for (long long most_take = 1; most_take <= 300; ++most_take)
            if (rules.mover_wins(m, most_take) != (gamecore::zeckendorf_terms(m).back() <= most_take)) {
                CAPTURE(m);
                CAPTURE(most_take);
                CHECK(rules.mover_wins(m, most_take) == (gamecore::zeckendorf_terms(m).back() <= most_take));
            }
}

TEST_CASE("hrpa: the core's Zeckendorf terms are non-consecutive terms of OEIS A000045 summing to n, n to 10^5") {
    // A term's place in A000045, the last of equal ones: F(1) = F(2) = 1 is F(2), so 2 and 1 are consecutive.
    const long long* const first = known_sequences::fibonacci_a000045;
    const long long* const last = first + known_sequences::fibonacci_a000045_count;
    const auto place = [&](long long term) { return std::upper_bound(first, last, term) - first - 1; };
    for (long long n = 1; n <= 100000; ++n) {
        const std::vector<long long> terms = gamecore::zeckendorf_terms(n);
        long long sum = 0;
        bool fine = !terms.empty();
        for (std::size_t i = 0; i < terms.size(); ++i) {
            sum += terms[i];
            fine = fine && first[place(terms[i])] == terms[i] && (i == 0 || place(terms[i - 1]) >= place(terms[i]) + 2);
        }
        if (!fine || sum != n) {
            CAPTURE(n);
            CHECK((fine && sum == n));
        }
    }
    CHECK(gamecore::zeckendorf_terms(832040) == std::vector<long long>{832040});  // F(30)
    CHECK(gamecore::zeckendorf_terms(832039) == std::vector<long long>{514229, 196418, 75025, 28657, 10946, 4181,
                                                                        1597, 610, 233, 89, 34, 13, 5, 2});
}

TEST_CASE("hrpa: Project Euler 692's values and the sample") {
    // projecteuler.net/problem=692 (Siegbert and Jo, the same game): H(1) = 1, H(4) = 1, H(17) = 1, H(8) = 8,
    // H(18) = 5, and G(13) = H(1) + ... + H(13) = 43.
    CHECK(hrpa::smallest_winning_take(1) == 1);
    CHECK(hrpa::smallest_winning_take(4) == 1);
    CHECK(hrpa::smallest_winning_take(17) == 1);
    CHECK(hrpa::smallest_winning_take(8) == 8);
    CHECK(hrpa::smallest_winning_take(18) == 5);
    long long g = 0;
    for (long long n = 1; n <= 13; ++n) g += hrpa::smallest_winning_take(n);
    CHECK(g == 43);

    CHECK(answers_by(hrpa::solve, suite, "4\n") == "1\n");
    CHECK(answers_by(hrpa::solve, judge, "4\n", true) == "1\n");
    CHECK(answers_by(hrpa::solve_by_reference, hrpa::reference_limits(), "4\n7\n") == "1\n2\n");
}

TEST_CASE("hrpa: N to 10^15 and beyond, to 2^63 - 1") {
    CHECK(hrpa::smallest_winning_take(1000000000000000LL) == 3);
    CHECK(hrpa::smallest_winning_take(806515533049393LL) == 806515533049393LL);  // F(73), the last below 10^15
    CHECK(hrpa::smallest_winning_take(806515533049394LL) == 1);
    CHECK(hrpa::smallest_winning_take(7540113804746346429LL) == 7540113804746346429LL);  // F(92)
    CHECK(hrpa::smallest_winning_take(suite.max_pebbles) == 2);  // computed by testdata/hrpa/derive.py
    CHECK(hrpa::winning_first_takes(suite.max_pebbles).back() == suite.max_pebbles);
    CHECK(answers_by(hrpa::solve, suite, "9223372036854775807\n1\n") == "2\n1\n");
}

TEST_CASE("hrpa: the lines beyond the first, CRLF, tabs and no final newline read leniently") {
    CHECK(answers_by(hrpa::solve, suite, "4\r\n\t7\r\n8") == "1\n2\n8\n");
    CHECK(answers_by(hrpa::solve, suite, "4 7\n\n18\n") == "1\n2\n5\n");
}

TEST_CASE("hrpa: bad input names line, column and what was expected") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(hrpa::solve, suite, "", false, &error) == "");
    CHECK(error.expected == "pebbles N (integer 1..9223372036854775807)");
    CHECK(error.found == "end of input");

    CHECK(answers_by(hrpa::solve, suite, "4\n0\n", false, &error) == "1\n");
    CHECK(error.line == 2);
    CHECK(error.found == "'0'");

    CHECK(answers_by(hrpa::solve, suite, "9223372036854775808\n", false, &error) == "");
    CHECK(error.found == "'9223372036854775808'");

    CHECK(answers_by(hrpa::solve_by_reference, hrpa::reference_limits(), "2001\n", false, &error) == "");
    CHECK(error.expected == "pebbles N (integer 1..2000)");
}

TEST_CASE("hrpa: strict mode wants the judge's one line") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(hrpa::solve, judge, "1\n", true, &error) == "");
    CHECK(error.expected == "pebbles N (integer 2..1000000000000000)");

    CHECK(answers_by(hrpa::solve, judge, "1000000000000001\n", true, &error) == "");
    CHECK(error.found == "'1000000000000001'");

    CHECK(answers_by(hrpa::solve, judge, "4\n7\n", true, &error) == "1\n");
    CHECK(error.line == 2);
    CHECK(error.expected == "end of input");

    CHECK(answers_by(hrpa::solve, judge, "4", true, &error) == "");
    CHECK(error.expected == "end of line");

    CHECK(answers_by(hrpa::solve, judge, "4 \n", true, &error) == "");
    CHECK(error.column == 2);
}
