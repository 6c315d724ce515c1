// Take-and-break codes for the core's tests, written as text: parsed by the core's own parsers, or the test fails with
// the parser's message. Header-only; used by src/tests/*octal*_test.cpp and hexadecimal_test.cpp, never by a judge.
#ifndef GAMESUITE_TESTS_OCTAL_CODES_HPP
#define GAMESUITE_TESTS_OCTAL_CODES_HPP

#include <doctest/doctest.h>

#include <string>

#include "gamecore/hexadecimal.hpp"
#include "gamecore/octal.hpp"

namespace octal_codes {

// An octal code such as "0.07" (digits 0..7 only).
inline gamecore::OctalCode octal_code_of(const std::string& text) {
    gamecore::OctalCode code;
    std::string error;
    REQUIRE_MESSAGE(gamecore::parse_octal_code(text, code, error), error);
    return code;
}

// A hexadecimal code such as "0.8" (a digit may also split a heap in three); octal codes read the same.
inline gamecore::OctalCode hexadecimal_code_of(const std::string& text) {
    gamecore::OctalCode code;
    std::string error;
    REQUIRE_MESSAGE(gamecore::parse_hexadecimal_code(text, code, error), error);
    return code;
}

}  // namespace octal_codes

#endif
