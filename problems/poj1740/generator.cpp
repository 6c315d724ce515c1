// poj1740-gen: seeded judge input. Small: what poj1740-reference answers (reference.hpp), empty piles included.
// Judge: 10^4 cases at the judge's limits (problem.hpp). About 40% of cases are built paired (lost), some then given
// one random pile.
#include <algorithm>
#include <cstdio>
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

// Writes one input; `small` asks for what the reference solver can answer.
void write_input(gamesuite::SeededRandom& random, bool small) {
    const poj1740::Limits limits = small ? poj1740::reference_limits() : poj1740::judge_limits();
    const long long max_piles = limits.max_piles;
    const long long max_pile = limits.max_pile;
    const long long cases = small ? random.between(1, 40) : 10000;
    for (long long c = 0; c < cases; ++c) {
        std::vector<long long> piles;
        const long long count = random.between(1, max_piles);
        if (random.chance(40)) {
            // Equal pairs, then a few empty piles, which do not break the pairing.
            while (static_cast<long long>(piles.size()) + 2 <= count) {
                const long long pile = random.between(1, max_pile);
                piles.push_back(pile);
                piles.push_back(pile);
            }
            while (static_cast<long long>(piles.size()) < count) piles.push_back(0);
            if (random.chance(30)) piles[0] = random.between(0, max_pile);  // sometimes one pile off
        } else {
            for (long long i = 0; i < count; ++i) piles.push_back(random.chance(10) ? 0 : random.between(1, max_pile));
        }
        gamesuite::shuffle(random, piles);  // shuffle: the input is in no order
        gamesuite::print("%lld\n", count);
        for (std::size_t i = 0; i < piles.size(); ++i) gamesuite::print(i + 1 < piles.size() ? "%lld " : "%lld\n", piles[i]);
    }
    gamesuite::print("0\n");
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
