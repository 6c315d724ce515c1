// Test helpers for input handling (C++17, doctest): a Scanner over a string, the InputError that a read throws,
// what a problem's solve() writes for an input (and its error message), a testdata file's text, and every
// multiset of small heaps.
// Header-only; used by src/tests/scanner_test.cpp and by problems' tests.cpp. Never part of a judge submission.
#ifndef GAMESUITE_TESTS_INPUT_TESTING_HPP
#define GAMESUITE_TESTS_INPUT_TESTING_HPP

#include <doctest/doctest.h>

#include <cstddef>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "gamecore/judge_main.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace input_testing {

// The Scanner keeps its own copy of the text.
inline gamecore::Scanner scan(const std::string& text) { return gamecore::Scanner(text.data(), text.size()); }

// Runs `read` and returns the InputError it throws; fails the test if none.
template <class Read>
gamecore::InputError error_of(Read read) {
    try {
        read();
    } catch (const gamecore::InputError& error) {
        return error;
    }
    FAIL("no InputError thrown");
    return gamecore::InputError(0, 0, "", "");
}

// What `solve(in, limits, out)` writes for `input` read with `limits` (strict or not). `error`, if given, must
// receive the InputError it throws; without it, the input must read cleanly.
template <class Solve, class Limits>
std::string answers_by(Solve solve, const Limits& limits, const std::string& input, bool strict = false,
                       gamecore::InputError* error = nullptr) {
    std::string written;
    gamecore::Output out(written);
    gamecore::Scanner in = scan(input);
    in.set_strict(strict);
    bool threw = false;
    try {
        solve(in, limits, out);
    } catch (const gamecore::InputError& e) {
        threw = true;
        if (error != nullptr) *error = e;
    }
    CHECK(threw == (error != nullptr));
    return written;
}

// What `solve(in, limits, out)` writes for `input`, then the InputError it throws worded as the executables word it
// after their name ("line L, column C: expected X, found Y"); only the output if the input reads cleanly.
template <class Solve, class Limits>
std::string output_then_error(Solve solve, const Limits& limits, const std::string& input, bool strict = false) {
    std::string written;
    gamecore::Output out(written);
    gamecore::Scanner in = scan(input);
    in.set_strict(strict);
    std::string error;
    try {
        solve(in, limits, out);
    } catch (const gamecore::InputError& bad) {
        error = gamecore::describe(bad);
    }
    return written + error;
}

// The whole text of a file (a testdata .in or .out), byte for byte; fails the test if it cannot be read.
inline std::string file_text(const std::string& path) {
    std::ifstream file(path.c_str(), std::ios::binary);
    REQUIRE(file);
    return std::string(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
}

// Appends to `out` every ascending list of `count` sizes of 0..max_size that extends `sizes` (each multiset of
// heaps, rows or piles once); call it with `sizes` empty.
inline void multisets(std::size_t count, long long max_size, std::vector<long long>& sizes,
                      std::vector<std::vector<long long>>& out) {
    if (sizes.size() == count) {
        out.push_back(sizes);
        return;
    }
    for (long long size = sizes.empty() ? 0 : sizes.back(); size <= max_size; ++size) {
        sizes.push_back(size);
        multisets(count, max_size, sizes, out);
        sizes.pop_back();
    }
}

}  // namespace input_testing

#endif
