// merge-piles-parity-gen: seeded judge input. Small: up to 40 cases with n <= 20 (the reference's search) and m
// from 1 to n + 3, with m = 1, m = 2, m >= n and n a multiple of m, or one off it, often. Judge: T = 100 cases with
// n and m to 10^9: m = 1, m >= n, m dividing n, and random.
#include <algorithm>

#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

void write_input(gamesuite::SeededRandom& random, bool small) {
    const merge_piles_parity::Limits limits =
        small ? merge_piles_parity::reference_limits() : merge_piles_parity::judge_limits();
    const long long max_heaps = limits.max_heaps;
    const long long cases = small ? random.between(1, 40) : limits.max_cases;
    gamesuite::print("%lld\n", cases);
    for (long long c = 0; c < cases; ++c) {
        const long long heaps = random.chance(10) ? random.between(1, 3) : random.between(1, max_heaps);
        long long most;
        const int kind = static_cast<int>(random.between(0, 9));
        if (kind == 0) most = 1;
        else if (kind == 1) most = 2;
        else if (kind == 2) most = heaps + random.between(0, small ? 3 : 1000);
        else if (kind <= 4) {
            // n a multiple of m, or one off it
            most = random.between(1, std::max(1LL, heaps / random.between(1, 5)));
            most += random.chance(30) ? (random.chance(50) ? 1 : -1) : 0;
        } else {
            most = random.between(1, small ? heaps + 1 : max_heaps);
        }
        most = std::min(std::max(most, limits.min_most), limits.max_most);
        gamesuite::print("%lld %lld\n", heaps, most);
    }
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
