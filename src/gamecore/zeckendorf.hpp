// Zeckendorf representations: n >= 1 as a sum of non-consecutive Fibonacci numbers 1, 2, 3, 5, 8, ..., taken greedily
// from the largest; O(log n), exact to 2^63 - 1. Tested in problems/hrpa/tests.cpp (every n to 10^5 against OEIS
// A000045: Fibonacci terms, none consecutive, summing to n) and by problems/fibonacci-nim/tests.cpp and hrpa's games.
#ifndef GAMECORE_ZECKENDORF_HPP
#define GAMECORE_ZECKENDORF_HPP

#include <cstddef>
#include <vector>

namespace gamecore {

// n's Zeckendorf representation, the largest term first: greedily the largest Fibonacci number not above what is
// left, so no two terms are consecutive and each is more than twice the next. The numbers 1, 2, 3, 5, ... are built
// up to n asking `previous > n - current` before each sum: nothing wraps up to 2^63 - 1 (F(92) =
// 7540113804746346429 is the largest there, so a representation has at most 46 terms). Fibonacci Nim's winning
// first moves are read off it (the smallest term, and src/cli/multiple_takes.hpp).
inline std::vector<long long> zeckendorf_terms(long long n) {
    std::vector<long long> fibonacci;
    for (long long previous = 1, current = 1; current <= n;) {
        fibonacci.push_back(current);
        if (previous > n - current) break;  // the next one is past n
        const long long next = previous + current;
        previous = current;
        current = next;
    }
    std::vector<long long> terms;
    long long rest = n;
    for (std::size_t i = fibonacci.size(); i-- > 0 && rest > 0;)
        if (fibonacci[i] <= rest) {
            terms.push_back(fibonacci[i]);
            rest -= fibonacci[i];
        }
    return terms;
}

}  // namespace gamecore

#endif
