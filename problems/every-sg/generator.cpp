// every-sg-gen: seeded judge input. Small: what every-sg-reference answers (reference.hpp): 1 to 3 games of piles
// 0..10, many with equal or Fibonacci-like piles (long forced chains), a lost game beside shorter won ones. Judge:
// 100 cases at the judge's limits (problem.hpp), n up to 1000, piles 1..1000, consecutive Fibonacci pairs among them.
#include <cstdio>
#include <utility>
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

// Consecutive Fibonacci numbers up to `largest`: the longest forced chains, alternately won and lost.
std::vector<long long> fibonacci_up_to(long long largest) {
    std::vector<long long> f;
    f.push_back(1);
    f.push_back(2);
    while (f.back() + f[f.size() - 2] <= largest) f.push_back(f.back() + f[f.size() - 2]);
    return f;
}

void random_game(gamesuite::SeededRandom& random, const every_sg::Limits& limits, long long& p, long long& q) {
    const long long kind = random.between(0, 99);
    if (kind < 15) {
        p = q = random.between(limits.min_pile, limits.max_pile);
    } else if (kind < 40) {
        const std::vector<long long> f = fibonacci_up_to(limits.max_pile);
        const std::size_t i = static_cast<std::size_t>(random.between(0, static_cast<long long>(f.size()) - 2));
        p = f[i];
        q = f[i + 1];
    } else if (kind < 55) {  // y just below 2x: a forced move first
        p = random.between(limits.min_pile > 1 ? limits.min_pile : 1, limits.max_pile);
        q = random.between(p, p + p - 1 < limits.max_pile ? p + p - 1 : limits.max_pile);
    } else {
        p = random.between(limits.min_pile, limits.max_pile);
        q = random.between(limits.min_pile, limits.max_pile);
    }
    if (random.chance(50)) std::swap(p, q);
}

void write_input(gamesuite::SeededRandom& random, bool small) {
    const every_sg::Limits limits = small ? every_sg::reference_limits() : every_sg::judge_limits();
    const long long cases = small ? random.between(1, 30) : 100;
    for (long long c = 0; c < cases; ++c) {
        const long long count = small ? random.between(1, limits.max_games)
                                      : (c == 0 ? limits.max_games : random.between(1, limits.max_games));
        gamesuite::print("%lld\n", count);
        for (long long i = 0; i < count; ++i) {
            long long p, q;
            random_game(random, limits, p, q);
            gamesuite::print("%lld %lld\n", p, q);
        }
    }
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
