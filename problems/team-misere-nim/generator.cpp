// team-misere-nim-gen: seeded input. Small: <= 30 games, n = 1..4, S = 1..200, caps 1..8 (sometimes all equal:
// the Bash-like games, lost iff S = 1 mod (M + 1)), ended by a line 0 most of the time (else by the end of input).
// Judge: 100 games at the judge's limits (n up to 10, S up to 8192, caps 1..16), ended by 0.
#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

void write_input(gamesuite::SeededRandom& random, bool small) {
    const team_misere_nim::Limits limits = team_misere_nim::judge_limits();
    const long long games = small ? random.between(1, 30) : 100;
    for (long long g = 0; g < games; ++g) {
        const long long n = small ? random.between(1, 4) : random.between(1, limits.max_team);
        const long long most_cap = small ? 8 : limits.max_cap;
        const bool equal = random.chance(25);
        const long long cap = random.between(1, most_cap);
        long long stones = small ? random.between(1, 200) : random.between(1, limits.max_stones);
        if (equal && random.chance(50)) stones = (cap + 1) * random.between(0, stones / (cap + 1)) + 1;
        gamesuite::print("%lld %lld", n, stones);
        for (long long i = 0; i < 2 * n; ++i) gamesuite::print(" %lld", equal ? cap : random.between(1, most_cap));
        gamesuite::print("\n");
    }
    if (!small || random.chance(80)) gamesuite::print("0\n");
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
