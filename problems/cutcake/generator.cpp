// cutcake-gen: seeded judge input. Small: what cutcake-reference answers (reference.hpp), up to 3 bars of sides
// up to 5, often with 1 x k and k x 1 bars and equal-and-swapped pairs, so that many sums are 0 (Bob wins) or
// just 1 either way. Judge: 100 cases of N = 100 bars, sides up to 10^9, some lost by construction (each bar
// paired with its transpose, whose value is the negative) and some around powers of two.
#include <cstdio>
#include <utility>
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

typedef std::pair<long long, long long> Bar;

void print_case(const std::vector<Bar>& bars) {
    gamesuite::print("%lu\n", static_cast<unsigned long>(bars.size()));
    for (std::size_t i = 0; i < bars.size(); ++i) gamesuite::print("%lld %lld\n", bars[i].first, bars[i].second);
}

void write_small(gamesuite::SeededRandom& random) {
    const cutcake::Limits limits = cutcake::reference_limits();
    const long long cases = random.between(1, 30);
    gamesuite::print("%lld\n", cases);
    for (long long c = 0; c < cases; ++c) {
        const long long count = random.between(1, limits.max_bars);
        std::vector<Bar> bars;
        while (static_cast<long long>(bars.size()) < count) {
            Bar bar(random.between(1, limits.max_side), random.between(1, limits.max_side));
            if (random.chance(20)) bar.second = 1;  // Alice's cuts only
            else if (random.chance(20)) bar.first = 1;  // Bob's only
            bars.push_back(bar);
            // The transpose cancels the bar: the pair is worth 0.
            if (random.chance(30) && static_cast<long long>(bars.size()) < count)
                bars.push_back(Bar(bar.second, bar.first));
        }
        print_case(bars);
    }
}

// A side near 2^k: the halving in solver.hpp ends one step sooner or later across it.
long long judge_side(gamesuite::SeededRandom& random, const cutcake::Limits& limits) {
    const long long kind = random.between(0, 99);
    if (kind < 10) return limits.max_side - random.between(0, 3);
    if (kind < 20) return random.between(1, 3);
    if (kind < 40) {
        const long long power = 1LL << random.between(1, 29);
        return power + random.between(-1, 1);
    }
    return random.between(1, limits.max_side);
}

void write_judge(gamesuite::SeededRandom& random) {
    const cutcake::Limits limits = cutcake::judge_limits();
    const long long cases = 100;
    gamesuite::print("%lld\n", cases);
    std::vector<Bar> bars;
    for (long long c = 0; c < cases; ++c) {
        const bool transposed_pairs = random.chance(33);
        bars.clear();
        while (static_cast<long long>(bars.size()) < limits.max_bars) {
            const Bar bar(judge_side(random, limits), judge_side(random, limits));
            bars.push_back(bar);
            // N = 100 is even, so every bar gets its transpose.
            if (transposed_pairs && static_cast<long long>(bars.size()) < limits.max_bars)
                bars.push_back(Bar(bar.second, bar.first));
        }
        if (transposed_pairs && random.chance(30)) bars[0].first = judge_side(random, limits);  // one bar changed
        print_case(bars);
    }
}

void write_input(gamesuite::SeededRandom& random, bool small) {
    if (small) write_small(random);
    else write_judge(random);
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
