// jiangnan-split-gen: seeded input. Small: <= 30 games of 1..3 heaps <= 12 (reference.hpp), F from 1 to 13 (F = 1
// and F above every heap included), about a third of the games made of two equal heaps (lost: the pair cancels).
// Judge: 99 games of 99 heaps below 10^5, F from 1 to 100 mostly (a small F makes the most heaps live), a fifth of
// the games paired up (lost).
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

void write_input(gamesuite::SeededRandom& random, bool small) {
    const jiangnan_split::Limits limits = small ? jiangnan_split::reference_limits() : jiangnan_split::judge_limits();
    const long long cases = small ? random.between(1, 30) : limits.max_cases;
    const long long least = small ? random.between(1, 13) : (random.chance(80) ? random.between(1, 100)
                                                                               : random.between(1, limits.max_least));
    gamesuite::print("%lld %lld\n", cases, least);
    for (long long c = 0; c < cases; ++c) {
        const long long n = small ? random.between(1, limits.max_heaps) : limits.max_heaps;
        std::vector<long long> heaps;
        const bool paired = random.chance(small ? 33 : 20) && n >= 2;
        for (long long i = 0; i < n; ++i) {
            if (paired && i % 2 == 1) heaps.push_back(heaps.back());
            else heaps.push_back(random.chance(5) ? limits.max_heap : random.between(1, limits.max_heap));
        }
        if (paired && n % 2 == 1) heaps.back() = 1;  // a heap of 1 never splits: worth 0
        gamesuite::print("%lld", n);
        for (long long heap : heaps) gamesuite::print(" %lld", heap);
        gamesuite::print("\n");
    }
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
