// berzerk-gen: seeded input. Small: n in 2..40 (mostly <= 12) for the reference, sets of every shape: one step, every
// step, random subsets, steps sharing a divisor with n (planets the black hole never sees: loops). Judge: n = 7000,
// sets of n - 1 (every step: 10^8 steps scanned) or random ones of at least n / 2.
#include <algorithm>
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

void write_steps(gamesuite::SeededRandom& random, int n, bool small) {
    std::vector<int> steps;
    const long long shape = random.between(0, small ? 4 : 1);
    if (shape == 0) {  // every step
        for (int x = 1; x < n; ++x) steps.push_back(x);
    } else if (shape == 1) {  // a random subset, large at the judge's size
        const long long percent = small ? random.between(10, 90) : random.between(50, 100);
        for (int x = 1; x < n; ++x)
            if (random.chance(static_cast<int>(percent))) steps.push_back(x);
    } else if (shape == 2) {  // one step
        steps.push_back(static_cast<int>(random.between(1, n - 1)));
    } else if (shape == 3) {  // multiples of a divisor d of n: from a planet off them, the black hole is out of reach
        std::vector<int> divisors;
        for (int d = 2; d < n; ++d)
            if (n % d == 0) divisors.push_back(d);
        const int d = divisors.empty() ? 1 : divisors[static_cast<std::size_t>(
                                                 random.between(0, static_cast<long long>(divisors.size()) - 1))];
        for (int x = d; x < n; x += d)
            if (random.chance(70)) steps.push_back(x);
    } else {  // two or three steps
        for (long long i = random.between(2, 3); i > 0; --i) {
            const int x = static_cast<int>(random.between(1, n - 1));
            if (std::find(steps.begin(), steps.end(), x) == steps.end()) steps.push_back(x);
        }
    }
    if (steps.empty()) steps.push_back(static_cast<int>(random.between(1, n - 1)));
    gamesuite::shuffle(random, steps);
    gamesuite::print("%zu", steps.size());
    for (int x : steps) gamesuite::print(" %d", x);
    gamesuite::print("\n");
}

void write_input(gamesuite::SeededRandom& random, bool small) {
    const int n = small ? static_cast<int>(random.chance(80) ? random.between(2, 12) : random.between(13, 40))
                        : static_cast<int>(berzerk::judge_limits().max_objects);
    gamesuite::print("%d\n", n);
    write_steps(random, n, small);
    write_steps(random, n, small);
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
