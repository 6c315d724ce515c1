// poj1067-gen: seeded judge input. Small: piles <= 60, many of them losing pairs or next to one.
// Judge: 10^5 pairs up to the judge's limit (problem.hpp), again with losing pairs mixed in.
#include <algorithm>
#include <cstdio>
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

// Losing pairs (a_k, a_k + k) by their defining construction: a_k is the
// smallest number not yet used, up to pile `limit`.
std::vector<std::pair<long long, long long>> losing_pairs(long long limit) {
    std::vector<std::pair<long long, long long>> pairs;
    std::vector<bool> used(static_cast<std::size_t>(limit) + 1, false);
    long long k = 0;
    for (long long a = 0; a <= limit; ++a) {
        if (used[static_cast<std::size_t>(a)]) continue;
        const long long b = a + k;
        pairs.emplace_back(a, b);
        used[static_cast<std::size_t>(a)] = true;
        if (b <= limit) used[static_cast<std::size_t>(b)] = true;
        ++k;
    }
    return pairs;
}

// Writes one input; `small` asks for what the reference solver can answer quickly (piles up to 60 meet
// 21 losing pairs; the reference accepts more).
void write_input(gamesuite::SeededRandom& random, bool small) {
    const long long max_pile = small ? std::min(60LL, poj1067::reference_limits().max_pile)
                                     : poj1067::judge_limits().max_pile;
    const long long cases = small ? random.between(1, 40) : 100000;
    // The construction needs a table as large as the piles; past 10^7 the
    // judge-size file uses random piles, plus pairs taken near the table's end.
    const auto pairs = losing_pairs(small ? max_pile : 10000000);
    for (long long i = 0; i < cases; ++i) {
        long long a, b;
        if (random.chance(40)) {
            const auto& pair = pairs[static_cast<std::size_t>(random.between(0, static_cast<long long>(pairs.size()) - 1))];
            a = pair.first;
            b = pair.second;
            if (random.chance(50)) (random.chance(50) ? a : b) += random.between(-1, 1);
            // The nudge can step off either end: (0, 0) to (0, -1), or a pile at the limit to limit + 1.
            a = std::min(std::max(a, 0LL), max_pile);
            b = std::min(std::max(b, 0LL), max_pile);
        } else {
            a = random.between(0, max_pile);
            b = random.between(0, max_pile);
        }
        if (random.chance(50)) std::swap(a, b);
        gamesuite::print("%lld %lld\n", a, b);
    }
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
