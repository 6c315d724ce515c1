// gamecore/output.hpp: what a solver writes arrives unchanged, in a string and in a file, and a write the system
// refuses (a full device, a pipe with no reader) is an IoError, not silence.
#include <doctest/doctest.h>

#include <csignal>
#include <cstdio>
#include <string>
#include <vector>

#include <unistd.h>

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

TEST_CASE("Output: into a file, the same bytes once flushed, also past the buffer's size") {
    std::FILE* file = std::tmpfile();
    REQUIRE(file != nullptr);
    gamecore::Output out(file);
    out.line("Georgia will win");
    out.write(std::string("1\n"));
    out.write_int(42);
    const std::string big(200000, 'x');  // larger than the buffer: written through
    out.write(big);
    for (int i = 0; i < 30000; ++i) out.line("0");  // fills the buffer several times
    out.flush();
    std::rewind(file);
    std::string got;
    for (int c; (c = std::fgetc(file)) != EOF;) got += static_cast<char>(c);
    std::fclose(file);
    std::string want = "Georgia will win\n1\n42" + big;
    for (int i = 0; i < 30000; ++i) want += "0\n";
    CHECK(got == want);
}

TEST_CASE("Output: a full device is an IoError naming the reason") {
    std::FILE* full = std::fopen("/dev/full", "w");
    REQUIRE(full != nullptr);
    gamecore::Output out(full);
    out.line("1");
    try {
        out.flush();
        FAIL("no IoError from /dev/full");
    } catch (const gamecore::IoError& error) {
        CHECK(error.message == "cannot write output: No space left on device");
    }
    std::fclose(full);
}

TEST_CASE("Output: a pipe whose reader is gone is an IoError (SIGPIPE ignored), at the latest at the next flush") {
    int ends[2];
    REQUIRE(pipe(ends) == 0);
    close(ends[0]);
    void (*previous)(int) = std::signal(SIGPIPE, SIG_IGN);
    std::FILE* writer = fdopen(ends[1], "w");
    REQUIRE(writer != nullptr);
    gamecore::Output out(writer);
    out.line("0");
    bool failed = false;
    try {
        out.flush();
    } catch (const gamecore::IoError& error) {
        failed = true;
        CHECK(error.message == "cannot write output: Broken pipe");
    }
    CHECK(failed);
    std::fclose(writer);
    std::signal(SIGPIPE, previous);
}

TEST_CASE("Output: write_int agrees with printf's %lld around every power of ten and both ends") {
    std::vector<long long> values = {0, 9223372036854775807LL, -9223372036854775807LL - 1};
    for (int exponent = 0; exponent <= 18; ++exponent) {  // 10^18: the last power of ten a long long holds
        long long power = 1;
        for (int i = 0; i < exponent; ++i) power *= 10;
        for (long long delta = -1; delta <= 1; ++delta) values.insert(values.end(), {power + delta, -power - delta});
    }
    for (long long value : values) {
        std::string text;
        gamecore::Output out(text);
        out.write_int(value);
        char expected[32];
        std::snprintf(expected, sizeof expected, "%lld", value);
        CHECK(text == expected);
    }
}

TEST_CASE("Output: write_unsigned agrees with printf's %llu around every power of ten and up to 2^64 - 1") {
    std::vector<unsigned long long> values = {0, 18446744073709551615ULL, 9223372036854775808ULL};
    unsigned long long power = 1;
    for (int exponent = 0; exponent <= 19; ++exponent, power *= 10)  // 10^19: the last power of ten it holds
        values.insert(values.end(), {power - 1, power, power + 1});
    for (unsigned long long value : values) {
        std::string text;
        gamecore::Output out(text);
        out.write_unsigned(value);
        char expected[32];
        std::snprintf(expected, sizeof expected, "%llu", value);
        CHECK(text == expected);
    }
}
