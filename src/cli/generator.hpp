// Shared shell of the seeded generators (C++17): `<id>-gen --seed S [--size small|judge]`, a portable RNG.
// The same seed and size always give the same bytes: no std:: distributions, whose output varies by library.
#ifndef GAMESUITE_CLI_GENERATOR_HPP
#define GAMESUITE_CLI_GENERATOR_HPP

#include <CLI/CLI.hpp>

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

enum class GeneratorSize { small, judge };

struct GeneratorOptions {
    std::uint64_t seed = 1;
    GeneratorSize size = GeneratorSize::small;
};

// Parses --seed and --size; returns false (after printing help or the error)
// when the program should exit with `exit_code`.
inline bool parse_generator_options(int argc, char** argv, const std::string& description,
                                    GeneratorOptions& options, int& exit_code) {
    CLI::App app(description);
    std::string size = "small";
    app.add_option("--seed", options.seed, "seed; the same seed gives the same bytes")->capture_default_str();
    app.add_option("--size", size, "small: instances the reference solver can check; judge: the judge's limits")
        ->check(CLI::IsMember({"small", "judge"}))
        ->capture_default_str();
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& error) {
        exit_code = app.exit(error);
        return false;
    }
    options.size = size == "judge" ? GeneratorSize::judge : GeneratorSize::small;
    return true;
}

// The whole main() of a generator: parses --seed and --size, then calls
// write(random, small) with the seeded random source.
template <class Write>
int run_generator(int argc, char** argv, const std::string& description, Write write) {
    GeneratorOptions options;
    int exit_code = 0;
    if (!parse_generator_options(argc, argv, description, options, exit_code)) return exit_code;
    SeededRandom random(options.seed);
    write(random, options.size == GeneratorSize::small);
    return 0;
}

}  // namespace gamesuite

#endif
