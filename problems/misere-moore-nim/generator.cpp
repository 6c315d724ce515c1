// misere-moore-nim-gen: seeded input. Small: <= 40 cases of 0..5 heaps of 0..6 stones (reference.hpp), k = 1..6 and
// now and then k at the top of its range: heaps all <= 1 (empty ones among them), positions Moore's rule calls lost
// (every digit's count of ones a multiple of k + 1), and random heaps. Judge: 1000 cases at the format's limits.
#include <algorithm>
#include <cstdio>
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

// Heaps of at most `largest` whose every binary digit is 1 in a multiple of k + 1 of them, chosen at random: lost in
// normal play, and in misère play too when some heap is above 1. Few when k + 1 is near the number of heaps.
void make_moore_lost(gamesuite::SeededRandom& random, std::vector<long long>& heaps, long long take, int bits,
                     long long largest) {
    const long long count = static_cast<long long>(heaps.size());
    std::fill(heaps.begin(), heaps.end(), 0LL);
    if (take >= count) return;  // only the empty position: a multiple of k + 1 > n ones is none
    std::vector<long long> order(heaps.size());
    for (int bit = 0; bit < bits; ++bit) {
        const long long ones = (take + 1) * random.between(0, count / (take + 1));
        for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<long long>(i);
        for (long long i = 0; i < ones; ++i) {  // the first `ones` of a random order get this bit
            const long long j = random.between(i, count - 1);
            std::swap(order[static_cast<std::size_t>(i)], order[static_cast<std::size_t>(j)]);
            heaps[static_cast<std::size_t>(order[static_cast<std::size_t>(i)])] |= 1LL << bit;
        }
    }
    // Above `largest` (7 when the reference takes 6): the digit that made it so loses its ones in every heap.
    for (std::size_t i = 0; i < heaps.size(); ++i) {
        if (heaps[i] <= largest) continue;
        int top = 0;
        while ((heaps[i] >> (top + 1)) != 0) ++top;
        const long long mask = ~(1LL << top);
        for (std::size_t j = 0; j < heaps.size(); ++j) heaps[j] &= mask;
    }
}

int bit_length(long long value) {
    int bits = 0;
    while (value > 0) {
        value >>= 1;
        ++bits;
    }
    return bits;
}

// Writes one input; `small` asks for what the reference solver can answer.
void write_input(gamesuite::SeededRandom& random, bool small) {
    namespace problem = misere_moore_nim;
    const problem::Limits limits = small ? problem::reference_limits() : problem::judge_limits();
    const long long cases = small ? random.between(1, 40) : limits.max_cases;
    const long long largest_k = small ? 6 : limits.max_take;
    gamesuite::print("%lld\n", cases);
    for (long long c = 0; c < cases; ++c) {
        const long long count = random.between(limits.min_heaps, limits.max_heaps);
        // Mostly a k below n, where Moore's rule is more than "any stone wins"; now and then k >= n or, beyond the
        // judge's limits, k at the top of its range.
        long long take = random.between(1, std::max(1LL, std::min(largest_k, count - 1)));
        if (random.chance(15)) take = random.between(1, largest_k);
        if (small && random.chance(5)) take = limits.max_take;
        std::vector<long long> heaps(static_cast<std::size_t>(count), 0);
        const long long kind = random.between(0, 99);
        if (kind < 30) {
            // Heaps of at most one stone: where misère play differs from normal play; empty heaps among them, to
            // catch a count of n instead of the heaps of one stone.
            for (std::size_t i = 0; i < heaps.size(); ++i) heaps[i] = random.chance(30) ? 0 : 1;
        } else if (kind < 70) {
            // Judge: digits 0..58 at most, so that every heap stays below 2^59 < 10^18.
            const int bits = small ? bit_length(limits.max_heap) : static_cast<int>(random.between(1, 59));
            make_moore_lost(random, heaps, take, bits, limits.max_heap);
            // Now and then one heap one stone off: a won position next to a lost one.
            if (!heaps.empty() && random.chance(25)) {
                long long& heap = heaps[static_cast<std::size_t>(random.between(0, count - 1))];
                heap = heap < limits.max_heap ? heap + 1 : heap - 1;
            }
        } else {
            const long long top = small ? limits.max_heap : (1LL << random.between(1, 59)) - 1;
            for (std::size_t i = 0; i < heaps.size(); ++i) heaps[i] = random.between(0, top);
        }
        gamesuite::print("%lld %lld\n", count, take);
        for (std::size_t i = 0; i < heaps.size(); ++i)
            gamesuite::print(i + 1 < heaps.size() ? "%lld " : "%lld", heaps[i]);
        gamesuite::print("\n");
    }
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
