// fibonacci-nim-gen: seeded judge input. Small: what fibonacci-nim-reference answers (reference.hpp): 1..15 lines of
// n in 1..200, a Fibonacci number or one off it about half the time (the lost positions are rare), then 0, sometimes
// a line after it that is never read. Judge: 10^4 lines of n in 2..2^31-1 (problem.hpp), a third Fibonacci, then 0.
#include <cstdio>
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

long long near_fibonacci(gamesuite::SeededRandom& random, const std::vector<long long>& list, long long low,
                         long long high, int off_by_one_percent) {
    long long n = list[static_cast<std::size_t>(random.between(0, static_cast<long long>(list.size()) - 1))];
    if (random.chance(off_by_one_percent)) n += random.chance(50) ? 1 : -1;
    return n < low ? low : n > high ? high : n;
}

void write_small(gamesuite::SeededRandom& random) {
    const fibonacci_nim::Limits limits = fibonacci_nim::reference_limits();
    const std::vector<long long> list = fibonacci_up_to(limits.max_stones);
    const long long lines = random.between(1, 15);
    for (long long line = 0; line < lines; ++line) {
        long long n;
        if (random.chance(50)) n = near_fibonacci(random, list, limits.min_stones, limits.max_stones, 40);
        else n = random.between(limits.min_stones, random.chance(70) ? 40 : limits.max_stones);
        gamesuite::print("%lld\n", n);
    }
    gamesuite::print("0\n");
    if (random.chance(10)) gamesuite::print("13\n");  // after the terminator: never read
}

void write_judge(gamesuite::SeededRandom& random) {
    const fibonacci_nim::Limits limits = fibonacci_nim::judge_limits();
    const std::vector<long long> list = fibonacci_up_to(limits.max_stones);
    for (int line = 0; line < 10000; ++line) {
        long long n;
        if (random.chance(33)) n = near_fibonacci(random, list, limits.min_stones, limits.max_stones, 30);
        else if (random.chance(2)) n = limits.max_stones;
        else n = random.between(limits.min_stones, limits.max_stones);
        gamesuite::print("%lld\n", n);
    }
    gamesuite::print("0\n");
}

void write_input(gamesuite::SeededRandom& random, bool small) {
    if (small) write_small(random);
    else write_judge(random);
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
