// gamecore/output.hpp: what a solver writes arrives unchanged, in a string and in a file.
#include <doctest/doctest.h>

#include <cstdio>
#include <string>

#include "gamecore/output.hpp"

TEST_CASE("Output: into a string, every kind of write in order") {
    std::string text;
    gamecore::Output out(text);
    out.write("a");
    out.write(std::string("b\0c", 3));  // embedded NUL kept: a std::string write is by length
    out.write_int(-9223372036854775807LL - 1);
    out.line("x");
    out.line(std::string("y"));
    out.write_int(0);
    CHECK(text == std::string("ab\0c", 4) + "-9223372036854775808x\ny\n0");
}

TEST_CASE("Output: into a file, the same bytes") {
    std::FILE* file = std::tmpfile();
    REQUIRE(file != nullptr);
    gamecore::Output out(file);
    out.line("Georgia will win");
    out.write(std::string("1\n"));
    out.write_int(42);
    std::rewind(file);
    char buffer[64] = {};
    const std::size_t got = std::fread(buffer, 1, sizeof buffer, file);
    std::fclose(file);
    CHECK(std::string(buffer, got) == "Georgia will win\n1\n42");
}
