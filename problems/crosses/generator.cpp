// crosses-gen: seeded judge input. Small: 1 to 6 lines of one n each, n from 1 to 14 (what crosses-reference's
// search answers), so the lost lengths 6 and 12 and the draws 1 and 2 come up often. Judge: one n of 1..2000,
// often at the top or at one of the lost lengths (the zeros of the solver's table).
#include <cstdio>
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace {

void write_input(gamesuite::SeededRandom& random, bool small) {
    if (small) {
        const crosses::Limits limits = crosses::reference_limits();
        const long long lines = random.between(1, 6);
        for (long long i = 0; i < lines; ++i)
            gamesuite::print("%lld\n", static_cast<long long>(random.between(limits.min_length, limits.max_length)));
        return;
    }
    const crosses::Limits limits = crosses::judge_limits();
    const long long kind = random.between(0, 2);
    long long n = random.between(limits.min_length, limits.max_length);
    if (kind == 0) n = limits.max_length - random.between(0, 10);
    if (kind == 1) {  // a lost length, one of the few (the largest up to 2000 is 1046)
        crosses::TreblecrossValues values;
        std::vector<long long> lost;
        for (long long m = limits.min_length; m <= limits.max_length; ++m)
            if (values.value(m) == 0) lost.push_back(m);
        n = lost[static_cast<std::size_t>(random.between(0, static_cast<long long>(lost.size()) - 1))];
    }
    gamesuite::print("%lld\n", n);
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
