// Shared shell of the seeded generators (C++17): `<id>-gen --seed S [--size small|judge]`, a portable RNG.
// The same seed and size always give the same bytes: no std:: distributions, whose output varies by library.
#ifndef GAMESUITE_CLI_GENERATOR_HPP
#define GAMESUITE_CLI_GENERATOR_HPP

#include <cstdint>
#include <string>

namespace gamesuite {

// splitmix64: tiny, fast, and fully specified, so outputs match on every platform.
class SeededRandom {
public:
    explicit SeededRandom(std::uint64_t seed) : state_(seed) {}

    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }

    // Uniform in [low, high], by rejection so that no value is favoured.
    std::int64_t between(std::int64_t low, std::int64_t high) {
        const std::uint64_t span = static_cast<std::uint64_t>(high) - static_cast<std::uint64_t>(low);
        if (span == UINT64_MAX) return static_cast<std::int64_t>(next());
        const std::uint64_t range = span + 1;
        const std::uint64_t limit = UINT64_MAX - UINT64_MAX % range;
        std::uint64_t x;
        do x = next();
        while (x >= limit);
        return static_cast<std::int64_t>(static_cast<std::uint64_t>(low) + x % range);
    }

    bool chance(int percent) { return between(0, 99) < percent; }

private:
    std::uint64_t state_;
};

// The whole main() of a generator: parses --seed (default 1) and --size (default small), then calls
// write(random, small) with the seeded random source; the input goes to stdout. Compiled in gamesuite_cli.
int run_generator(int argc, char** argv, const std::string& description, void (*write)(SeededRandom&, bool small));

}  // namespace gamesuite

#endif
