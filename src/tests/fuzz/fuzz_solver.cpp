// libFuzzer harness, built once per problem (see CMakeLists.txt): arbitrary bytes through the scanner and the
// solver, in lenient and in strict mode. A crash, a sanitizer report, a hang or an error without a position fails.
#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include <string>

#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"
#include "solver.hpp"  // problems/<id>/, on this harness's include path

namespace {

void run(const std::uint8_t* data, std::size_t size, bool strict) {
    gamecore::Scanner in(reinterpret_cast<const char*>(data), size);
    in.set_strict(strict);
    std::string answers;  // not the point here
    gamecore::Output out(answers);
    try {
        this_problem::solve(in, strict ? this_problem::judge_limits() : this_problem::suite_limits(), out);
    } catch (const gamecore::InputError& error) {
        // Every rejection must point into the input and say what it wanted.
        if (error.line < 1 || error.column < 1 || error.expected.empty() || error.found.empty()) std::abort();
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    run(data, size, false);
    run(data, size, true);
    return 0;
}
