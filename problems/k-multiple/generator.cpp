// k-multiple-gen: seeded judge input. Small: what k-multiple-reference answers (reference.hpp): 1..20 cases of
// n <= 500 (mostly <= 60), k mostly <= 12, some up to 10^5; about a third of the n losing numbers (solver.hpp's
// list) or one off. Judge: t = 20 cases at the judge's limits (problem.hpp), n up to 10^8, k up to 10^5, k = 10^5
// and n = 10^8 among them; a third of the n losing numbers.
#include <cstdio>
#include <cstddef>

#include "cli/generator.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace {

// A losing number for k, at most `high`, sometimes one off (kept in low..high).
long long near_losing(gamesuite::SeededRandom& random, long long low, long long high, long long k) {
    k_multiple::LosingNumbers game;
    game.first_move(high, k);  // builds the terms up to high, no further
    const long long pick = random.between(0, static_cast<long long>(game.term_count()) - 1);
    long long n = static_cast<long long>(game.term(static_cast<std::size_t>(pick)));
    if (random.chance(30)) n += random.chance(50) ? 1 : -1;
    return n < low ? low : n > high ? high : n;
}

void write_cases(gamesuite::SeededRandom& random, bool small) {
    const k_multiple::Limits limits = small ? k_multiple::reference_limits() : k_multiple::judge_limits();
    const long long cases = small ? random.between(1, 20) : limits.max_cases;
    gamesuite::print("%lld\n", cases);
    for (long long c = 0; c < cases; ++c) {
        long long k, n;
        if (small) {
            k = random.chance(90) ? random.between(1, 12) : random.between(1, limits.max_k);
            const long long high = random.chance(80) ? 60 : limits.max_stones;
            n = random.chance(35) ? near_losing(random, limits.min_stones, high, k)
                                  : random.between(limits.min_stones, high);
        } else {
            k = c < 2 ? limits.max_k : random.chance(50) ? random.between(1, 10) : random.between(1, limits.max_k);
            if (c == 0) n = limits.max_stones;
            else if (random.chance(33)) n = near_losing(random, limits.min_stones, limits.max_stones, k);
            else n = random.between(limits.min_stones, limits.max_stones);
        }
        gamesuite::print("%lld %lld\n", n, k);
    }
}

}  // namespace

GAMESUITE_GENERATOR(write_cases)
