// Test helpers for input handling (C++17, doctest): a Scanner over a string, and the InputError that a read throws.
// Header-only; used by src/tests/scanner_test.cpp and by problems' tests.cpp. Never part of a judge submission.
#ifndef GAMESUITE_TESTS_INPUT_TESTING_HPP
#define GAMESUITE_TESTS_INPUT_TESTING_HPP

#include <doctest/doctest.h>

#include <string>

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

}  // namespace input_testing

#endif
