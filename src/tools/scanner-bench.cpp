// scanner-bench: how fast gamecore::Scanner parses integers, against a bare fread-and-parse loop.
// Usage: build/scanner-bench [--count N] [--repeat R]. Writes N random integers to a temporary file and
// reads them back R times with each method; prints the best time of each and the ratio.
#include <CLI/CLI.hpp>
#include <fmt/core.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

#include "cli/generator.hpp"
#include "gamecore/scanner.hpp"

namespace {

// The baseline: what a competitive programmer writes by hand, no positions, no checks.
long long bare_sum(std::FILE* file) {
    static char buffer[1 << 16];
    long long sum = 0, value = 0;
    bool in_number = false;
    for (std::size_t got; (got = std::fread(buffer, 1, sizeof buffer, file)) > 0;) {
        for (std::size_t i = 0; i < got; ++i) {
            const char c = buffer[i];
            if (c >= '0' && c <= '9') {
                value = value * 10 + (c - '0');
                in_number = true;
            } else if (in_number) {
                sum += value;
                value = 0;
                in_number = false;
            }
        }
    }
    return sum + (in_number ? value : 0);
}

long long scanner_sum(std::FILE* file) {
    gamecore::Scanner in(file);
    long long sum = 0;
    while (!in.at_end()) sum += in.read_int(0, 9223372036854775807LL, "value");
    return sum;
}

template <class Sum>
double best_seconds(std::FILE* file, int repeat, Sum sum, long long& result) {
    double best = 1e100;
    for (int r = 0; r < repeat; ++r) {
        std::rewind(file);
        const auto start = std::chrono::steady_clock::now();
        result = sum(file);
        best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    }
    return best;
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App app("Benchmark of gamecore::Scanner against a bare fread-and-parse loop.");
    long long count = 10000000;
    int repeat = 5;
    app.add_option("--count", count, "how many integers")->capture_default_str()->check(CLI::Range(1LL, 100000000LL));
    app.add_option("--repeat", repeat, "runs of each method; the best counts")->capture_default_str()->check(CLI::Range(1, 100));
    CLI11_PARSE(app, argc, argv);

    std::FILE* file = std::tmpfile();
    if (file == nullptr) {
        fmt::print(stderr, "scanner-bench: cannot create a temporary file\n");
        return 1;
    }
    gamesuite::SeededRandom random(1);
    for (long long i = 0; i < count; ++i)
        std::fprintf(file, "%lld%s", static_cast<long long>(random.between(0, 1000000000)), i % 10 == 9 ? "\n" : " ");
    const long bytes = std::ftell(file);

    long long bare_result = 0, scanner_result = 0;
    const double bare = best_seconds(file, repeat, bare_sum, bare_result);
    const double scanner = best_seconds(file, repeat, scanner_sum, scanner_result);
    std::fclose(file);
    if (bare_result != scanner_result) {
        fmt::print(stderr, "scanner-bench: sums differ ({} vs {})\n", bare_result, scanner_result);
        return 1;
    }
    fmt::print("{} integers, {:.1f} MB, best of {}\n", count, bytes / 1e6, repeat);
    fmt::print("bare fread loop  {:8.1f} ms  {:7.1f} MB/s\n", bare * 1e3, bytes / 1e6 / bare);
    fmt::print("gamecore Scanner {:8.1f} ms  {:7.1f} MB/s\n", scanner * 1e3, bytes / 1e6 / scanner);
    fmt::print("ratio            {:8.2f}x\n", scanner / bare);
    return 0;
}
