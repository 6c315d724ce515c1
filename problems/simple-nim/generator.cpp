// simple-nim-gen: seeded judge input. Small: what simple-nim-reference answers (reference.hpp), mostly heaps <= 20
// with some up to 400 and some empty; about a third of the cases lost by construction (the last heap's Grundy value,
// from the reference's table, cancels the others), some made of equal pairs. Judge: T = 100 cases at the judge's
// limits (problem.hpp), the first with n = 10^6 heaps, the others n up to 10^4 (about 12 MB in all), heaps up to
// 10^9 and often at it; a third of the cases equal pairs (lost).
#include <algorithm>
#include <cstdio>
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

void shuffle(gamesuite::SeededRandom& random, std::vector<long long>& heaps) {
    for (std::size_t i = heaps.size(); i > 1; --i)
        std::swap(heaps[i - 1], heaps[static_cast<std::size_t>(random.between(0, static_cast<long long>(i) - 1))]);
}

void print_case(const std::vector<long long>& heaps) {
    gamesuite::print("%lu\n", static_cast<unsigned long>(heaps.size()));
    for (std::size_t i = 0; i < heaps.size(); ++i) gamesuite::print(i + 1 < heaps.size() ? "%lld " : "%lld\n", heaps[i]);
}

long long small_heap(gamesuite::SeededRandom& random, const simple_nim::Limits& limits) {
    if (random.chance(10)) return limits.min_heap;
    return random.between(limits.min_heap, random.chance(85) ? 20 : limits.max_heap);
}

void write_small(gamesuite::SeededRandom& random) {
    const simple_nim::Limits limits = simple_nim::reference_limits();
    simple_nim::GrundyTableSum table;
    const long long cases = random.between(1, 30);
    gamesuite::print("%lld\n", cases);
    for (long long c = 0; c < cases; ++c) {
        const long long count = random.between(1, random.chance(90) ? 8 : 40);
        std::vector<long long> heaps;
        const long long kind = random.between(0, 99);
        if (kind < 35) {
            // The last heap is the one whose Grundy value is the xor of the others' (g is a bijection).
            unsigned sum = 0;
            for (long long i = 0; i + 1 < count; ++i) {
                heaps.push_back(small_heap(random, limits));
                sum ^= table.grundy(heaps.back());
            }
            long long last = limits.min_heap;
            while (last < limits.max_heap && table.grundy(last) != sum) ++last;
            heaps.push_back(last);
            if (random.chance(20)) heaps[0] += heaps[0] < limits.max_heap ? 1 : -1;  // one step off
        } else if (kind < 50) {
            for (long long i = 0; i + 1 < count; i += 2) {
                heaps.push_back(small_heap(random, limits));
                heaps.push_back(heaps.back());
            }
            if (static_cast<long long>(heaps.size()) < count) heaps.push_back(small_heap(random, limits));
        } else {
            for (long long i = 0; i < count; ++i) heaps.push_back(small_heap(random, limits));
        }
        shuffle(random, heaps);
        print_case(heaps);
    }
}

void write_judge(gamesuite::SeededRandom& random) {
    const simple_nim::Limits limits = simple_nim::judge_limits();
    gamesuite::print("%lld\n", limits.max_cases);
    std::vector<long long> heaps;
    for (long long c = 0; c < limits.max_cases; ++c) {
        long long count = c == 0 ? limits.max_heaps : random.between(1, 10000);
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
        print_case(heaps);
    }
}

void write_input(gamesuite::SeededRandom& random, bool small) {
    if (small) write_small(random);
    else write_judge(random);
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
