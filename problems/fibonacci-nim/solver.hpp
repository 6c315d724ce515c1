// HDU 2516 Fibonacci Nim: judge solver. The first player loses iff n is a Fibonacci number (Zeckendorf), tested
// against the Fibonacci numbers built exactly up to n: O(log n) a line. Tested in tests.cpp and the testdata.
#ifndef FIBONACCI_NIM_SOLVER_HPP
#define FIBONACCI_NIM_SOLVER_HPP

#include "problem.hpp"

namespace fibonacci_nim {

// Is n >= 1 one of 1, 2, 3, 5, 8, 13, ... (F(i) = F(i - 1) + F(i - 2), F(1) = F(2) = 1)? The walk stops as soon as
// the current number reaches n, and never forms a sum above n: `previous > n - current` is asked first, so no
// value wraps for any n up to 2^63 - 1 (92 steps at most).
inline bool is_fibonacci(long long n) {
    long long previous = 1, current = 1;
    while (current < n) {
        if (previous > n - current) return false;  // the next one, previous + current, is past n
        const long long next = previous + current;
        previous = current;
        current = next;
    }
    return current == n;
}

// Fibonacci Nim (Whinihan, 1963): the first player, who may take anything but the whole heap, loses iff n is a
// Fibonacci number. Otherwise taking the smallest term of n's Zeckendorf representation wins: the opponent may
// then take at most twice that, never reach the next term, which is more than twice as large.
class FibonacciNim {
public:
    bool first_player_wins(long long n) const { return !is_fibonacci(n); }
};

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    FibonacciNim game;
    answer_lines(in, limits, out, game);
}

}  // namespace fibonacci_nim

#endif
