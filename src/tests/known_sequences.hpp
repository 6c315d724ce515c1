// Known integer sequences for tests, each copied from its OEIS entry (never computed here): Fibonacci numbers
// A000045 and Dawson's chess A002187. Header-only; used by tests.cpp files and src/tests, never part of a judge.
#ifndef GAMESUITE_TESTS_KNOWN_SEQUENCES_HPP
#define GAMESUITE_TESTS_KNOWN_SEQUENCES_HPP

#include <cstddef>

namespace known_sequences {

// OEIS A000045 (Fibonacci numbers), F(0..30), copied from oeis.org/A000045, not computed here.
// Used by problems/fibonacci-nim/tests.cpp and problems/k-multiple/tests.cpp.
const long long fibonacci_a000045[] = {0,     1,     1,     2,     3,      5,      8,      13,     21,    34,   55,
                                       89,    144,   233,   377,   610,    987,    1597,   2584,   4181,  6765, 10946,
                                       17711, 28657, 46368, 75025, 121393, 196418, 317811, 514229, 832040};
const std::size_t fibonacci_a000045_count = sizeof fibonacci_a000045 / sizeof fibonacci_a000045[0];

// OEIS A002187 (Dawson's chess, octal .137), a(0..131), copied from oeis.org/A002187. OEIS: ".07 (Dawson's
// Kayles) has values a(n-1)"; ".4, .401, ... have values a(n-2)". Used by src/tests/octal_test.cpp and
// problems/triangulation/tests.cpp.
const unsigned dawson_chess_a002187[] = {
    0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7,
    4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 3,
    7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5,
    3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4};
const std::size_t dawson_chess_a002187_count = sizeof dawson_chess_a002187 / sizeof dawson_chess_a002187[0];

}  // namespace known_sequences

#endif  // GAMESUITE_TESTS_KNOWN_SEQUENCES_HPP
