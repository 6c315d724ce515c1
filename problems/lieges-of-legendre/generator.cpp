// lieges-of-legendre-gen: seeded judge input. Small: what the reference answers (reference.hpp): up to 30 heaps,
// k mostly 1 to 8 (both parities), heaps mostly to 20, some 2^p times a small odd number to 3000 (long halving
// chains), a few empty; about a third of the inputs lost by construction (heaps appended whose values, from the
// reference's tables, cancel the sum). Judge: n = 10^5 heaps to 10^9, a third of them 2^p times a small odd number,
// k to 10^9 of either parity.
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

long long some_heap(gamesuite::SeededRandom& random, long long most, bool small) {
    const int kind = static_cast<int>(random.between(0, 99));
    if (kind < 35) {  // 2^p times an odd number below 8
        long long heap = 2 * random.between(0, 3) + 1;
        while (heap * 2 <= most && random.chance(small ? 80 : 95)) heap *= 2;
        return heap;
    }
    if (small && kind < 85) return random.between(0, 20);
    return random.between(1, most);
}

void write_input(gamesuite::SeededRandom& random, bool small) {
    using namespace lieges_of_legendre;
    const Limits limits = small ? reference_limits() : judge_limits();
    long long split;
    if (small) split = random.chance(70) ? random.between(1, 8) : random.between(1, limits.max_split);
    else split = random.between(1, limits.max_split / 2) * 2 - (random.chance(50) ? 1 : 0);
    const long long count = small ? random.between(1, 30) : limits.max_heaps;
    std::vector<long long> heaps;
    for (long long i = 0; i < count; ++i) {
        long long heap = some_heap(random, limits.max_heap, small);
        if (heap < limits.min_heap) heap = limits.min_heap;
        if (small && heap == 0 && !random.chance(20)) heap = 1;
        heaps.push_back(heap);
    }
    if (small && random.chance(35)) {
        // Append heaps until the values xor to 0: each a heap, found by trying, whose value cancels a bit of the sum.
        TablesByRules& tables = tables_by_rules();
        unsigned sum = 0;
        for (long long heap : heaps) sum ^= tables.value(split, heap);
        for (int tries = 0; sum != 0 && tries < 1000; ++tries) {
            const long long heap = random.between(1, 40);
            const unsigned value = tables.value(split, heap);
            if (value != 0 && (value & ~sum) == 0) {
                heaps.push_back(heap);
                sum ^= value;
            }
        }
    }
    gamesuite::print("%lld %lld\n", static_cast<long long>(heaps.size()), split);
    for (std::size_t i = 0; i < heaps.size(); ++i) gamesuite::print(i == 0 ? "%lld" : " %lld", heaps[i]);
    gamesuite::print("\n");
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
