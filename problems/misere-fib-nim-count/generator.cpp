// misere-fib-nim-count-gen: seeded judge input. Small: what misere-fib-nim-count-reference answers (reference.hpp):
// 1..5 queries, N mostly up to 150 and now and then to 2000, k small, a Fibonacci number or one off it, or huge.
// Judge: T = 10^5 queries, k and N up to 10^18, a Fibonacci number or one off it a third of the time each.
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

// 1, 2, 3, 5, ... up to `limit` (limit < 2^62, so no sum wraps).
std::vector<long long> fibonacci_up_to(long long limit) {
    std::vector<long long> list;
    for (long long a = 1, b = 2; a <= limit; b += a, a = b - a) list.push_back(a);
    return list;
}

// A value in [1, limit]: a Fibonacci number or one off it a third of the time, else uniform up to `usual`.
long long value(gamesuite::SeededRandom& random, long long limit, long long usual) {
    if (random.chance(33)) {
        const std::vector<long long> list = fibonacci_up_to(limit);
        long long v = list[static_cast<std::size_t>(random.between(0, static_cast<long long>(list.size()) - 1))];
        if (random.chance(50)) v += random.chance(50) ? 1 : -1;
        return v < 1 ? 1 : v > limit ? limit : v;
    }
    return random.between(1, usual);
}

void write_small(gamesuite::SeededRandom& random) {
    const misere_fib_nim_count::Limits limits = misere_fib_nim_count::reference_limits();
    const long long queries = random.between(1, 5);
    gamesuite::print("%lld\n", queries);
    for (long long q = 0; q < queries; ++q) {
        const long long n_max = random.chance(92) ? value(random, 150, 150) : value(random, limits.max_stones, 2000);
        long long k;
        if (random.chance(10)) k = random.between(1, 1000000000000000000LL);
        else k = value(random, 200, random.chance(70) ? 12 : 200);
        gamesuite::print("%lld %lld\n", k, n_max);
    }
}

void write_judge(gamesuite::SeededRandom& random) {
    const misere_fib_nim_count::Limits limits = misere_fib_nim_count::judge_limits();
    gamesuite::print("%lld\n", limits.max_queries);
    for (long long q = 0; q < limits.max_queries; ++q) {
        const long long k = value(random, limits.max_cap, random.chance(50) ? 1000 : limits.max_cap);
        const long long n_max = value(random, limits.max_stones, limits.max_stones);
        gamesuite::print("%lld %lld\n", k, n_max);
    }
}

void write_input(gamesuite::SeededRandom& random, bool small) {
    if (small) write_small(random);
    else write_judge(random);
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
