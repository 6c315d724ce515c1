// Shared shell of the seeded generators (C++17): `<id>-gen --seed S [--size small|judge]`, a portable RNG, print().
// The same seed and size always give the same bytes: no std:: distributions, whose output varies by library.
#ifndef GAMESUITE_CLI_GENERATOR_HPP
#define GAMESUITE_CLI_GENERATOR_HPP

#include <cstdarg>
#include <cstdint>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

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

// `items` in a uniformly random order (Fisher-Yates from the back), the same order for the same seed.
template <class Item>
void shuffle(SeededRandom& random, std::vector<Item>& items) {
    for (std::size_t i = items.size(); i > 1; --i)
        std::swap(items[i - 1], items[static_cast<std::size_t>(random.between(0, static_cast<long long>(i) - 1))]);
}

// Where print() writes: stdout, unless a CapturedGeneratorText is alive (the in-process stress tests).
inline std::string*& generator_capture() {
    static std::string* text = nullptr;
    return text;
}

// Everything a generator writes goes through print(), printf's format: the same code then feeds <id>-gen's stdout
// and the problem's test executable, which stresses the solver in-process (src/tests/stress/in_process.cpp).
__attribute__((format(printf, 1, 2))) inline void print(const char* format, ...) {
    std::va_list args;
    va_start(args, format);
    std::string* text = generator_capture();
    if (text == nullptr) {
        std::vprintf(format, args);
    } else {
        std::va_list again;
        va_copy(again, args);
        char buffer[256];
        const int length = std::vsnprintf(buffer, sizeof buffer, format, args);
        if (length >= 0 && static_cast<std::size_t>(length) < sizeof buffer) {
            text->append(buffer, static_cast<std::size_t>(length));
        } else if (length > 0) {
            const std::size_t start = text->size();
            text->resize(start + static_cast<std::size_t>(length) + 1);
            std::vsnprintf(&(*text)[start], static_cast<std::size_t>(length) + 1, format, again);
            text->resize(start + static_cast<std::size_t>(length));
        }
        va_end(again);
    }
    va_end(args);
}

// While alive, print() appends to `text` instead of writing to stdout.
class CapturedGeneratorText {
public:
    explicit CapturedGeneratorText(std::string& text) : previous_(generator_capture()) { generator_capture() = &text; }
    ~CapturedGeneratorText() { generator_capture() = previous_; }
    CapturedGeneratorText(const CapturedGeneratorText&) = delete;
    CapturedGeneratorText& operator=(const CapturedGeneratorText&) = delete;

private:
    std::string* previous_;
};

// The generator of the problem being tested, as a function: GAMESUITE_GENERATOR defines it when generator.cpp is
// compiled into the problem's test executable (GAMESUITE_IN_PROCESS_TESTS).
void write_generated_input(SeededRandom& random, bool small);

// The whole main() of a generator: parses --seed (default 1) and --size (default small), then calls
// write(random, small) with the seeded random source; the input goes to stdout. Compiled in gamesuite_cli.
int run_generator(int argc, char** argv, const std::string& description, void (*write)(SeededRandom&, bool small));

}  // namespace gamesuite

// The last line of every problems/<id>/generator.cpp: main() of <id>-gen, or, compiled into <id>-tests, the generator
// as gamesuite::write_generated_input. `write(random, small)` prints one input.
#ifdef GAMESUITE_IN_PROCESS_TESTS
#define GAMESUITE_GENERATOR(write) \
    void gamesuite::write_generated_input(gamesuite::SeededRandom& random, bool small) { write(random, small); }
#else
#define GAMESUITE_GENERATOR(write)                                                                       \
    int main(int argc, char** argv) {                                                                    \
        return gamesuite::run_generator(argc, argv, std::string(this_problem::id) + " generator", write); \
    }
#endif

#endif
