// fibonacci-sg-gen: seeded judge input. Small: what fibonacci-sg-reference answers (reference.hpp): 1..15 lines of
// heaps 0..60 (0 and the Fibonacci numbers often), never 0 0 0 before the end; about a third lost by construction
// (p is the first heap that makes the line lost, by the reference's search); sometimes a line after the
// terminator, which is never read. Judge: 10^4 lines of heaps 1..1000 (problem.hpp), a third made lost with the
// solver's table, then 0 0 0.
#include <cstdio>
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace {

long long small_heap(gamesuite::SeededRandom& random, const fibonacci_sg::HeapsRules& rules, long long max_heap) {
    const long long kind = random.between(0, 99);
    if (kind < 10) return 0;
    if (kind < 30) {  // a Fibonacci number, or one off it
        const std::vector<long long>& takes = rules.takes();
        const long long last = static_cast<long long>(takes.size()) - 1;
        const long long f = takes[static_cast<std::size_t>(random.between(0, last))];
        const long long heap = f + random.between(-1, 1);
        return heap < 0 ? 0 : heap > max_heap ? max_heap : heap;
    }
    return random.between(0, random.chance(85) ? 20 : max_heap);
}

void write_small(gamesuite::SeededRandom& random) {
    const fibonacci_sg::Limits limits = fibonacci_sg::reference_limits();
    const fibonacci_sg::HeapsRules rules(limits.max_heap);
    fibonacci_sg::WinsBySearch search(limits.max_heap);
    const long long lines = random.between(1, 15);
    for (long long line = 0; line < lines; ++line) {
        long long m = small_heap(random, rules, limits.max_heap);
        const long long n = small_heap(random, rules, limits.max_heap);
        long long p = small_heap(random, rules, limits.max_heap);
        if (random.chance(35)) {
            for (p = 0; p < limits.max_heap && search.first_player_wins(m, n, p); ++p) {
            }
        }
        if (m == 0 && n == 0 && p == 0) m = 1;  // 0 0 0 would end the input
        gamesuite::print("%lld %lld %lld\n", m, n, p);
    }
    gamesuite::print("0 0 0\n");
    if (random.chance(10)) gamesuite::print("1 1 1\n");  // after the terminator: never read
}

void write_judge(gamesuite::SeededRandom& random) {
    const fibonacci_sg::Limits limits = fibonacci_sg::judge_limits();
    fibonacci_sg::FibonacciSum table(limits.max_heap);
    for (int line = 0; line < 10000; ++line) {
        const long long m = random.chance(5) ? limits.max_heap : random.between(limits.min_heap, limits.max_heap);
        const long long n = random.between(limits.min_heap, limits.max_heap);
        long long p = random.between(limits.min_heap, limits.max_heap);
        if (random.chance(33)) {  // the first p from a random start that makes the line lost, if any
            const long long start = p;
            while (p <= limits.max_heap && table.first_player_wins(m, n, p)) ++p;
            if (p > limits.max_heap) p = start;
        }
        gamesuite::print("%lld %lld %lld\n", m, n, p);
    }
    gamesuite::print("0 0 0\n");
}

void write_input(gamesuite::SeededRandom& random, bool small) {
    if (small) write_small(random);
    else write_judge(random);
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
