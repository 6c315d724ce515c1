// misere-fib-nim-count tests: the misère game by its rules against the Zeckendorf criterion on n - 1 (every heap and
// cap to 400), the count against the rules (every k < 48 and N <= 1500; every k <= 1000 at sampled N <= 1000), k = 1
// against the Beatty sequence floor(j phi^2) - 1 (OEIS A003622) to 2^63 - 1, every position's winning takes against the
// rules (heaps to 200), --position, the sample, and input handling.
#include <doctest/doctest.h>

#include <cstddef>
#include <string>
#include <vector>

#include "moves.hpp"
#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using input_testing::answers_by;
namespace m = misere_fib_nim_count;

const m::Limits suite = m::suite_limits();
const m::Limits judge = m::judge_limits();
const m::ZeckendorfDigits digits;

long long fast(long long k, long long n_max) { return m::won_heaps(digits, k, n_max); }

// floor(a / phi^2) = floor(a (3 - sqrt 5) / 2) for a >= 1, exactly: with s = isqrt(5 a^2), a sqrt 5 lies in
// (s, s + 1) (5 a^2 is no square), so the value lies in ((3a - s - 1) / 2, (3a - s) / 2), whose floor is
// floor((3a - s - 1) / 2).
long long floor_over_phi_squared(long long a) {
    typedef unsigned __int128 u128;
    const u128 square = static_cast<u128>(5) * static_cast<u128>(a) * static_cast<u128>(a);
    u128 s = static_cast<u128>(static_cast<long double>(a) * 2.2360679774997896964L);
    while (s * s > square) --s;
    while ((s + 1) * (s + 1) <= square) ++s;
    return static_cast<long long>((static_cast<u128>(3) * static_cast<u128>(a) - s - 1) / 2);
}

}  // namespace

TEST_CASE("misere-fib-nim-count: by the rules, n is won iff n - 1 >= 1 has its smallest Zeckendorf term <= k; n, k "
          "to 400") {
    m::MisereRules rules;
    for (long long n = 1; n <= 400; ++n) {
        const long long smallest = n >= 2 ? gamecore::zeckendorf_terms(n - 1).back() : 0;
        for (long long k = 1; k <= 400; ++k) {
            const bool criterion = n >= 2 && smallest <= k;
            if (rules.mover_wins(n, k) != criterion) {
                CAPTURE(n);
                CAPTURE(k);
                CHECK(rules.mover_wins(n, k) == criterion);
            }
        }
    }
    CHECK(!rules.mover_wins(1, 1));  // the one stone is the last
    CHECK(rules.mover_wins(2, 1));   // take one, leave the last
    CHECK(!rules.mover_wins(4, 2));  // 3 above the last, a Fibonacci number more than 2
    CHECK(rules.mover_wins(4, 3));
}

TEST_CASE("misere-fib-nim-count: the count is the rules' count for every k < 48 and N <= 1500") {
    m::MisereRules rules;
    for (long long k = 1; k < 48; ++k) {
        long long won = 0;
        for (long long n_max = 1; n_max <= 1500; ++n_max) {
            won += rules.mover_wins(n_max, k);
            if (fast(k, n_max) != won) {
                CAPTURE(k);
                CAPTURE(n_max);
                REQUIRE(fast(k, n_max) == won);
            }
        }
    }
}

TEST_CASE("misere-fib-nim-count: every k <= 1000 and beyond, at N to 1000 every 23rd, Fibonacci and one off") {
    m::MisereRules rules;
    std::vector<long long> sizes;
    for (long long n = 1; n <= 1000; n += 23) sizes.push_back(n);
    for (long long a = 1, b = 2; a <= 999; b += a, a = b - a)
        for (long long n : {a - 1, a, a + 1})
            if (n >= 1) sizes.push_back(n);
    sizes.push_back(1000);
    std::vector<long long> caps;
    for (long long k = 1; k <= 1000; ++k) caps.push_back(k);
    caps.push_back(1000000000000000000LL);
    caps.push_back(suite.max_cap);
    for (long long k : caps) {
        // Every heap to 1000 by the rules once, the prefix counts read at each sampled N.
        std::vector<long long> prefix(1001, 0);
        for (long long n = 1; n <= 1000; ++n) prefix[n] = prefix[n - 1] + rules.mover_wins(n, k);
        for (long long n_max : sizes)
            if (fast(k, n_max) != prefix[n_max]) {
                CAPTURE(k);
                CAPTURE(n_max);
                REQUIRE(fast(k, n_max) == prefix[n_max]);
            }
    }
}

TEST_CASE("misere-fib-nim-count: the sample, hand derivations, and k a Fibonacci number or one off") {
    // The statement's sample and its explanation.
    CHECK(answers_by(m::solve, judge, "3\n1 5\n2 5\n1 10\n", true) == "2\n3\n4\n");
    CHECK(answers_by(m::solve_by_reference, m::reference_limits(), "3\n1 5\n2 5\n1 10\n") == "2\n3\n4\n");
    // By hand: one stone is lost; two are won (leave the last); with k = 1, 3 and 4 are lost (n - 1 = 2 and 3 are
    // Fibonacci numbers above 1: a take of 1 is answered by 1 or 2 to leave the last stone), 5 won (4 = 3 + 1).
    CHECK(fast(1, 1) == 0);
    CHECK(fast(1, 2) == 1);
    CHECK(fast(1, 3) == 1);
    CHECK(fast(1, 4) == 1);
    CHECK(fast(1, 5) == 2);
    // k >= n - 1 takes all but the last stone: every heap from 2 is won.
    CHECK(fast(9, 10) == 9);
    CHECK(fast(8, 10) == 9);  // n - 1 = 8 is a Fibonacci number but not above 8
    CHECK(fast(7, 10) == 8);  // n = 9 lost: 8 is above 7
    // The threshold is "more than k": at k a Fibonacci number, heaps n with n - 1 = k are won, at k - 1 lost.
    for (long long a = 2, b = 3; a <= 1000000000000000000LL; b += a, a = b - a) {
        CAPTURE(a);
        CHECK(fast(a, a + 1) - fast(a, a) == 1);          // n - 1 = a, all of it taken: won
        CHECK(fast(a - 1, a + 1) - fast(a - 1, a) == 0);  // a more than a - 1: lost
    }
}

TEST_CASE("misere-fib-nim-count: k = 1 counts the Beatty sequence floor(j phi^2) - 1, N to 30000 and to 2^63 - 1") {
    // With k = 1, n is won iff n - 1's Zeckendorf representation ends in 1, and those numbers are A003622,
    // floor(j phi^2) - 1 for j >= 1: #{j : floor(j phi^2) <= N} = floor((N + 1) / phi^2) (phi^2 is irrational).
    for (long long n_max = 1; n_max <= 30000; ++n_max)
        if (fast(1, n_max) != floor_over_phi_squared(n_max + 1)) {
            CAPTURE(n_max);
            REQUIRE(fast(1, n_max) == floor_over_phi_squared(n_max + 1));
        }
    const long long big[] = {1000000000000000000LL, 999999999999999999LL, 7540113804746346429LL,
                             7540113804746346430LL, 4660046610375530309LL, suite.max_stones - 1};
    for (long long n_max : big) {
        CAPTURE(n_max);
        CHECK(fast(1, n_max) == floor_over_phi_squared(n_max + 1));
    }
    CHECK(fast(1, 10) == 4);
}

TEST_CASE("misere-fib-nim-count: 64-bit edges") {
    CHECK(fast(suite.max_cap, suite.max_stones) == suite.max_stones - 1);  // every heap but 1 takes all but one
    CHECK(fast(1000000000000000000LL, 1000000000000000000LL) == 999999999999999999LL);
    CHECK(fast(1, 1) == 0);
    CHECK(fast(suite.max_cap, 1) == 0);
    // k = F(90), the largest Fibonacci number below 2^63: every n - 1 <= 2^63 - 2 has its smallest term <= k.
    CHECK(fast(7540113804746346429LL, suite.max_stones) == suite.max_stones - 1);
    // k = F(90) - 1: only n - 1 = F(90) itself has all terms above k.
    CHECK(fast(7540113804746346428LL, suite.max_stones) == suite.max_stones - 2);
    CHECK(answers_by(m::solve, suite, "2\n9223372036854775807 9223372036854775807\n1 1\n") ==
          "9223372036854775806\n0\n");
}

TEST_CASE("misere-fib-nim-count: every position's winning takes are the rules', heaps to 200, every cap") {
    m::Moves moves;
    for (long long n = 1; n <= 200; ++n)
        for (long long most = 1; most <= n; ++most) {
            const m::Board board{n, most};
            const gamesuite::MoveList fast_list = moves.moves(board), by_rules = moves.moves_by_rules(board);
            if (fast_list.moves != by_rules.moves || fast_list.outcome != by_rules.outcome) {
                CAPTURE(n);
                CAPTURE(most);
                CHECK(fast_list.moves == by_rules.moves);
            }
        }
    CHECK(moves.moves(m::Board{5, 2}).moves == std::vector<std::string>{"1"});  // 4 = 3 + 1
    CHECK(moves.moves(m::Board{18, 17}).moves ==
          std::vector<std::string>{"1", "4", "17"});  // 17 = 13 + 3 + 1: 1, 3 + 1, all of it
    CHECK(moves.moves(m::Board{4, 2}).outcome == gamesuite::Outcome::lose);
    CHECK(moves.moves(m::Board{0, 0}).outcome == gamesuite::Outcome::win);  // the opponent took the last stone
}

TEST_CASE("misere-fib-nim-count: the won positions of a case's family, by --moves, are its count") {
    const std::string input = "4\n1 5\n2 5\n1 10\n3 300\n";
    const std::string lines = answers_by(gamesuite::write_moves<m::Moves>, suite, input);
    std::vector<long long> wins;
    std::size_t start = 0;
    for (long long n_max : {5, 5, 10, 300}) {
        long long won = 0;
        for (long long n = 0; n < n_max; ++n) {
            const std::size_t end = lines.find('\n', start);
            won += lines.compare(start, 3, "win") == 0;
            start = end + 1;
        }
        wins.push_back(won);
    }
    CHECK(start == lines.size());
    CHECK(wins == std::vector<long long>{2, 3, 4, fast(3, 300)});
}

TEST_CASE("misere-fib-nim-count: --position 'k n' is one heap, read with the limits") {
    typedef gamesuite::ReadPosition Read;
    CHECK(answers_by(gamesuite::write_moves<m::Moves, Read>, suite, "2 5") == "win 1\n");
    CHECK(answers_by(gamesuite::write_moves<m::Moves, Read>, suite, "1 4\n") == "lose\n");
    CHECK(answers_by(gamesuite::write_moves<m::Moves, Read>, suite, "17 18") == "win 1 4 17\n");
    CHECK(answers_by(gamesuite::reference_moves<m::Moves, Read>, m::reference_limits(), "17 18") == "win 1 4 17\n");
    const std::string explained = answers_by(gamesuite::write_explanation<m::Moves, Read>, suite, "2 5");
    CHECK(explained.find("case 1: the first player wins: 5 stones, at most 2 to take") == 0);
    CHECK(explained.find("\n  play 1 (take 1: 4 = 3 + 1 left)") != std::string::npos);
    CHECK(answers_by(gamesuite::write_moves<m::Moves, Read>, suite, "9223372036854775807 9223372036854775807")
              .rfind("win 1 ", 0) == 0);  // 2^63 - 2 ends in the term 1 (worked in Python)

    gamecore::InputError error(0, 0, "", "");
    answers_by(gamesuite::write_moves<m::Moves, Read>, suite, "2 5 7", false, &error);
    CHECK(error.column == 5);
    CHECK(error.expected == "end of the position 'k n'");
    answers_by(gamesuite::write_moves<m::Moves, Read>, suite, "2 0", false, &error);
    CHECK(error.expected == "heap n (integer 1..9223372036854775807)");
    answers_by(gamesuite::write_moves<m::Moves, Read>, judge, "2 5 ", true, &error);
    CHECK(error.expected == "end of input");
    answers_by(gamesuite::reference_moves<m::Moves, Read>, m::reference_limits(), "2 2001", false, &error);
    CHECK(error.expected == "heap n (integer 1..2000)");
}

TEST_CASE("misere-fib-nim-count: lenient reading, and bad input names line, column and what was expected") {
    CHECK(answers_by(m::solve, suite, "2\r\n1\t5\r\n\r\n2 5") == "2\n3\n");
    CHECK(answers_by(m::solve, suite, "0\n") == "");

    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(m::solve, suite, "", false, &error) == "");
    CHECK(error.expected == "number of queries T (integer 0..10000000)");
    CHECK(answers_by(m::solve, suite, "2\n1 5\n0 5\n", false, &error) == "2\n");
    CHECK(error.line == 3);
    CHECK(error.expected == "first-move cap k (integer 1..9223372036854775807)");
    CHECK(answers_by(m::solve, suite, "1\n1 5\n1 5\n", false, &error) == "2\n");
    CHECK(error.expected == "end of input after the T queries");
    CHECK(answers_by(m::solve_by_reference, m::reference_limits(), "1\n1 2001\n", false, &error) == "");
    CHECK(error.expected == "largest heap N (integer 1..2000)");
}

TEST_CASE("misere-fib-nim-count: strict mode wants the judge's format and limits") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(m::solve, judge, "0\n", true, &error) == "");
    CHECK(error.expected == "number of queries T (integer 1..100000)");
    CHECK(answers_by(m::solve, judge, "1\n1 1000000000000000001\n", true, &error) == "");
    CHECK(error.expected == "largest heap N (integer 1..1000000000000000000)");
    CHECK(answers_by(m::solve, judge, "1\n1  5\n", true, &error) == "");
    CHECK(error.column == 3);
    CHECK(answers_by(m::solve, judge, "1\n1 5", true, &error) == "");
    CHECK(error.expected == "end of line");
}
