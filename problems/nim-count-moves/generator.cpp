// nim-count-moves-gen: seeded judge input. Small: <= 40 cases of 1..6 piles of 0..7 stones (of the reference's 10),
// with empty piles, equal piles and about 40% lost positions (answer 0), then the line 0. Judge: 100 cases (the
// statement gives no count) of mostly n = 1000 piles of 1..10^9, about 40% of them lost, then the line 0.
#include <cstddef>
#include <vector>

#include "cli/generator.hpp"
#include "gamecore/nim.hpp"
#include "reference.hpp"

namespace {

// Makes the position lost when that keeps every pile within [min_pile, max_pile]: the last pile becomes the nim sum
// of the others.
void make_losing(std::vector<long long>& piles, long long min_pile, long long max_pile) {
    const unsigned long long others = gamecore::nim_sum(piles.begin(), piles.end() - 1);
    if (others >= static_cast<unsigned long long>(min_pile) && others <= static_cast<unsigned long long>(max_pile))
        piles.back() = static_cast<long long>(others);
}

// Writes one input; `small` asks for what the reference solver can answer.
void write_input(gamesuite::SeededRandom& random, bool small) {
    nim_count_moves::Limits limits = small ? nim_count_moves::reference_limits() : nim_count_moves::judge_limits();
    // Each seed's reference search starts afresh: piles to 7 reach 1716 positions, to 10 8008 (5x the time).
    if (small) limits.max_pile = 7;
    const long long cases = small ? random.between(1, 40) : 100;
    for (long long c = 0; c < cases; ++c) {
        const long long count = small ? random.between(1, limits.max_piles)
                                      : (random.chance(70) ? limits.max_piles : random.between(1, limits.max_piles));
        std::vector<long long> piles;
        if (random.chance(15)) {
            // All equal: lost exactly when their number is even; else every pile is a winning move.
            piles.assign(static_cast<std::size_t>(count), random.between(limits.min_pile, limits.max_pile));
        } else {
            for (long long i = 0; i < count; ++i) piles.push_back(random.between(limits.min_pile, limits.max_pile));
        }
        if (random.chance(40)) make_losing(piles, limits.min_pile, limits.max_pile);
        gamesuite::print("%lld\n", count);
        for (std::size_t i = 0; i < piles.size(); ++i) gamesuite::print(i + 1 < piles.size() ? "%lld " : "%lld", piles[i]);
        gamesuite::print("\n");
    }
    gamesuite::print("0\n");
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
