// k-multiple tests: the losing numbers and the smallest winning first move against the game played by its rules on
// every small (n, k), the known sequences for k = 1 (powers of two) and k = 2 (Fibonacci numbers, OEIS A000045),
// the statement's Hint typo (57 for 55), the limits n = 2^62 - 1 and k = 10^5, and input handling.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "moves.hpp"
#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"
#include "tests/known_sequences.hpp"

namespace {

using input_testing::answers_by;

const k_multiple::Limits suite = k_multiple::suite_limits();
const k_multiple::Limits judge = k_multiple::judge_limits();

}  // namespace

TEST_CASE("k-multiple: the smallest winning first move matches the rules for every n <= 300, k <= 40") {
    k_multiple::LosingNumbers fast;
    k_multiple::TakeSearch search;
    int lost = 0, lost_to_200 = 0;
    for (long long k = 1; k <= 40; ++k) {
        for (long long n = 1; n <= 300; ++n) {
            const long long expected = search.first_move(n, k);
            if (fast.first_move(n, k) != expected) {
                CAPTURE(n);
                CAPTURE(k);
                CHECK(fast.first_move(n, k) == expected);
            }
            lost += expected == 0;
            lost_to_200 += expected == 0 && n <= 200;
        }
    }
    // By the Python rules table of testdata/k-multiple/derive.py, written apart from this code.
    CHECK(lost_to_200 == 2282);
    CHECK(lost > lost_to_200);
}

TEST_CASE("k-multiple: large k (up to 10^5, beyond n) against the rules") {
    k_multiple::LosingNumbers fast;
    k_multiple::TakeSearch search;
    const long long ks[] = {100, 299, 300, 1000, 100000};
    for (long long k : ks) {
        for (long long n = 1; n <= 300; ++n) {
            CAPTURE(n);
            CAPTURE(k);
            CHECK(fast.first_move(n, k) == search.first_move(n, k));
        }
    }
}

TEST_CASE("k-multiple: k = 1, the first player loses exactly at the powers of two; else takes n's lowest bit") {
    k_multiple::LosingNumbers fast;
    for (long long n = 1; n <= 100000; ++n) {
        const long long lowest_bit = n & -n;
        const long long expected = lowest_bit == n ? 0 : lowest_bit;
        if (fast.first_move(n, 1) != expected) {
            CAPTURE(n);
            CHECK(fast.first_move(n, 1) == expected);
        }
    }
    for (int e = 17; e <= 61; ++e) {
        const long long power = 1LL << e;
        CAPTURE(e);
        CHECK(fast.first_move(power, 1) == 0);
        CHECK(fast.first_move(power - 1, 1) == 1);
        CHECK(fast.first_move(power + 2, 1) == 2);
    }
    CHECK(fast.first_move(suite.max_stones, 1) == 1);  // 2^62 - 1
}

TEST_CASE("k-multiple: k = 2, the first player loses exactly at the Fibonacci numbers (OEIS A000045)") {
    const std::set<long long> fibonacci(known_sequences::fibonacci_a000045 + 1,
                                        known_sequences::fibonacci_a000045 + known_sequences::fibonacci_a000045_count);
    k_multiple::LosingNumbers fast;
    for (long long n = 1; n <= 1000000; ++n) {
        const bool lost = fast.first_move(n, 2) == 0;
        if (lost != (fibonacci.count(n) > 0)) {
            CAPTURE(n);
            CHECK(lost == (fibonacci.count(n) > 0));
        }
    }
    // F(90) = 2880067194370816120 is the largest Fibonacci number below 2^62 (F(91) = 4660046610375530309).
    CHECK(fast.first_move(2880067194370816120LL, 2) == 0);
    CHECK(fast.first_move(2880067194370816121LL, 2) == 1);
    CHECK(fast.first_move(2880067194370816119LL, 2) != 0);
    // The statement's Hint lists 57 among the losing numbers of k = 2: it is 55. 57 = 55 + 2: take 2.
    CHECK(fast.first_move(55, 2) == 0);
    CHECK(fast.first_move(57, 2) == 2);
}

TEST_CASE("k-multiple: the construction's first terms for k = 3, by hand") {
    // a: 1, 2, 3, 4 (no a_t with 3 a_t < a), then 6 = 5 + 1 (3 * 1 < 5), 8, 11, 15, 21, 29, 40, 55; built to n
    // and no further.
    k_multiple::LosingNumbers fast;
    fast.first_move(55, 3);
    const unsigned long long expected[] = {1, 2, 3, 4, 6, 8, 11, 15, 21, 29, 40, 55};
    CHECK(fast.terms() == std::vector<unsigned long long>(expected, expected + 12));
}

TEST_CASE("k-multiple: the largest inputs, k = 10^5 with n = 10^8 and n = 2^62 - 1") {
    k_multiple::LosingNumbers fast;
    // Pinned from the Python construction of testdata/k-multiple/derive.py.
    CHECK(fast.first_move(100000000, 100000) == 912);
    CHECK(fast.first_move(suite.max_stones, 100000) == 1079);
    // The table for 10^8 (32-bit terms) widened for 2^62 - 1: every term up to it, and no further.
    CHECK(fast.term_count() == 3203946);
    CHECK(fast.term(fast.term_count() - 1) <= static_cast<unsigned long long>(suite.max_stones));
    // The first k + 1 losing numbers are 1..k + 1: no a_t has a_t * k below them.
    CHECK(fast.term(100000) == 100001);
    CHECK(fast.term(100001) == 100003);
}

TEST_CASE("k-multiple: the tables kept for the last two k's answer as a fresh table does") {
    // Alternations (kept tables, built further or not), a third k (the older table rebuilt), repeats of one k.
    const long long ks[] = {3, 5, 3, 5, 7, 5, 7, 7, 3, 2, 3, 13, 1, 13, 1};
    k_multiple::LosingNumbers kept;
    for (std::size_t i = 0; i < sizeof ks / sizeof ks[0]; ++i)
        for (long long n = 1; n <= 3000; n += 7 + static_cast<long long>(i)) {
            k_multiple::LosingNumbers fresh;
            CAPTURE(i);
            CAPTURE(n);
            CHECK(kept.first_move(n, ks[i]) == fresh.first_move(n, ks[i]));
            // A kept list may run further (built for a larger n before): fresh's is its beginning.
            const std::vector<unsigned long long> kept_terms = kept.terms(), fresh_terms = fresh.terms();
            REQUIRE(kept_terms.size() >= fresh_terms.size());
            CHECK(std::equal(fresh_terms.begin(), fresh_terms.end(), kept_terms.begin()));
        }
    // Back to k = 3 after k = 5: its list, built to 3000 and not rebuilt for n = 40, begins as by hand.
    kept.first_move(3000, 3);
    kept.first_move(10, 5);
    kept.first_move(40, 3);
    k_multiple::LosingNumbers to_3000;
    to_3000.first_move(3000, 3);
    const std::vector<unsigned long long> kept_terms = kept.terms();
    CHECK(kept_terms == to_3000.terms());
    const unsigned long long k3[] = {1, 2, 3, 4, 6, 8, 11, 15, 21, 29, 40, 55};
    REQUIRE(kept_terms.size() >= 12);
    CHECK(std::vector<unsigned long long>(kept_terms.begin(), kept_terms.begin() + 12) ==
          std::vector<unsigned long long>(k3, k3 + 12));
}

TEST_CASE("k-multiple: the terms built are those up to n, within the count reserved for them") {
    // Exactly the terms up to n: the construction by hand, with a_t * k < a as a product in 64 bits (the judge's
    // sizes), against LosingNumbers' list; and count_bound, reserved so that the list never moves, at or above
    // every count.
    for (unsigned long long k = 1; k < 120; ++k) {
        std::vector<unsigned long long> a(1, 1), b(1, 1);
        long t = -1;
        for (unsigned long long n = 1; n < 4000; ++n) {
            while (b.back() < n) {
                const unsigned long long next = b.back() + 1;
                while (t + 1 < static_cast<long>(a.size()) && a[static_cast<std::size_t>(t + 1)] * k < next) ++t;
                a.push_back(next);
                b.push_back(next + (t >= 0 ? b[static_cast<std::size_t>(t)] : 0));
            }
            const std::size_t count = static_cast<std::size_t>(
                std::upper_bound(a.begin(), a.end(), n) - a.begin());
            if (k_multiple::LosingNumbers::count_bound(n, k) < count) {
                CAPTURE(n);
                CAPTURE(k);
                CHECK(k_multiple::LosingNumbers::count_bound(n, k) >= count);
            }
            if (n % 97 == 0 || n == 3999) {
                k_multiple::LosingNumbers fast;
                fast.first_move(static_cast<long long>(n), static_cast<long long>(k));
                CAPTURE(n);
                CAPTURE(k);
                CHECK(fast.terms() == std::vector<unsigned long long>(a.begin(), a.begin() + count));
            }
        }
    }
    // The largest: n = 10^8 and 2^62 - 1 for k = 10^5 (748550 and 3203946 terms), and k = 1, 2 at 2^62 - 1.
    CHECK(k_multiple::LosingNumbers::count_bound(100000000, 100000) >= 748550);
    CHECK(k_multiple::LosingNumbers::count_bound(100000000, 100000) <= 748550 * 11 / 10);
    CHECK(k_multiple::LosingNumbers::count_bound(suite.max_stones, 100000) >= 3203946);
    CHECK(k_multiple::LosingNumbers::count_bound(suite.max_stones, 1) >= 62);
    CHECK(k_multiple::LosingNumbers::count_bound(suite.max_stones, 2) >= 89);  // F(2)..F(90)
    k_multiple::LosingNumbers fast;
    fast.first_move(100000000, 100000);
    CHECK(fast.term_count() == 748550);
}

TEST_CASE("k-multiple: a 32-bit table widened past 2^32 - 1 answers as a fresh 64-bit one") {
    const unsigned long long narrow_end = 4294967295ULL;  // the largest n kept in 32-bit terms
    const long long ks[] = {1, 2, 3, 7, 1000, 100000};
    for (std::size_t i = 0; i < sizeof ks / sizeof ks[0]; ++i) {
        const long long k = ks[i];
        k_multiple::LosingNumbers widened;
        widened.first_move(static_cast<long long>(narrow_end), k);
        CAPTURE(k);
        CHECK(widened.term(widened.term_count() - 1) <= narrow_end);
        const long long ns[] = {static_cast<long long>(narrow_end) + 1, static_cast<long long>(narrow_end) * 3 + 5,
                                static_cast<long long>(narrow_end) - 12345, suite.max_stones};
        for (std::size_t j = 0; j < sizeof ns / sizeof ns[0]; ++j) {
            k_multiple::LosingNumbers fresh;
            CAPTURE(ns[j]);
            CHECK(widened.first_move(ns[j], k) == fresh.first_move(ns[j], k));
            const std::vector<unsigned long long> widened_terms = widened.terms(), fresh_terms = fresh.terms();
            REQUIRE(widened_terms.size() >= fresh_terms.size());
            CHECK(std::equal(fresh_terms.begin(), fresh_terms.end(), widened_terms.begin()));
        }
    }
    // The 32-bit limit itself for k = 2: 2^32 - 1 = 2971215073 + 1134903170 + ... + 55 + 13 + 3 (Zeckendorf, by
    // Python), take 3; the same from a table built wide first.
    k_multiple::LosingNumbers narrow, wide;
    wide.first_move(suite.max_stones, 2);
    CHECK(narrow.first_move(static_cast<long long>(narrow_end), 2) == 3);
    CHECK(wide.first_move(static_cast<long long>(narrow_end), 2) == 3);
    CHECK(narrow.first_move(2971215073LL, 2) == 0);  // F(47), below 2^32
    CHECK(wide.first_move(2971215073LL, 2) == 0);
}

TEST_CASE("k-multiple: the statement's sample") {
    const std::string sample = "5\n16 1\n11 1\n32 2\n34 2\n19 3\n";
    const std::string answers = "Case 1: lose\nCase 2: 1\nCase 3: 3\nCase 4: lose\nCase 5: 4\n";
    CHECK(answers_by(k_multiple::solve, suite, sample) == answers);
    CHECK(answers_by(k_multiple::solve, judge, sample, true) == answers);
    CHECK(answers_by(k_multiple::solve_by_reference, k_multiple::reference_limits(), sample) == answers);
}

TEST_CASE("k-multiple: --moves' theory against the rules, every n and every (stones, largest take) to 200") {
    k_multiple::LosingNumbers fast;
    k_multiple::TakeSearch search;
    std::vector<unsigned long long> sum;
    const long long ks[] = {1, 2, 3, 4, 5, 6, 7, 8, 10, 13, 20, 50, 100, 100000};
    for (long long k : ks) {
        CAPTURE(k);
        // The claim winning_first_takes rests on: (m, at most L) is lost for its mover iff m's smallest term is
        // more than L.
        for (long long m = 1; m <= 200; ++m) {
            fast.greedy_sum(m, k, sum);
            for (long long most = 1; most <= 200; ++most)
                if (search.wins(m, most, k) == (sum.back() > static_cast<unsigned long long>(most))) {
                    CAPTURE(m);
                    CAPTURE(most);
                    CHECK(search.wins(m, most, k) != (sum.back() > static_cast<unsigned long long>(most)));
                }
        }
        // Every first move tried: the ones leaving a lost pile are exactly the listed ones.
        for (long long n = 1; n <= 200; ++n) {
            std::vector<unsigned long long> by_rules;
            for (long long take = 1; take < n; ++take)
                if (!search.wins(n - take, k * take, k)) by_rules.push_back(static_cast<unsigned long long>(take));
            fast.greedy_sum(n, k, sum);
            CAPTURE(n);
            CHECK(gamesuite::winning_first_takes(sum, static_cast<unsigned long long>(k)) == by_rules);
        }
    }
    // 11 = 8 + 2 + 1 for k = 1: take 1 or 3 (8 > 3).
    fast.greedy_sum(11, 1, sum);
    CHECK(gamesuite::winning_first_takes(sum, 1) == std::vector<unsigned long long>{1, 3});
}

TEST_CASE("k-multiple: the search by the rules, on its own small cases") {
    k_multiple::TakeSearch search;
    CHECK(search.first_move(1, 1) == 0);  // no first move: it must leave a stone
    CHECK(search.first_move(2, 5) == 0);  // take 1, the opponent takes the last
    CHECK(search.first_move(3, 1) == 1);  // take 1: 2 left, the opponent may take 1 only
    CHECK(search.first_move(3, 2) == 0);  // take 1: the opponent takes 2; take 2: the opponent takes 1
    CHECK(search.first_move(5, 3) == 1);  // take 1: 4 left, at most 3 to take, and 4 is lost for k = 3
}

TEST_CASE("k-multiple: beyond the judge: n = 1, many cases, CRLF, tabs, trailing spaces") {
    // 2^62 - 1 for k = 2: its Zeckendorf representation ends in 3 (testdata/k-multiple/derive.py).
    CHECK(answers_by(k_multiple::solve, suite, "2\n1 1\n4611686018427387903 2\n") == "Case 1: lose\nCase 2: 3\n");
    // 1000 cases, k changing every case among 7 values, more than the 2 tables kept, so each list is rebuilt every
    // time; against the reference on the same input.
    std::string many = "1000\n";
    for (int c = 1; c <= 1000; ++c) many += std::to_string(c % 400 + 1) + " " + std::to_string(c % 7 + 1) + "\n";
    CHECK(answers_by(k_multiple::solve, suite, many) ==
          answers_by(k_multiple::solve_by_reference, k_multiple::reference_limits(), many));
    CHECK(answers_by(k_multiple::solve, suite, "2 \r\n16\t1 \r\n\r\n11 1") == "Case 1: lose\nCase 2: 1\n");
}

TEST_CASE("k-multiple: bad input names line, column and what was expected") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(k_multiple::solve, suite, "", false, &error) == "");
    CHECK(error.expected == "number of cases t (integer 1..1000000)");
    CHECK(error.found == "end of input");

    CHECK(answers_by(k_multiple::solve, suite, "2\n16 1\n11 x\n", false, &error) == "Case 1: lose\n");
    CHECK(error.line == 3);
    CHECK(error.column == 4);
    CHECK(error.expected == "multiplier k (integer 1..100000)");

    // Past the supported range: an error, never an answer.
    CHECK(answers_by(k_multiple::solve, suite, "1\n4611686018427387904 1\n", false, &error) == "");
    CHECK(error.expected == "stone count n (integer 1..4611686018427387903)");
    CHECK(answers_by(k_multiple::solve, suite, "1\n5 100001\n", false, &error) == "");
    CHECK(error.found == "'100001'");
    CHECK(answers_by(k_multiple::solve, suite, "1\n5 0\n", false, &error) == "");
    CHECK(error.found == "'0'");

    CHECK(answers_by(k_multiple::solve, suite, "2\n16 1\n", false, &error) == "Case 1: lose\n");
    CHECK(error.line == 3);
    CHECK(error.found == "end of input");

    CHECK(answers_by(k_multiple::solve, suite, "1\n16 1\n11 1\n", false, &error) == "Case 1: lose\n");
    CHECK(error.expected == "end of input after the t cases");

    // The reference's own limits: its table stops at n = 500.
    CHECK(answers_by(k_multiple::solve_by_reference, k_multiple::reference_limits(), "1\n501 1\n", false,
                     &error) == "");
    CHECK(error.expected == "stone count n (integer 1..500)");
}

TEST_CASE("k-multiple: strict mode checks the exact format and the judge's limits") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(k_multiple::solve, judge, "21\n", true, &error) == "");
    CHECK(error.expected == "number of cases t (integer 1..20)");

    CHECK(answers_by(k_multiple::solve, judge, "2\n16 1\n1 1\n", true, &error) == "Case 1: lose\n");
    CHECK(error.line == 3);
    CHECK(error.expected == "stone count n (integer 2..100000000)");

    CHECK(answers_by(k_multiple::solve, judge, "1\n100000001 1\n", true, &error) == "");
    CHECK(error.found == "'100000001'");

    CHECK(answers_by(k_multiple::solve, judge, "1\n16 1 \n", true, &error) == "");
    CHECK(error.expected == "end of line");

    CHECK(answers_by(k_multiple::solve, judge, "1\n16  1\n", true, &error) == "");
    CHECK(error.column == 4);

    CHECK(answers_by(k_multiple::solve, judge, "1\n16 1\n\n", true, &error) == "Case 1: lose\n");
    CHECK(error.line == 3);
    CHECK(error.expected == "end of input");
}
