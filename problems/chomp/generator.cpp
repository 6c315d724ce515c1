// chomp-gen: seeded widths, one a line. Small: 1 to 40 widths up to the reference's limit (reference.hpp), often
// repeated and out of order. Judge: 1,000 widths up to TopCoder's 100 (problem.hpp), half of them 100.
#include <cstdio>

#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

void write_input(gamesuite::SeededRandom& random, bool small) {
    const long long max_width = small ? chomp::reference_limits().max_width : chomp::judge_limits().max_width;
    const long long queries = small ? random.between(1, 40) : 1000;
    for (long long i = 0; i < queries; ++i) {
        const long long n = !small && random.chance(50) ? max_width : random.between(chomp::min_width, max_width);
        gamesuite::print("%lld\n", n);
    }
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
