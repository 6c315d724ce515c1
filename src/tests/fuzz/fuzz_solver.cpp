// libFuzzer harness, built once per problem (see CMakeLists.txt): arbitrary bytes through the scanner and the
// solver, in lenient and in strict mode. A crash, a sanitizer report, a hang or an error without a position fails.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "gamecore/scanner.hpp"
#include FUZZ_SOLVER_HEADER

namespace {

void run(const std::uint8_t* data, std::size_t size, bool strict) {
    gamecore::Scanner in(reinterpret_cast<const char*>(data), size);
    in.set_strict(strict);
    try {
        FUZZ_SOLVE(in);
    } catch (const gamecore::InputError& error) {
        // Every rejection must point into the input and say what it wanted.
        if (error.line < 1 || error.column < 1 || error.expected.empty() || error.found.empty()) std::abort();
    }
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    // Answers are not the point here; keep the fuzzer's output readable.
    if (std::freopen("/dev/null", "w", stdout) == nullptr) std::abort();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    run(data, size, false);
    run(data, size, true);
    return 0;
}
