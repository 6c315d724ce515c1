// split-game-gen: seeded judge input. Small: 1 to 4 cases of 2..5 bottles of 0..3 beans (what the reference's
// search answers). Judge: 10 cases of up to 21 bottles of up to 10^4 beans: even counts, zeros, and lost cases
// (the parities of the odd bottles chosen until their values xor to 0, by the solver's table).
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace {

void write_input(gamesuite::SeededRandom& random, bool small) {
    const split_game::Limits limits = small ? split_game::reference_limits() : split_game::judge_limits();
    const long long cases = small ? random.between(1, 4) : limits.max_cases;
    gamesuite::print("%lld\n", cases);
    split_game::WinningMoves solver;
    for (long long c = 0; c < cases; ++c) {
        const long long n = small || random.chance(30) ? random.between(limits.min_bottles, limits.max_bottles)
                                                       : limits.max_bottles;
        const int zeros = static_cast<int>(random.between(0, 60)), evens = static_cast<int>(random.between(0, 60));
        std::vector<long long> beans(static_cast<std::size_t>(n));
        for (int tries = 0; tries < (random.chance(40) ? 50 : 1); ++tries) {
            for (std::size_t i = 0; i < beans.size(); ++i) {
                long long p = random.between(0, limits.max_beans);
                if (random.chance(zeros)) p = 0;
                else if (random.chance(evens)) p -= p % 2;
                beans[i] = p;
            }
            if (solver(beans).count == 0) break;  // a lost case, sometimes sought
        }
        gamesuite::print("%lld\n", n);
        for (std::size_t i = 0; i < beans.size(); ++i) gamesuite::print(i ? " %lld" : "%lld", beans[i]);
        gamesuite::print("\n");
    }
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
