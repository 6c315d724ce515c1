// nim-gen: seeded judge input. Small: <= 40 cases of 0..6 piles of 0..7 stones (reference.hpp), with empty piles,
// single piles and equal piles. Judge: T and n at the judge's limits (problem.hpp). About 40% of cases are lost.
#include <algorithm>
#include <cstdio>
#include <vector>

#include "cli/generator.hpp"
#include "gamecore/nim.hpp"
#include "reference.hpp"

namespace {

// Plays Bouton's winning move when there is one, so that the case is lost for the first player.
void make_losing(std::vector<long long>& piles) {
    const gamecore::NimMove move = gamecore::winning_nim_move(piles.begin(), piles.end());
    if (move.exists) piles[move.heap] = static_cast<long long>(move.new_size);
}

// Writes one input; `small` asks for what the reference solver can answer.
void write_input(gamesuite::SeededRandom& random, bool small) {
    const nim::Limits limits = small ? nim::reference_limits() : nim::judge_limits();
    const long long cases = small ? random.between(1, 40) : limits.max_cases;
    gamesuite::print("%lld\n", cases);
    for (long long c = 0; c < cases; ++c) {
        const long long count = small ? random.between(0, limits.max_piles)
                                      : (random.chance(70) ? limits.max_piles : random.between(1, limits.max_piles));
        std::vector<long long> piles;
        if (random.chance(15)) {
            // All equal: lost exactly when their number is even (or the piles are empty).
            const long long size = random.between(0, limits.max_pile);
            piles.assign(static_cast<std::size_t>(count), size);
        } else {
            for (long long i = 0; i < count; ++i)
                piles.push_back(random.chance(15) ? 0 : random.between(1, limits.max_pile));
        }
        if (random.chance(40)) make_losing(piles);
        gamesuite::print("%lld\n", count);
        for (std::size_t i = 0; i < piles.size(); ++i) gamesuite::print(i + 1 < piles.size() ? "%lld " : "%lld", piles[i]);
        gamesuite::print("\n");
    }
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
