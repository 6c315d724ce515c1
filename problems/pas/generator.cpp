// pas-gen: seeded judge input. Small: boards <= 14 cells (pas-reference searches them in 0.1 s even under ASan),
// stripes <= 20, often repeated. Judge: lengths <= 1000 (short ones favoured, so that they fit), m = 1000 boards
// <= 1000 cells.
#include <cstdio>

#include "cli/generator.hpp"

namespace {

// Writes one input; `small` asks for what the reference solver can answer.
void write_input(gamesuite::SeededRandom& random, bool small) {
    const long long max_board = small ? 14 : 1000;
    // Long stripes rarely fit; mostly draw lengths well below the boards.
    const long long short_stripe = small ? 6 : 40;
    const long long long_stripe = small ? 20 : 1000;
    long long lengths[3];
    for (int i = 0; i < 3; ++i) {
        if (i > 0 && random.chance(20)) lengths[i] = lengths[random.between(0, i - 1)];  // a repeated length
        else lengths[i] = random.between(1, random.chance(80) ? short_stripe : long_stripe);
    }
    std::printf("%lld %lld %lld\n", lengths[0], lengths[1], lengths[2]);

    const long long boards = small ? random.between(1, 40) : 1000;
    std::printf("%lld\n", boards);
    for (long long i = 0; i < boards; ++i)
        std::printf("%lld\n", random.chance(5) ? max_board : random.between(1, max_board));
}

}  // namespace

int main(int argc, char** argv) { return gamesuite::run_generator(argc, argv, "pas generator", write_input); }
