// misere-nim-gen: seeded judge input. Small: <= 40 cases of 0..6 piles of 0..7 sweets (reference.hpp): piles all
// <= 1 (empty ones among them), lost pairings (xor 0, a pile > 1), random piles. Judge: 474 cases at the judge's limits.
#include <algorithm>
#include <cstdio>
#include <vector>

#include "cli/generator.hpp"
#include "gamecore/nim.hpp"
#include "reference.hpp"

namespace {

// Plays Bouton's normal-play move when there is one: the piles then xor to 0, lost in misère play too as long as a
// pile > 1 remains (the move changes one pile only, so it does when two piles were > 1).
void make_xor_zero(std::vector<long long>& piles) {
    const gamecore::NimMove move = gamecore::winning_nim_move(piles.begin(), piles.end());
    if (move.exists) piles[move.heap] = static_cast<long long>(move.new_size);
}

// Writes one input; `small` asks for what the reference solver can answer.
void write_input(gamesuite::SeededRandom& random, bool small) {
    const misere_nim::Limits limits = small ? misere_nim::reference_limits() : misere_nim::judge_limits();
    const long long cases = small ? random.between(1, 40) : limits.max_cases;
    gamesuite::print("%lld\n", cases);
    for (long long c = 0; c < cases; ++c) {
        const long long count = random.between(limits.min_piles, limits.max_piles);
        std::vector<long long> piles;
        const long long kind = random.between(0, 99);
        if (kind < 30) {
            // Piles of at most one sweet: the case where misère play differs from normal play. Empty piles only
            // where the limits allow them (beyond the judge), to catch a count of N instead of non-empty piles.
            for (long long i = 0; i < count; ++i)
                piles.push_back(limits.min_pile == 0 && random.chance(30) ? 0 : 1);
        } else {
            for (long long i = 0; i < count; ++i) piles.push_back(random.between(limits.min_pile, limits.max_pile));
            if (kind < 65) make_xor_zero(piles);
            // The judge has no empty pile: Bouton's move may have emptied one.
            for (std::size_t i = 0; i < piles.size(); ++i) piles[i] = std::max(piles[i], limits.min_pile);
        }
        gamesuite::shuffle(random, piles);  // Bouton's move always lowers the same pile: shuffle
        gamesuite::print("%lld\n", count);
        for (std::size_t i = 0; i < piles.size(); ++i) gamesuite::print(i + 1 < piles.size() ? "%lld " : "%lld", piles[i]);
        gamesuite::print("\n");
    }
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
