// game-of-stones-once-gen: seeded judge input. Small: 1 to 8 heaps (sometimes 30) of 0 to 60 stones, mostly at a
// triangle number or one off it (where the value steps), about a third lost by construction (a heap worth the
// others' xor appended: the least s with the wanted value, by the reference's search). Judge: n = 10^6 heaps of 1
// to 60, one a line.
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

void write_input(gamesuite::SeededRandom& random, bool small) {
    using namespace game_of_stones_once;
    const Limits limits = small ? reference_limits() : judge_limits();
    const long long count = small ? (random.chance(10) ? 30 : random.between(1, 8)) : limits.max_heaps;
    std::vector<long long> heaps;
    for (long long i = 0; i < count; ++i) {
        long long heap;
        if (small && random.chance(50)) {
            const long long t = random.between(0, 10);
            heap = t * (t + 1) / 2 + random.between(-1, 1);
        } else {
            heap = random.between(1, limits.max_heap);
        }
        if (heap < limits.min_heap) heap = limits.min_heap;
        if (heap > limits.max_heap) heap = limits.max_heap;
        if (small && heap == 0 && !random.chance(30)) heap = 1;
        heaps.push_back(heap);
    }
    if (small && random.chance(35)) {
        unsigned sum = 0;
        for (long long heap : heaps) sum ^= heap_search().grundy(HeapRules::Position(heap, 0));
        for (long long heap = 0; heap <= limits.max_heap; ++heap)
            if (heap_search().grundy(HeapRules::Position(heap, 0)) == sum) {
                heaps.push_back(heap);
                break;
            }
    }
    gamesuite::print("%lld\n", static_cast<long long>(heaps.size()));
    for (long long heap : heaps) gamesuite::print("%lld\n", heap);
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
