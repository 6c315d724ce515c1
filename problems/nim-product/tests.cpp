// nim-product tests: the reference against the mex definition, the solver against the reference on every pair of
// bytes and on random pairs of every width, the judge's sample, the --moves certificate, and input handling.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "gamecore/judge_main.hpp"
#include "moves.hpp"
#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using input_testing::answers_by;
using input_testing::file_text;
using input_testing::output_then_error;

const nim_product::Limits suite = nim_product::suite_limits();
const nim_product::Limits judge = nim_product::judge_limits();

unsigned long long xorshift(unsigned long long& x) {
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    return x;
}

const char* const sample_in = "11\n5 0\n5 1\n5 2\n5 3\n5 4\n5 5\n5 6\n5 7\n5 8\n3141 5926\n"
                              "18446744073709551615 18446744073709551615\n";
const char* const sample_out = "0\n5\n10\n15\n2\n7\n8\n13\n3\n14994\n11290409524105353207\n";

}  // namespace

TEST_CASE("nim-product: the reference is the mex definition on every pair below 64") {
    const unsigned n = 64;
    std::vector<std::vector<unsigned> > by_mex(n, std::vector<unsigned>(n, 0));
    for (unsigned a = 0; a < n; ++a)
        for (unsigned b = 0; b < n; ++b) {
            std::vector<bool> seen(256, false);
            for (unsigned x = 0; x < a; ++x)
                for (unsigned y = 0; y < b; ++y) seen[by_mex[x][b] ^ by_mex[a][y] ^ by_mex[x][y]] = true;
            unsigned mex = 0;
            while (seen[mex]) ++mex;
            by_mex[a][b] = mex;
            CAPTURE(a);
            CAPTURE(b);
            REQUIRE(nim_product::product_by_reference(a, b) == mex);
        }
}

TEST_CASE("nim-product: the solver is the reference on every pair of bytes and on random pairs of every width") {
    const nim_product::FastProduct fast;
    for (unsigned long long a = 0; a < 256; ++a)
        for (unsigned long long b = 0; b < 256; ++b) REQUIRE(fast(a, b) == nim_product::product_by_reference(a, b));
    unsigned long long x = 2463534242ULL;
    for (int i = 0; i < 20000; ++i) {
        const int width_a = 1 + i % 64, width_b = 1 + (i / 64) % 64;
        const unsigned long long a = xorshift(x) >> (64 - width_a), b = xorshift(x) >> (64 - width_b);
        CAPTURE(a);
        CAPTURE(b);
        REQUIRE(fast(a, b) == nim_product::product_by_reference(a, b));
    }
    for (int i = 0; i < 64; ++i)
        for (int j = 0; j < 64; ++j)
            REQUIRE(fast(1ULL << i, 1ULL << j) == nim_product::product_by_reference(1ULL << i, 1ULL << j));
}

TEST_CASE("nim-product: the judge's sample through the solver, the reference and strict mode") {
    CHECK(answers_by(nim_product::solve, suite, sample_in) == sample_out);
    CHECK(answers_by(nim_product::solve_by_reference, nim_product::reference_limits(), sample_in) == sample_out);
    CHECK(answers_by(nim_product::solve, judge, sample_in, true) == sample_out);
}

TEST_CASE("nim-product: solver and reference agree on the derived testdata") {
    const char* const names[] = {"small-all-pairs-below-32", "powers-of-two-all-pairs", "fermat-powers-and-neighbours"};
    for (const char* name : names) {
        CAPTURE(name);
        const std::string input = file_text(std::string(GAMESUITE_TESTDATA_DIR "/") + name + ".in");
        const std::string want = file_text(std::string(GAMESUITE_TESTDATA_DIR "/") + name + ".out");
        CHECK(answers_by(nim_product::solve, suite, input) == want);
        CHECK(answers_by(nim_product::solve_by_reference, nim_product::reference_limits(), input) == want);
    }
}

TEST_CASE("nim-product: the --moves certificate gives the product back by the Karatsuba formula") {
    nim_product::Moves moves;
    unsigned long long x = 88172645463325252ULL;
    for (int i = 0; i < 2000; ++i) {
        const unsigned long long a = xorshift(x), b = i % 3 == 0 ? xorshift(x) >> 40 : xorshift(x);
        const std::string line = moves.moves(a, b).certificate_line;
        CAPTURE(line);
        unsigned long long h = 0, l = 0, m = 0;
        REQUIRE(std::sscanf(line.c_str(), "%llu %llu %llu", &h, &l, &m) == 3);
        const unsigned long long upper = m ^ l;
        const unsigned long long lower = l ^ nim_product::product_by_reference(h, 1ULL << 31);
        CHECK(((upper << 32) | lower) == nim_product::product_by_reference(a, b));
        CHECK(line == moves.moves_by_rules(a, b).certificate_line);
    }
}

TEST_CASE("nim-product: values up to 2^64 - 1, any whitespace, nothing read after the T pairs, T = 0") {
    CHECK(answers_by(nim_product::solve, suite, "2\r\n\r\n18446744073709551615\t1\r\n2 2") ==
          "18446744073709551615\n3\n");
    CHECK(answers_by(nim_product::solve, suite, "1\n3 3\nthis is not read") == "2\n");
    CHECK(answers_by(nim_product::solve, suite, "0\n").empty());
    CHECK(nim_product::limits_text(judge, suite) ==
          "- number of pairs T: 1 to 10^6 at the judge, 0 to 10^9 in the suite\n"
          "- values A, B: 0 to 2^64-1 at the judge, 0 to 2^64-1 in the suite\n");
}

TEST_CASE("nim-product: bad input names line, column and what was expected; the answers before it are written") {
    const std::string value = "expected value A or B (integer 0..18446744073709551615)";
    CHECK(output_then_error(nim_product::solve, suite, "2\n1 1\n1 18446744073709551616\n") ==
          "1\nline 3, column 3: " + value + ", found '18446744073709551616'");
    CHECK(output_then_error(nim_product::solve, suite, "1\n-1 1\n") == "line 2, column 1: " + value + ", found '-1'");
    CHECK(output_then_error(nim_product::solve, suite, "2\n1 1\n") == "1\nline 3, column 1: " + value +
                                                                           ", found end of input");
    CHECK(output_then_error(nim_product::solve, suite, "1000000001\n") ==
          "line 1, column 1: expected number of pairs (integer 0..1000000000), found '1000000001'");
    // Strict: the judge's T, single spaces, LF, a final newline, nothing after.
    CHECK(output_then_error(nim_product::solve, judge, "0\n", true) ==
          "line 1, column 1: expected number of pairs (integer 1..1000000), found '0'");
    CHECK(output_then_error(nim_product::solve, judge, "1\n1  1\n", true) ==
          "line 2, column 3: " + value + ", found ' '");
    CHECK(output_then_error(nim_product::solve, judge, "1\n2 2\n5\n", true) ==
          "3\nline 3, column 1: expected end of input, found '5'");
    CHECK(output_then_error(nim_product::solve, judge, "1\n2 2", true) ==
          "line 2, column 4: expected end of line, found end of input");
    CHECK(output_then_error(nim_product::solve, judge, "1\n02 2\n", true) ==
          "line 2, column 1: " + value + " without leading zeros, found '02'");
}
