// e-and-d-gen: seeded judge input. Small: what e-and-d-reference answers (reference.hpp): up to 30 cases of up to 40
// heaps, mostly 1..20 with some up to 1000 and many 1s; 45% lost, most by construction (the last pair's value,
// from the reference's table, cancels the others). Judge: T = 20 cases at the judge's limits (problem.hpp), the
// first with N = 2*10^4, heaps up to 2*10^9 and often near it; a third of the cases each pair twice (lost).
#include <algorithm>
#include <utility>
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

typedef std::pair<long long, long long> Pair;

void print_case(const std::vector<Pair>& pairs) {
    gamesuite::print("%lu\n", static_cast<unsigned long>(2 * pairs.size()));
    for (std::size_t i = 0; i < pairs.size(); ++i)
        gamesuite::print(i + 1 < pairs.size() ? "%lld %lld " : "%lld %lld", pairs[i].first, pairs[i].second);
    gamesuite::print("\n");
}

long long small_heap(gamesuite::SeededRandom& random, const e_and_d::Limits& limits) {
    if (random.chance(20)) return 1;
    return random.between(limits.min_heap, random.chance(85) ? 20 : limits.max_heap);
}

void write_small(gamesuite::SeededRandom& random) {
    const e_and_d::Limits limits = e_and_d::reference_limits();
    static e_and_d::GrundyTableSum table;  // in-process, the stress run calls this once a seed: one table for all
    const long long cases = random.between(1, 30);
    gamesuite::print("%lld\n", cases);
    for (long long c = 0; c < cases; ++c) {
        const long long count = random.chance(5) ? 0 : random.between(1, random.chance(90) ? 4 : limits.max_heaps / 2);
        std::vector<Pair> pairs;
        unsigned sum = 0;
        for (long long i = 0; i < count; ++i) {
            pairs.push_back(Pair(small_heap(random, limits), small_heap(random, limits)));
            sum ^= table.grundy(pairs.back().first, pairs.back().second);
        }
        if (count > 0 && random.chance(35)) {
            // The last pair replaced by one worth the xor of the others: (2^t, 1) is worth t, else tried at random
            // (a sum past 9 may have no pair within the heaps: the case may stay as it was).
            Pair& last = pairs.back();
            const unsigned others = sum ^ table.grundy(last.first, last.second);
            if (others < 10 && random.chance(30)) last = Pair(1LL << others, 1);
            for (int attempt = 0; attempt < 200 && table.grundy(last.first, last.second) != others; ++attempt)
                last = Pair(small_heap(random, limits), small_heap(random, limits));
            if (random.chance(50)) std::swap(last.first, last.second);
            if (random.chance(15)) last.first += last.first < limits.max_heap ? 1 : -1;  // one step off
            gamesuite::shuffle(random, pairs);
        }
        print_case(pairs);
    }
}

void write_judge(gamesuite::SeededRandom& random) {
    const e_and_d::Limits limits = e_and_d::judge_limits();
    gamesuite::print("%lld\n", limits.max_cases);
    std::vector<Pair> pairs;
    for (long long c = 0; c < limits.max_cases; ++c) {
        const long long count = c == 0 ? limits.max_heaps / 2 : random.between(1, limits.max_heaps / 2);
        const bool twice = count % 2 == 0 && random.chance(33);
        pairs.clear();
        while (static_cast<long long>(pairs.size()) < count) {
            long long heaps[2];
            for (int h = 0; h < 2; ++h)
                heaps[h] = random.chance(10) ? limits.max_heap - random.between(0, 1000)
                                             : random.between(limits.min_heap, limits.max_heap);
            pairs.push_back(Pair(heaps[0], heaps[1]));
            if (twice) pairs.push_back(Pair(heaps[1], heaps[0]));  // the same pair, the same value
        }
        gamesuite::shuffle(random, pairs);
        print_case(pairs);
    }
}

void write_input(gamesuite::SeededRandom& random, bool small) {
    if (small) write_small(random);
    else write_judge(random);
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
