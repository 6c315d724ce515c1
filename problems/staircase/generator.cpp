// staircase-gen: seeded judge input. Small: what staircase-reference answers (reference.hpp): rows of 0..7 piles up
// to 10 pebbles, with zeros, single piles, equal piles, and about 40% lost rows (made by playing the winning move).
// Judge: 10 arrangements of 1000 piles up to 10^4 (problem.hpp), half of them lost.
#include <algorithm>
#include <cstdio>
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

// row[i] - row[i - 1], with row[-1] = 0: pile i + 1's step of the staircase.
unsigned long long difference(const std::vector<long long>& row, long long i) {
    const std::size_t at = static_cast<std::size_t>(i);
    return static_cast<unsigned long long>(row[at] - (at > 0 ? row[at - 1] : 0));
}

// Makes the row lost for the player to move by playing the staircase Nim winning move on it, if it has one: a
// counted step (d_n, d_(n-2), ...) whose difference d shrinks to d xor x, x the xor of the counted steps. The pile
// only shrinks, so the row stays within its limits and non-decreasing.
void play_winning_move(std::vector<long long>& row) {
    const long long n = static_cast<long long>(row.size());
    unsigned long long x = 0;
    for (long long i = n - 1; i >= 0; i -= 2) x ^= difference(row, i);
    if (x == 0) return;
    for (long long i = n - 1; i >= 0; i -= 2) {
        const unsigned long long d = difference(row, i);
        if ((d ^ x) < d) {
            row[static_cast<std::size_t>(i)] -= static_cast<long long>(d - (d ^ x));
            return;
        }
    }
}

// Writes one input; `small` asks for what the reference solver can answer.
void write_input(gamesuite::SeededRandom& random, bool small) {
    const staircase::Limits limits = small ? staircase::reference_limits() : staircase::judge_limits();
    const long long arrangements = small ? random.between(1, 40) : limits.max_arrangements;
    gamesuite::print("%lld\n", arrangements);
    for (long long a = 0; a < arrangements; ++a) {
        const long long n = small ? random.between(random.chance(5) ? 0 : 1, limits.max_piles) : limits.max_piles;
        const long long top = small && random.chance(50) ? random.between(0, limits.max_pile) : limits.max_pile;
        std::vector<long long> row;
        const int kind = static_cast<int>(random.between(0, 9));
        for (long long i = 0; i < n; ++i) {
            if (kind == 0) row.push_back(0);                                                  // all empty
            else if (kind == 1) row.push_back(i == 0 ? random.between(0, top) : row.back());  // all equal
            else row.push_back(random.chance(20) && i > 0 ? row.back() : random.between(0, top));
        }
        std::sort(row.begin(), row.end());
        if (random.chance(40)) play_winning_move(row);
        gamesuite::print("%lld\n", n);
        for (std::size_t i = 0; i < row.size(); ++i) gamesuite::print(i + 1 < row.size() ? "%lld " : "%lld", row[i]);
        gamesuite::print("\n");
    }
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
