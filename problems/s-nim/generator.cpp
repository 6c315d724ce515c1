// s-nim-gen: seeded judge input. Small: what s-nim-reference answers (reference.hpp): 1..5 test cases, S of 1..6
// amounts in no order, with repeats and amounts larger than every heap, a set often given again in another order or
// followed by a different one (the table is per set); positions of 0..4 heaps of 0..12, about a third lost by
// construction (the last heap chosen by the reference's search). Judge: 10 test cases at the judge's limits
// (problem.hpp): k = 100 amounts up to 10^4, m = 100 positions of l = 100 heaps up to 10^4. Both end with the line 0.
#include <algorithm>
#include <cstdio>
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

void print_line(long long count, const std::vector<long long>& values) {
    gamesuite::print("%lld", count);
    for (std::size_t i = 0; i < values.size(); ++i) gamesuite::print(" %lld", values[i]);
    gamesuite::print("\n");
}

std::vector<long long> small_set(gamesuite::SeededRandom& random, const s_nim::Limits& limits) {
    std::vector<long long> amounts;
    const long long size = random.between(1, limits.max_set_size);
    for (long long i = 0; i < size; ++i) {
        if (i > 0 && random.chance(15)) amounts.push_back(amounts[static_cast<std::size_t>(random.between(0, i - 1))]);
        else amounts.push_back(random.between(1, random.chance(85) ? 7 : limits.max_heap + 3));
    }
    return amounts;
}

void write_small(gamesuite::SeededRandom& random) {
    const s_nim::Limits limits = s_nim::reference_limits();
    s_nim::WinsBySearch search;
    std::vector<long long> amounts;
    const long long test_cases = random.between(1, 5);
    for (long long t = 0; t < test_cases; ++t) {
        if (t == 0 || random.chance(70)) amounts = small_set(random, limits);
        else gamesuite::shuffle(random, amounts);  // the same S again, in another order
        print_line(static_cast<long long>(amounts.size()), amounts);
        search.start_set(amounts);
        const long long positions = random.chance(3) ? 0 : random.between(1, 8);
        gamesuite::print("%lld\n", positions);
        for (long long p = 0; p < positions; ++p) {
            const long long count = random.chance(3) ? 0 : random.between(1, limits.max_heaps);
            std::vector<long long> heaps;
            for (long long i = 0; i < count; ++i)
                heaps.push_back(random.chance(10) ? 0 : random.between(0, random.chance(70) ? 8 : limits.max_heap));
            if (count > 0 && random.chance(35)) {
                // The last heap is the first that makes the position lost, if there is one.
                for (long long last = 0; last <= limits.max_heap; ++last) {
                    heaps.back() = last;
                    search.start_position();
                    for (std::size_t i = 0; i < heaps.size(); ++i) search.add_heap(heaps[i]);
                    if (!search.first_player_wins()) break;
                }
                gamesuite::shuffle(random, heaps);
            }
            print_line(count, heaps);
        }
    }
    gamesuite::print("0\n");
    if (random.chance(10)) gamesuite::print("1 1\n1\n1 1\n");  // after the terminator: never read
}

void write_judge(gamesuite::SeededRandom& random) {
    const s_nim::Limits limits = s_nim::judge_limits();
    for (int t = 0; t < 10; ++t) {
        std::vector<long long> amounts;
        const long long largest = t % 3 == 0 ? 100 : limits.max_amount;  // small amounts: long plays, big values
        for (long long i = 0; i < limits.max_set_size; ++i) amounts.push_back(random.between(1, largest));
        print_line(limits.max_set_size, amounts);
        gamesuite::print("%lld\n", limits.max_positions);
        for (long long p = 0; p < limits.max_positions; ++p) {
            std::vector<long long> heaps;
            const bool pairs = random.chance(30);  // equal pairs cancel: lost
            while (static_cast<long long>(heaps.size()) < limits.max_heaps) {
                heaps.push_back(random.chance(5) ? limits.max_heap : random.between(0, limits.max_heap));
                if (pairs) heaps.push_back(heaps.back());
            }
            gamesuite::shuffle(random, heaps);
            print_line(limits.max_heaps, heaps);
        }
    }
    gamesuite::print("0\n");
}

void write_input(gamesuite::SeededRandom& random, bool small) {
    if (small) write_small(random);
    else write_judge(random);
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
