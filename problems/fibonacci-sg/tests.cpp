// fibonacci-sg tests: the Fibonacci list, the Grundy table against OEIS A014588 and against whole positions searched
// by the rules (every multiset of 3 heaps of 0..60), values at 10^6, and input handling (terminator, strict, errors).
#include <doctest/doctest.h>

#include <cstddef>
#include <string>
#include <vector>

#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using input_testing::answers_by;
using input_testing::scan;

const fibonacci_sg::Limits suite = fibonacci_sg::suite_limits();
const fibonacci_sg::Limits judge = fibonacci_sg::judge_limits();

typedef gamecore::GameSearch<fibonacci_sg::HeapsRules> Search;

}  // namespace

TEST_CASE("fibonacci-sg: the Fibonacci list is 1, 2, 3, 5, ..., each once, up to the limit and no further") {
    // Our notes: the Fibonacci numbers up to 1000 are these 15.
    const std::vector<std::size_t> to_1000 = {1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987};
    CHECK(fibonacci_sg::fibonacci_amounts(1000) == to_1000);
    CHECK(fibonacci_sg::fibonacci_amounts(987) == to_1000);
    CHECK(fibonacci_sg::fibonacci_amounts(986).back() == 610);
    CHECK(fibonacci_sg::fibonacci_amounts(0).empty());
    CHECK(fibonacci_sg::fibonacci_amounts(1) == std::vector<std::size_t>(1, 1));
    CHECK(fibonacci_sg::fibonacci_amounts(2) == std::vector<std::size_t>({1, 2}));
    const std::vector<std::size_t> to_suite = fibonacci_sg::fibonacci_amounts(static_cast<std::size_t>(suite.max_heap));
    CHECK(to_suite.size() == 29);
    CHECK(to_suite.back() == 832040);  // the next, 1346269, is past 10^6
    // The largest size_t: the list stops at the largest Fibonacci number below 2^64 instead of wrapping.
    if (sizeof(std::size_t) == 8) {
        const std::vector<std::size_t> all = fibonacci_sg::fibonacci_amounts(static_cast<std::size_t>(-1));
        CHECK(all.size() == 92);
        CHECK(all.back() == static_cast<std::size_t>(12200160415121876738ULL));
    }
    // The same numbers by the reference's own test (5 f^2 +- 4 a square), for every f up to 10^5.
    std::vector<std::size_t> by_test;
    for (long long f = 1; f <= 100000; ++f)
        if (fibonacci_sg::is_fibonacci(f)) by_test.push_back(static_cast<std::size_t>(f));
    CHECK(by_test == fibonacci_sg::fibonacci_amounts(100000));
}

TEST_CASE("fibonacci-sg: first Grundy values, OEIS A014588, by the table and by the rules") {
    // OEIS A014588 (Nim function for Take-a-Fibonacci-Game), a(0..98).
    const unsigned a014588[] = {0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 0,
                                1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3,
                                0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 0, 1, 2,
                                3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 0, 1, 2};
    fibonacci_sg::FibonacciSum table(suite.max_heap);
    Search search((fibonacci_sg::HeapsRules(100)));
    for (std::size_t n = 0; n < sizeof a014588 / sizeof a014588[0]; ++n) {
        CAPTURE(n);
        CHECK(table.grundy(static_cast<long long>(n)) == a014588[n]);
        CHECK(search.grundy(fibonacci_sg::HeapsRules::position_of(0, 0, static_cast<long long>(n))) == a014588[n]);
    }
}

TEST_CASE("fibonacci-sg: the table's xor matches the whole-position search on every 3 heaps of 0..60") {
    fibonacci_sg::FibonacciSum table(suite.max_heap);
    fibonacci_sg::WinsBySearch search(fibonacci_sg::reference_limits().max_heap);
    // The first disagreement is kept and checked once: two assertions a position cost a second under the sanitizers.
    int positions = 0, lost = 0, disagreements = 0;
    long long first_m = -1, first_n = -1, first_p = -1;
    for (long long m = 0; m <= 60; ++m)
        for (long long n = m; n <= 60; ++n)
            for (long long p = n; p <= 60; ++p) {
                const bool wins = search.first_player_wins(m, n, p);
                if ((table.first_player_wins(m, n, p) != wins || table.first_player_wins(p, m, n) != wins) &&
                    disagreements++ == 0) {
                    first_m = m;
                    first_n = n;
                    first_p = p;
                }
                ++positions;
                lost += !wins;
            }
    CAPTURE(first_m);
    CAPTURE(first_n);
    CAPTURE(first_p);
    CHECK(disagreements == 0);
    // C(63, 3) = 39711 multisets; 6203 lost by the whole-position search of testdata/fibonacci-sg/derive.py
    // (Python, written apart from this code).
    CHECK(positions == 39711);
    CHECK(lost == 6203);
    CHECK(search.positions_seen() == 39711);
}

TEST_CASE("fibonacci-sg: values up to 10^6, from the Python table of testdata/fibonacci-sg/derive.py") {
    fibonacci_sg::FibonacciSum table(suite.max_heap);
    CHECK(table.grundy(suite.max_heap) == 2);
    CHECK(table.grundy(suite.max_heap - 1) == 1);
    // The largest value up to 10^6 is 15, first at heap 206025; up to 1000 it is 9, first at 627.
    unsigned largest = 0;
    long long first = -1;
    for (long long h = 0; h <= suite.max_heap; ++h)
        if (table.grundy(h) > largest) {
            largest = table.grundy(h);
            first = h;
        }
    CHECK(largest == 15);
    CHECK(first == 206025);
    unsigned largest_to_1000 = 0;
    for (long long h = 0; h <= 1000; ++h)
        if (table.grundy(h) > largest_to_1000) largest_to_1000 = table.grundy(h);
    CHECK(largest_to_1000 == 9);
    CHECK(table.grundy(627) == 9);
    CHECK_FALSE(table.first_player_wins(suite.max_heap, 2, 0));
    CHECK(table.first_player_wins(suite.max_heap, suite.max_heap, suite.max_heap));
}

TEST_CASE("fibonacci-sg: the statement's sample, and nothing read after 0 0 0") {
    const std::string sample = "1 1 1\n1 4 1\n0 0 0\n";
    CHECK(answers_by(fibonacci_sg::solve, suite, sample) == "Fibo\nNacci\n");
    CHECK(answers_by(fibonacci_sg::solve, judge, sample, true) == "Fibo\nNacci\n");
    CHECK(answers_by(fibonacci_sg::solve_by_reference, fibonacci_sg::reference_limits(), sample) == "Fibo\nNacci\n");
    CHECK(answers_by(fibonacci_sg::solve, suite, "2 3 5\n0 0 0\nnot read\n") == "Nacci\n");
    CHECK(answers_by(fibonacci_sg::solve, suite, "0 0 0\n") == "");
}

TEST_CASE("fibonacci-sg: beyond the judge, empty heaps, and only 0 0 0 ends the input") {
    // g(1) = 1, g(4) = 0, g(5) = 1: a heap of 0 is a finished heap.
    CHECK(answers_by(fibonacci_sg::solve, suite, "0 1 1\n0 0 1\n0 0 4\n5 0 0\n0 5 4\n0 0 0\n") ==
          "Nacci\nFibo\nNacci\nFibo\nFibo\n");
    CHECK(answers_by(fibonacci_sg::solve, suite, "1000000 2 0\n") == "Nacci\n");
}

TEST_CASE("fibonacci-sg: CRLF, tabs, blank lines and no final newline read leniently; end of input ends too") {
    CHECK(answers_by(fibonacci_sg::solve, suite, "1\t1 1\r\n\r\n1 4\t1\r\n0 0 0") == "Fibo\nNacci\n");
    CHECK(answers_by(fibonacci_sg::solve, suite, "1 1 1\n1 4 1") == "Fibo\nNacci\n");
    CHECK(answers_by(fibonacci_sg::solve, suite, "") == "");
}

TEST_CASE("fibonacci-sg: bad input names line, column and what was expected") {
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(fibonacci_sg::solve, suite, "1 1 1\n1 x 1\n", false, &error) == "Fibo\n");
    CHECK(error.line == 2);
    CHECK(error.column == 3);
    CHECK(error.expected == "heap size n (integer 0..1000000)");
    CHECK(error.found == "'x'");

    // A heap past the supported range is an error, never an answer.
    CHECK(answers_by(fibonacci_sg::solve, suite, "1 1 1000001\n", false, &error) == "");
    CHECK(error.column == 5);
    CHECK(error.expected == "heap size p (integer 0..1000000)");
    CHECK(error.found == "'1000001'");

    CHECK(answers_by(fibonacci_sg::solve, suite, "-1 1 1\n", false, &error) == "");
    CHECK(error.expected == "heap size m (0 0 0 ends the input) (integer 0..1000000)");

    CHECK(answers_by(fibonacci_sg::solve, suite, "1 1\n", false, &error) == "");
    CHECK(error.line == 2);
    CHECK(error.found == "end of input");

    CHECK(answers_by(fibonacci_sg::solve, suite, "9223372036854775808 1 1\n", false, &error) == "");
    CHECK(error.found == "'9223372036854775808'");

    // The reference's own limits: its search stops at heap 60.
    CHECK(answers_by(fibonacci_sg::solve_by_reference, fibonacci_sg::reference_limits(), "1 1 61\n", false,
                     &error) == "");
    CHECK(error.expected == "heap size p (integer 0..60)");
}

TEST_CASE("fibonacci-sg: strict mode checks the exact format, the judge's limits and the terminator") {
    gamecore::InputError error(0, 0, "", "");
    // At the judge every heap is at least 1, so a line starting with 0 must be the terminator.
    CHECK(answers_by(fibonacci_sg::solve, judge, "1 1 1\n0 1 1\n", true, &error) == "Fibo\n");
    CHECK(error.line == 2);
    CHECK(error.column == 3);
    CHECK(error.expected == "0 (the line 0 0 0 ends the input) (integer 0..0)");
    CHECK(error.found == "'1'");

    CHECK(answers_by(fibonacci_sg::solve, judge, "1 0 1\n", true, &error) == "");
    CHECK(error.expected == "heap size n (integer 1..1000)");

    CHECK(answers_by(fibonacci_sg::solve, judge, "1 1 1001\n", true, &error) == "");
    CHECK(error.expected == "heap size p (integer 1..1000)");

    CHECK(answers_by(fibonacci_sg::solve, judge, "1 1 1\n", true, &error) == "Fibo\n");
    CHECK(error.line == 2);
    CHECK(error.expected == "heap size m (0 0 0 ends the input) (integer 0..1000)");
    CHECK(error.found == "end of input");

    CHECK(answers_by(fibonacci_sg::solve, judge, "1 1 1\n0 0 0\n\n", true, &error) == "Fibo\n");
    CHECK(error.line == 3);
    CHECK(error.expected == "end of input");

    CHECK(answers_by(fibonacci_sg::solve, judge, "1  1 1\n", true, &error) == "");
    CHECK(error.column == 3);
    CHECK(error.found == "' '");

    CHECK(answers_by(fibonacci_sg::solve, judge, "1 1 1\r\n", true, &error) == "");
    CHECK(error.expected == "end of line");

    CHECK(answers_by(fibonacci_sg::solve, judge, "0 0 0", true, &error) == "");
    CHECK(error.expected == "end of line");
    CHECK(error.found == "end of input");
}
