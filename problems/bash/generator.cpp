// bash-gen: seeded judge input. Small: <= 40 cases with n, m <= 60 (reference.hpp), about 40% of them multiples of
// m + 1 (lost), with n = 0, n <= m, m = 1 and the neighbours of multiples. Judge: 100 cases at the judge's limits.
#include <algorithm>
#include <cstdio>

#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

// Writes one input; `small` asks for what the reference solver can answer quickly.
void write_input(gamesuite::SeededRandom& random, bool small) {
    const bash_game::Limits limits = small ? bash_game::reference_limits() : bash_game::judge_limits();
    const long long max_stones = small ? std::min(60LL, limits.max_stones) : limits.max_stones;
    const long long max_take = small ? std::min(60LL, limits.max_take) : limits.max_take;
    const long long cases = small ? random.between(1, 40) : limits.max_cases;
    gamesuite::print("%lld\n", cases);
    for (long long c = 0; c < cases; ++c) {
        const long long most = random.chance(10) ? 1 : random.between(1, max_take);
        long long stones;
        if (random.chance(40)) {
            // A multiple of m + 1, sometimes one stone off.
            stones = (most + 1) * random.between(0, max_stones / (most + 1));
            if (random.chance(30)) stones += random.chance(50) ? 1 : -1;
        } else {
            stones = random.between(0, max_stones);
        }
        stones = std::min(std::max(stones, limits.min_stones), max_stones);
        if (!small && stones == 0) stones = 1;  // the judge's n starts at 1
        gamesuite::print("%lld %lld\n", stones, most);
    }
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
