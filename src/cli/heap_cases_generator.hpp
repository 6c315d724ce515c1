// The seeded inputs of a heap game read as "T, then per case a line 'N' and a line of N heaps" and decided by a table
// of Grundy values (lasker, simple-nim): its generator.cpp states only its table and its limits. O(the input's size)
// plus the table's lookups. Tested by those problems' stress runs, which the inputs must make catch every wrong variant.
#ifndef GAMESUITE_CLI_HEAP_CASES_GENERATOR_HPP
#define GAMESUITE_CLI_HEAP_CASES_GENERATOR_HPP

#include <cstdio>
#include <vector>

#include "cli/generator.hpp"

namespace gamesuite {

inline void print_heap_case(const std::vector<long long>& heaps) {
    print("%lu\n", static_cast<unsigned long>(heaps.size()));
    for (std::size_t i = 0; i < heaps.size(); ++i) print(i + 1 < heaps.size() ? "%lld " : "%lld\n", heaps[i]);
}

// Small: up to 30 cases of mostly 1 to 8 heaps, mostly <= 20 (else up to limits.max_heap, sometimes the least);
// a third of the cases lost by construction (the last heap is the one whose Grundy value in `table`, by
// table.grundy(heap), cancels the others', sometimes one step off), some made of equal pairs, the rest at random.
template <class Limits, class Table>
void write_small_heap_cases(SeededRandom& random, const Limits& limits, Table& table) {
    const auto small_heap = [&]() -> long long {
        if (random.chance(10)) return limits.min_heap;
        return random.between(limits.min_heap, random.chance(85) ? 20 : limits.max_heap);
    };
    const long long cases = random.between(1, 30);
    print("%lld\n", cases);
    for (long long c = 0; c < cases; ++c) {
        const long long count = random.between(1, random.chance(90) ? 8 : 40);
        std::vector<long long> heaps;
        const long long kind = random.between(0, 99);
        if (kind < 35) {
            // The last heap is the one whose Grundy value is the xor of the others' (g is a bijection).
            unsigned sum = 0;
            for (long long i = 0; i + 1 < count; ++i) {
                heaps.push_back(small_heap());
                sum ^= table.grundy(heaps.back());
            }
            long long last = limits.min_heap;
            while (last < limits.max_heap && table.grundy(last) != sum) ++last;
            heaps.push_back(last);
            if (random.chance(20)) heaps[0] += heaps[0] < limits.max_heap ? 1 : -1;  // one step off
        } else if (kind < 50) {
            for (long long i = 0; i + 1 < count; i += 2) {
                heaps.push_back(small_heap());
                heaps.push_back(heaps.back());
            }
            if (static_cast<long long>(heaps.size()) < count) heaps.push_back(small_heap());
        } else {
            for (long long i = 0; i < count; ++i) heaps.push_back(small_heap());
        }
        shuffle(random, heaps);
        print_heap_case(heaps);
    }
}

// Judge: limits.max_cases cases, the first of limits.max_heaps heaps, the others of 1 to `later_heaps`; heaps up to
// limits.max_heap and often at it; a third of the cases equal pairs (lost).
template <class Limits>
void write_judge_heap_cases(SeededRandom& random, const Limits& limits, long long later_heaps) {
    print("%lld\n", limits.max_cases);
    std::vector<long long> heaps;
    for (long long c = 0; c < limits.max_cases; ++c) {
        long long count = c == 0 ? limits.max_heaps : random.between(1, later_heaps);
        const bool pairs = random.chance(33);
        if (pairs && count % 2 == 1 && count > 1) --count;  // every heap paired: lost
        heaps.clear();
        while (static_cast<long long>(heaps.size()) < count) {
            const long long heap = random.chance(10) ? limits.max_heap - random.between(0, 3)
                                                     : random.between(limits.min_heap, limits.max_heap);
            heaps.push_back(heap);
            if (pairs && static_cast<long long>(heaps.size()) < count) heaps.push_back(heap);
        }
        shuffle(random, heaps);
        print_heap_case(heaps);
    }
}

}  // namespace gamesuite

#endif
