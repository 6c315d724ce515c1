// nim-product-gen: seeded input. Small: <= 40 pairs, each value drawn from one of the shapes that meet different
// paths (0 and 1, below 16, a byte, a Fermat 2-power and its neighbours, a power of 2, 2^k - 1, 16- and 32-bit
// values, any 64-bit value). Judge: 10^6 pairs (the judge's T), 90% uniform 64-bit values, the rest of those shapes.
#include <cstdint>

#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

unsigned long long shaped_value(gamesuite::SeededRandom& random) {
    const int bits = static_cast<int>(random.between(1, 64));
    switch (random.between(0, 9)) {
    case 0: return static_cast<unsigned long long>(random.between(0, 1));
    case 1: return static_cast<unsigned long long>(random.between(0, 15));
    case 2: return static_cast<unsigned long long>(random.between(0, 255));
    case 3: {
        const unsigned long long fermat = 1ULL << (1 << random.between(0, 5));  // 2, 4, 16, 256, 2^16, 2^32
        return fermat + static_cast<unsigned long long>(random.between(-1, 1));
    }
    case 4: return 1ULL << (bits - 1);
    case 5: return ~0ULL >> (64 - bits);
    case 6: return random.next() & 0xffffULL;
    case 7: return random.next() & 0xffffffffULL;
    default: return random.next();
    }
}

void write_input(gamesuite::SeededRandom& random, bool small) {
    const long long cases = small ? random.between(1, 40) : nim_product::judge_limits().max_cases;
    gamesuite::print("%lld\n", cases);
    for (long long i = 0; i < cases; ++i) {
        const bool uniform = !small && random.chance(90);
        const unsigned long long a = uniform ? random.next() : shaped_value(random);
        const unsigned long long b = uniform ? random.next() : shaped_value(random);
        gamesuite::print("%llu %llu\n", a, b);
    }
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
