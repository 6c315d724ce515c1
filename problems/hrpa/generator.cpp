// hrpa-gen: seeded judge input. Small: what hrpa-reference answers (reference.hpp): 1..15 lines of N in 1..2000
// (lines past the first go beyond the judge), a Fibonacci number or one off it about half the time. Judge: the one
// line N in 2..10^15 (problem.hpp), a Fibonacci number a third of the time, the largest N sometimes.
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

// 1, 2, 3, 5, ... up to `limit`, by the recurrence (limit < 2^62, so no sum wraps).
std::vector<long long> fibonacci_up_to(long long limit) {
    std::vector<long long> list;
    for (long long a = 1, b = 2; a <= limit; b += a, a = b - a) list.push_back(a);
    return list;
}

long long near_fibonacci(gamesuite::SeededRandom& random, const hrpa::Limits& limits, int off_by_one_percent) {
    const std::vector<long long> list = fibonacci_up_to(limits.max_pebbles);
    long long n = list[static_cast<std::size_t>(random.between(0, static_cast<long long>(list.size()) - 1))];
    if (random.chance(off_by_one_percent)) n += random.chance(50) ? 1 : -1;
    return n < limits.min_pebbles ? limits.min_pebbles : n > limits.max_pebbles ? limits.max_pebbles : n;
}

void write_small(gamesuite::SeededRandom& random) {
    const hrpa::Limits limits = hrpa::reference_limits();
    const long long lines = random.chance(30) ? 1 : random.between(1, 15);
    for (long long line = 0; line < lines; ++line) {
        long long n;
        if (random.chance(50)) n = near_fibonacci(random, limits, 40);
        else n = random.between(limits.min_pebbles, random.chance(70) ? 60 : limits.max_pebbles);
        gamesuite::print("%lld\n", n);
    }
}

void write_judge(gamesuite::SeededRandom& random) {
    const hrpa::Limits limits = hrpa::judge_limits();
    long long n;
    if (random.chance(33)) n = near_fibonacci(random, limits, 0);
    else if (random.chance(10)) n = limits.max_pebbles;
    else n = random.between(limits.min_pebbles, limits.max_pebbles);
    gamesuite::print("%lld\n", n);
}

void write_input(gamesuite::SeededRandom& random, bool small) {
    if (small) write_small(random);
    else write_judge(random);
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
