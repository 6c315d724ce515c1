// fibonacci-nim tests: the Fibonacci test against OEIS A000045 (every n up to 10^6, and the terms near 2^31 and
// 2^63), the closed form against the game searched by its rules for every n up to 300, and input handling.
#include <doctest/doctest.h>

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

const fibonacci_nim::Limits suite = fibonacci_nim::suite_limits();
const fibonacci_nim::Limits judge = fibonacci_nim::judge_limits();

}  // namespace

TEST_CASE("fibonacci-nim: the Fibonacci test is true exactly on OEIS A000045, for every n up to 10^6") {
    const std::set<long long> terms(known_sequences::fibonacci_a000045 + 1,
                                    known_sequences::fibonacci_a000045 + known_sequences::fibonacci_a000045_count);
    int found = 0;
    for (long long n = 1; n <= 1000000; ++n) {
        const bool expected = terms.count(n) > 0;
        if (fibonacci_nim::is_fibonacci(n) != expected) {
            CAPTURE(n);
            CHECK(fibonacci_nim::is_fibonacci(n) == expected);
        }
        found += fibonacci_nim::is_fibonacci(n);
    }
    CHECK(found == 29);  // F(2..30) = 1, 2, ..., 832040: 29 distinct numbers (F(1) = F(2) = 1)
    CHECK_FALSE(fibonacci_nim::is_fibonacci(0));
}

TEST_CASE("fibonacci-nim: terms of OEIS A000045 near 2^31 and 2^63, exact without overflow") {
    // F(46) = 1836311903 is the largest below 2^31; F(47) = 2971215073 would overflow a signed 32-bit int.
    CHECK(fibonacci_nim::is_fibonacci(1836311903LL));
    CHECK_FALSE(fibonacci_nim::is_fibonacci(1836311902LL));
    CHECK_FALSE(fibonacci_nim::is_fibonacci(1836311904LL));
    CHECK_FALSE(fibonacci_nim::is_fibonacci(2147483647LL));
    CHECK(fibonacci_nim::is_fibonacci(2971215073LL));
    CHECK(fibonacci_nim::is_fibonacci(1134903170LL));  // F(45)
    // F(90), F(91), F(92): F(92) is the largest below 2^63; F(93) = 12200160415121876738 is past it.
    CHECK(fibonacci_nim::is_fibonacci(2880067194370816120LL));
    CHECK(fibonacci_nim::is_fibonacci(4660046610375530309LL));
    CHECK(fibonacci_nim::is_fibonacci(7540113804746346429LL));
    CHECK_FALSE(fibonacci_nim::is_fibonacci(7540113804746346428LL));
    CHECK_FALSE(fibonacci_nim::is_fibonacci(7540113804746346430LL));
    CHECK_FALSE(fibonacci_nim::is_fibonacci(9223372036854775807LL));
    CHECK_FALSE(fibonacci_nim::is_fibonacci(9223372036854775806LL));
}

TEST_CASE("fibonacci-nim: the closed form matches the game played by its rules for every n from 1 to 300") {
    const fibonacci_nim::FibonacciNim fast;
    fibonacci_nim::WinsBySearch search;
    int lost = 0;
    for (long long n = 1; n <= 300; ++n) {
        CAPTURE(n);
        const bool wins = search.first_player_wins(n);
        CHECK(fast.first_player_wins(n) == wins);
        lost += !wins;
    }
    // 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233: lost by the Python search of testdata/fibonacci-nim/derive.py.
    CHECK(lost == 12);
    // The positions (r, cap) reached from these starts: the cap after a take t is min(2t, r - t), so only 15252 of
    // the 45451 pairs 0 <= cap <= r <= 300 occur; the count is the Python walk's in derive.py.
    CHECK(search.positions_seen() == 15252);
}

TEST_CASE("fibonacci-nim: --moves' theory against the search, every n and every (stones, largest take) to 200") {
    fibonacci_nim::WinsBySearch search;
    // The claim winning_first_takes rests on: (m, at most L) is lost for its mover iff m's smallest term is
    // more than L.
    for (long long m = 1; m <= 200; ++m)
        for (long long most = 1; most <= 200; ++most) {
            const bool lost = fibonacci_nim::zeckendorf_terms(m).back() > most;
            if (search.mover_wins(m, most) == lost) {
                CAPTURE(m);
                CAPTURE(most);
                CHECK(search.mover_wins(m, most) != lost);
            }
        }
    // Every first move tried: the ones leaving a lost heap are exactly the listed ones.
    int several = 0;
    for (long long n = 1; n <= 200; ++n) {
        std::vector<long long> by_rules;
        for (long long take = 1; take < n; ++take)
            if (!search.mover_wins(n - take, 2 * take)) by_rules.push_back(take);
        CAPTURE(n);
        CHECK(gamesuite::winning_first_takes(fibonacci_nim::zeckendorf_terms(n), 2) == by_rules);
        several += by_rules.size() > 1;
    }
    CHECK(several > 0);  // 17 = 13 + 3 + 1: take 1 or 4
    CHECK(gamesuite::winning_first_takes(fibonacci_nim::zeckendorf_terms(17), 2) == std::vector<long long>{1, 4});
    // The largest heap: 46 terms at most, and the sums stay below 2^63 - 1.
    CHECK(fibonacci_nim::zeckendorf_terms(9223372036854775807LL).front() == 7540113804746346429LL);
    CHECK(fibonacci_nim::zeckendorf_terms(7540113804746346429LL) == std::vector<long long>{7540113804746346429LL});
}

TEST_CASE("fibonacci-nim: the search by the rules, on its own small cases") {
    fibonacci_nim::WinsBySearch search;
    CHECK_FALSE(search.first_player_wins(1));  // no first move at all: it may not take the whole heap
    CHECK_FALSE(search.first_player_wins(2));  // take 1, the opponent takes the last
    CHECK(search.first_player_wins(4));        // take 1: 3 left, the opponent may take 1 or 2, both lose
    CHECK_FALSE(search.first_player_wins(3));  // take 1: the opponent takes the other 2
    CHECK(search.first_player_wins(6));        // take 1: 5 left with takes of 1 or 2, lost for the opponent
}

TEST_CASE("fibonacci-nim: the statement's sample, and nothing read after 0") {
    const std::string sample = "2\n13\n10000\n0\n";
    const std::string answers = "Second win\nSecond win\nFirst win\n";
    CHECK(answers_by(fibonacci_nim::solve, suite, sample) == answers);
    CHECK(answers_by(fibonacci_nim::solve, judge, sample, true) == answers);
    CHECK(answers_by(fibonacci_nim::solve, suite, "4\n0\nnot read\n") == "First win\n");
    CHECK(answers_by(fibonacci_nim::solve, suite, "0\n") == "");
    CHECK(answers_by(fibonacci_nim::solve_by_reference, fibonacci_nim::reference_limits(), "2\n13\n100\n0\n") ==
          "Second win\nSecond win\nFirst win\n");
}

TEST_CASE("fibonacci-nim: beyond the judge: n = 1 and n up to 2^63 - 1") {
    CHECK(answers_by(fibonacci_nim::solve, suite, "1\n2971215073\n9223372036854775807\n7540113804746346429\n") ==
          "Second win\nSecond win\nFirst win\nSecond win\n");
}

TEST_CASE("fibonacci-nim: CRLF, tabs, blank lines and no final newline read leniently; end of input ends too") {
    CHECK(answers_by(fibonacci_nim::solve, suite, "2\r\n\r\n\t13\r\n10000\r\n0") ==
          "Second win\nSecond win\nFirst win\n");
    CHECK(answers_by(fibonacci_nim::solve, suite, "2\n4") == "Second win\nFirst win\n");
    CHECK(answers_by(fibonacci_nim::solve, suite, "3 5\n0\n") == "Second win\nSecond win\n");  // any layout
    CHECK(answers_by(fibonacci_nim::solve, suite, "") == "");
}

TEST_CASE("fibonacci-nim: bad input names line, column and what was expected") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(fibonacci_nim::solve, suite, "2\nx\n", false, &error) == "Second win\n");
    CHECK(error.line == 2);
    CHECK(error.column == 1);
    CHECK(error.expected == "stone count n (0 ends the input) (integer 0..9223372036854775807)");
    CHECK(error.found == "'x'");

    // Past the supported range: an error, never an answer.
    CHECK(answers_by(fibonacci_nim::solve, suite, "9223372036854775808\n", false, &error) == "");
    CHECK(error.found == "'9223372036854775808'");

    CHECK(answers_by(fibonacci_nim::solve, suite, "-5\n", false, &error) == "");
    CHECK(error.found == "'-5'");

    // The reference's own limits: its search stops at n = 200.
    CHECK(answers_by(fibonacci_nim::solve_by_reference, fibonacci_nim::reference_limits(), "201\n", false,
                     &error) == "");
    CHECK(error.expected == "stone count n (0 ends the input) (integer 0..200)");
}

TEST_CASE("fibonacci-nim: strict mode checks the exact format, the judge's limits and the terminator") {
    gamecore::InputError error(0, 0, "", "");
    // At the judge n >= 2: a 1 is neither a position nor the terminator.
    CHECK(answers_by(fibonacci_nim::solve, judge, "2\n1\n0\n", true, &error) == "Second win\n");
    CHECK(error.line == 2);
    CHECK(error.column == 1);
    CHECK(error.expected == "stone count n (integer 2..2147483647) or 0, which ends the input");
    CHECK(error.found == "'1'");

    CHECK(answers_by(fibonacci_nim::solve, judge, "2147483648\n0\n", true, &error) == "");
    CHECK(error.expected == "stone count n (0 ends the input) (integer 0..2147483647)");

    CHECK(answers_by(fibonacci_nim::solve, judge, "2\n", true, &error) == "Second win\n");
    CHECK(error.line == 2);
    CHECK(error.found == "end of input");

    CHECK(answers_by(fibonacci_nim::solve, judge, "2\n0\n\n", true, &error) == "Second win\n");
    CHECK(error.line == 3);
    CHECK(error.expected == "end of input");

    CHECK(answers_by(fibonacci_nim::solve, judge, "2 \n0\n", true, &error) == "");
    CHECK(error.column == 2);
    CHECK(error.expected == "end of line");

    CHECK(answers_by(fibonacci_nim::solve, judge, "2\r\n0\n", true, &error) == "");
    CHECK(error.expected == "end of line");

    CHECK(answers_by(fibonacci_nim::solve, judge, "0", true, &error) == "");
    CHECK(error.expected == "end of line");
    CHECK(error.found == "end of input");
}
