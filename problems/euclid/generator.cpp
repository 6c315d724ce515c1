// euclid-gen: seeded judge input. Small: what euclid-reference answers (reference.hpp): 1..15 lines of numbers 1..100,
// either order, equal pairs, consecutive Fibonacci numbers and their neighbours often, about a third lost by
// construction (b is the first number from a random start that makes the pair lost, by the reference's search);
// sometimes a line after 0 0, which is never read. Judge: 10^4 lines of numbers below 2^31 (problem.hpp), a third
// made lost with the solver, Fibonacci pairs among them, then 0 0.
#include <algorithm>
#include <cstdio>
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace {

// 1, 2, 3, 5, 8, ... up to `limit`: consecutive ones give the longest forced chains.
std::vector<long long> fibonacci_up_to(long long limit) {
    std::vector<long long> numbers;
    for (long long a = 1, b = 2; a <= limit; b += a, a = b - a) {
        numbers.push_back(a);
        if (b > limit) break;  // b + a would be computed next; stop before it could pass limit
    }
    return numbers;
}

long long clamp(long long value, long long low, long long high) { return std::min(std::max(value, low), high); }

// A pair of the kind our notes' traps name: equal, consecutive Fibonacci numbers (+-1), or random.
void random_pair(gamesuite::SeededRandom& random, long long max_number, long long& a, long long& b) {
    const long long kind = random.between(0, 99);
    if (kind < 10) {
        a = b = random.between(1, max_number);
    } else if (kind < 35) {
        const std::vector<long long> fibonacci = fibonacci_up_to(max_number);
        const long long i = random.between(0, static_cast<long long>(fibonacci.size()) - 2);
        a = clamp(fibonacci[static_cast<std::size_t>(i)] + random.between(-1, 1), 1, max_number);
        b = clamp(fibonacci[static_cast<std::size_t>(i) + 1] + random.between(-1, 1), 1, max_number);
    } else {
        a = random.between(1, max_number);
        b = random.between(1, random.chance(50) ? std::min(max_number, 3 * a) : max_number);
    }
}

// Moves b up from where it is to the first number that makes (a, b) lost, if one is within 200 steps and
// `max_number` (past a * golden ratio every pair is won, so an unbounded walk could run to the limit).
template <class Decide>
void make_lost(long long a, long long& b, long long max_number, Decide& decide) {
    for (long long candidate = b; candidate <= max_number && candidate - b < 200; ++candidate)
        if (!decide.first_player_wins(a, candidate)) {
            b = candidate;
            return;
        }
}

void write_small(gamesuite::SeededRandom& random) {
    const long long max_number = euclid::reference_limits().max_number;
    euclid::WinsBySearch search;
    const long long lines = random.between(1, 15);
    for (long long line = 0; line < lines; ++line) {
        long long a, b;
        random_pair(random, max_number, a, b);
        if (random.chance(35)) make_lost(a, b, max_number, search);
        if (random.chance(50)) std::swap(a, b);
        gamesuite::print("%lld %lld\n", a, b);
    }
    gamesuite::print("0 0\n");
    if (random.chance(10)) gamesuite::print("1 1\n");  // after the terminator: never read
}

void write_judge(gamesuite::SeededRandom& random) {
    const long long max_number = euclid::judge_limits().max_number;
    euclid::EuclidChain chain;
    for (int line = 0; line < 10000; ++line) {
        long long a, b;
        random_pair(random, max_number, a, b);
        if (random.chance(33)) {  // a lost pair has b < a * golden ratio, so a few steps up from a find one
            b = a;
            make_lost(a, b, max_number, chain);
        }
        if (random.chance(50)) std::swap(a, b);
        gamesuite::print("%lld %lld\n", a, b);
    }
    gamesuite::print("0 0\n");
}

void write_input(gamesuite::SeededRandom& random, bool small) {
    if (small) write_small(random);
    else write_judge(random);
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
