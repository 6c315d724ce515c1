// HDU 1848 Fibonacci again and again: judge solver. One Grundy table of the Fibonacci subtraction game (GrundyTable
// over SubtractionRules) grown to the largest heap H: O(H log H) once, O(1) a line. Tested in tests.cpp and testdata.
#ifndef FIBONACCI_SG_SOLVER_HPP
#define FIBONACCI_SG_SOLVER_HPP

#include <cstddef>
#include <vector>

#include "gamecore/grundy.hpp"
#include "problem.hpp"

namespace fibonacci_sg {

// The statement's Fibonacci numbers F(1) = 1, F(2) = 2, F(i) = F(i - 1) + F(i - 2), every one up to `limit`:
// 1, 2, 3, 5, 8, ..., each once (a list starting 1, 1 would give 1 twice, harmless but one more mex step a heap).
// The loop stops before a sum could pass `limit`, so no value wraps whatever `limit` is.
inline std::vector<std::size_t> fibonacci_amounts(std::size_t limit) {
    std::vector<std::size_t> amounts;
    std::size_t previous = 1, current = 1;  // F(0) = 1 would precede F(1) = 1; it is not a move of its own
    while (current <= limit) {
        amounts.push_back(current);
        if (previous > limit - current) break;  // the next one, previous + current, would pass limit
        const std::size_t next = previous + current;
        previous = current;
        current = next;
    }
    return amounts;
}

// Three one-heap games side by side, so the first player wins iff g(m) xor g(n) xor g(p) != 0 (Sprague-Grundy),
// with g(h) = mex{ g(h - f) : f Fibonacci, f <= h }. No closed form is known (OEIS A014588): the table is computed.
class FibonacciSum {
public:
    explicit FibonacciSum(long long max_heap)
        : table_(gamecore::SubtractionRules(fibonacci_amounts(static_cast<std::size_t>(max_heap)))) {}

    unsigned grundy(long long heap) { return table_.value(static_cast<std::size_t>(heap)); }

    bool first_player_wins(long long m, long long n, long long p) {
        return (grundy(m) ^ grundy(n) ^ grundy(p)) != 0;
    }

private:
    gamecore::GrundyTable<gamecore::SubtractionRules> table_;
};

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    FibonacciSum game(limits.max_heap);
    answer_lines(in, limits, out, game);
}

}  // namespace fibonacci_sg

#endif
