// black-white-moore-count-gen: seeded judge input. Small: what black-white-moore-count-reference answers
// (reference.hpp): n <= 12 (mostly <= 10), k even <= min(n, 6), d in 1..k. Judge: n to 10^4, k even to 100, d to k,
// the largest board a fifth of the time.
#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

void write_case(gamesuite::SeededRandom& random, const black_white_moore_count::Limits& limits, long long usual_cells,
                bool largest) {
    const long long n = largest ? limits.max_cells : random.between(limits.min_cells, usual_cells);
    const long long top = n < limits.max_pieces ? n : limits.max_pieces;
    const long long k = largest ? top - top % 2 : 2 * random.between(1, top / 2);
    const long long d = random.chance(30) ? 1 : random.between(1, k);
    gamesuite::print("%lld %lld %lld\n", n, k, d);
}

void write_input(gamesuite::SeededRandom& random, bool small) {
    if (small) {
        const black_white_moore_count::Limits limits = black_white_moore_count::reference_limits();
        write_case(random, limits, random.chance(80) ? 10 : limits.max_cells, false);
    } else {
        write_case(random, black_white_moore_count::judge_limits(), black_white_moore_count::judge_limits().max_cells,
                   random.chance(20));
    }
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
