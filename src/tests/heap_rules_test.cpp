// heap_rules.hpp tests: each rule family of the seeds against the closed form the seed states (take at least half:
// the bit length; take 1..m: n mod (m + 1); Lasker's Nim: the 4k table; ...), subtraction sets pinned and their
// period certificate at its exact bound and against long tables, and the set parser's errors.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstddef>
#include <random>
#include <string>
#include <vector>

#include "gamecore/grundy.hpp"
#include "gamecore/heap_rules.hpp"
#include "gamecore/octal.hpp"

namespace {

std::vector<unsigned> subtraction_values(const std::vector<std::size_t>& set, std::size_t last) {
    return gamecore::heap_grundy_values(gamecore::SubtractionRules(set), last);
}

unsigned bit_length(std::size_t n) {
    unsigned bits = 0;
    for (; n; n >>= 1) ++bits;
    return bits;
}

}  // namespace

TEST_CASE("heap rules: subtraction {1,3,4} is 0 1 0 1 2 3 2 repeated; certified period 7 from 0, at its bound") {
    const unsigned first[] = {0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2};
    const std::vector<unsigned> g = subtraction_values({1, 3, 4}, 700);
    for (std::size_t n = 0; n < sizeof first / sizeof first[0]; ++n) {
        CAPTURE(n);
        CHECK(g[n] == first[n]);
    }
    // Seed 000: P-positions {0, 2, 7, 9, 14, 16, ...}: n mod 7 in {0, 2}.
    for (std::size_t n = 0; n <= 700; ++n) {
        CAPTURE(n);
        CHECK((g[n] == 0) == (n % 7 == 0 || n % 7 == 2));
    }
    const gamecore::OctalPeriod found = gamecore::certify_subtraction_period(g, 4);
    CHECK(found.certified);
    CHECK(found.preperiod == 0);
    CHECK(found.period == 7);
    CHECK(found.needed_to == 0 + 4 + 7 - 1);
    // The certificate reads g(0..10): with one heap less it says nothing.
    const std::vector<unsigned> exact(g.begin(), g.begin() + 11), short_one(g.begin(), g.begin() + 10);
    CHECK(gamecore::certify_subtraction_period(exact, 4).certified);
    CHECK_FALSE(gamecore::certify_subtraction_period(short_one, 4).certified);
}

TEST_CASE("heap rules: take 1..m (seed 000 game 1, seed 001 game B) is n mod (m + 1), certified period m + 1") {
    for (std::size_t m = 1; m <= 7; ++m) {
        CAPTURE(m);
        std::vector<std::size_t> set;
        for (std::size_t s = 1; s <= m; ++s) set.push_back(s);
        const std::vector<unsigned> g = subtraction_values(set, 300);
        for (std::size_t n = 0; n <= 300; ++n) CHECK(g[n] == n % (m + 1));
        const gamecore::OctalPeriod found = gamecore::certify_subtraction_period(g, m);
        CHECK(found.certified);
        CHECK(found.preperiod == 0);
        CHECK(found.period == m + 1);
    }
}

TEST_CASE("heap rules: a certified subtraction period holds on a table 8 times longer, random sets") {
    std::mt19937 random(1966);
    int certified = 0, with_preperiod = 0;
    for (int round = 0; round < 60; ++round) {
        std::vector<std::size_t> set;
        const std::size_t size = 1 + random() % 4;
        for (std::size_t k = 0; k < size; ++k) set.push_back(1 + random() % 9);
        std::sort(set.begin(), set.end());
        set.erase(std::unique(set.begin(), set.end()), set.end());
        CAPTURE(set.size());
        CAPTURE(set.back());
        const std::vector<unsigned> long_table = subtraction_values(set, 1600);
        const std::vector<unsigned> table(long_table.begin(), long_table.begin() + 201);
        const gamecore::OctalPeriod found = gamecore::certify_subtraction_period(table, set.back());
        if (!found.certified) continue;
        ++certified;
        if (found.preperiod > 0) ++with_preperiod;
        CHECK(found.needed_to <= 200);
        for (std::size_t n = found.preperiod; n + found.period <= 1600; ++n) {
            CAPTURE(n);
            REQUIRE(long_table[n + found.period] == long_table[n]);
        }
        // The preperiod is the least: heap i - 1 breaks the pattern.
        if (found.preperiod > 0)
            CHECK(long_table[found.preperiod - 1] != long_table[found.preperiod - 1 + found.period]);
    }
    CHECK(certified >= 50);
    CHECK(with_preperiod >= 1);
}

TEST_CASE("heap rules: the subtraction certificate on a hand-made sequence, at its exact bound") {
    // 5 5 then 0 1 0 1 ...: period 2 from i = 2; with s = 3 the window is g(2..4) against g(4..6): reads to 6.
    std::vector<unsigned> g(2, 5);
    for (int k = 0; k < 5; ++k) g.push_back(static_cast<unsigned>(k % 2));
    REQUIRE(g.size() == 7);
    const gamecore::OctalPeriod found = gamecore::certify_subtraction_period(g, 3);
    CHECK(found.certified);
    CHECK(found.preperiod == 2);
    CHECK(found.period == 2);
    CHECK(found.needed_to == 6);
    g.pop_back();
    CHECK_FALSE(gamecore::certify_subtraction_period(g, 3).certified);
    CHECK_FALSE(gamecore::certify_subtraction_period(std::vector<unsigned>(), 3).certified);
}

TEST_CASE("heap rules: take at least half (seed 000, example 2) is the bit length of n") {
    const unsigned seed_table[] = {0, 1, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 4};  // the seed's table, x = 0..12
    const std::vector<unsigned> g = gamecore::heap_grundy_values(gamecore::TakeAtLeastHalfRules(), 2000);
    for (std::size_t n = 0; n < 13; ++n) CHECK(g[n] == seed_table[n]);
    for (std::size_t n = 0; n <= 2000; ++n) {
        CAPTURE(n);
        CHECK(g[n] == bit_length(n));
    }
}

TEST_CASE("heap rules: take any is n (a Nim heap), take an odd number is n mod 2 (seed 000)") {
    const std::vector<unsigned> any = gamecore::heap_grundy_values(gamecore::TakeAnyRules(), 500);
    const std::vector<unsigned> odd = gamecore::heap_grundy_values(gamecore::TakeOddRules(), 500);
    for (std::size_t n = 0; n <= 500; ++n) {
        CAPTURE(n);
        CHECK(any[n] == n);
        CHECK(odd[n] == n % 2);
    }
}

TEST_CASE("heap rules: Lasker's Nim (seed 000): g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3") {
    const std::vector<unsigned> g = gamecore::heap_grundy_values(gamecore::LaskerRules(), 600);
    CHECK(g[0] == 0);
    const unsigned seed_values[] = {0, 1, 2, 4, 3};  // the seed works out g(0..4) by hand
    for (std::size_t n = 0; n < 5; ++n) CHECK(g[n] == seed_values[n]);
    for (std::size_t k = 0; 4 * k + 4 <= 600; ++k) {
        CAPTURE(k);
        CHECK(g[4 * k + 1] == 4 * k + 1);
        CHECK(g[4 * k + 2] == 4 * k + 2);
        CHECK(g[4 * k + 3] == 4 * k + 4);
        CHECK(g[4 * k + 4] == 4 * k + 3);
    }
}

TEST_CASE("heap rules: stripes (POI 2000, seed 001 game D) is the octal code with 7 at each length; PAS sample") {
    // The PAS sample: lengths 1 5 1; boards 1 and 5 are won by the first player, 6 is lost.
    const std::vector<unsigned> g = gamecore::heap_grundy_values(gamecore::SegmentSplitRules({1, 5}), 500);
    CHECK(g[1] != 0);
    CHECK(g[5] != 0);
    CHECK(g[6] == 0);
    gamecore::OctalCode code;
    std::string error;
    REQUIRE(gamecore::parse_octal_code("0.70007", code, error));
    CHECK(g == gamecore::octal_grundy_naive(code, 500));
}

TEST_CASE("heap rules: parsing sets like 1,3,4, and clear errors") {
    std::vector<std::size_t> set;
    std::string error;
    CHECK(gamecore::parse_positive_list("1,3,4", 100, set, error));
    CHECK(set == std::vector<std::size_t>({1, 3, 4}));
    CHECK(gamecore::parse_positive_list("4,1,3,3", 100, set, error));
    CHECK(set == std::vector<std::size_t>({1, 3, 4}));
    CHECK(gamecore::parse_positive_list("100", 100, set, error));

    CHECK_FALSE(gamecore::parse_positive_list("", 100, set, error));
    CHECK(error == "empty set (expected positive integers separated by commas, like 1,3,4)");
    CHECK_FALSE(gamecore::parse_positive_list("1,0,4", 100, set, error));
    CHECK(error == "'1,0,4': item 2 is 0 (every amount must be positive: taking 0 stones would be a pass)");
    CHECK_FALSE(gamecore::parse_positive_list("1,-3", 100, set, error));
    CHECK(error == "'1,-3': item 2 '-3' is not a positive integer (negative)");
    CHECK_FALSE(gamecore::parse_positive_list("1,,3", 100, set, error));
    CHECK(error.find("item 2 is empty") != std::string::npos);
    CHECK_FALSE(gamecore::parse_positive_list("1,3,", 100, set, error));
    CHECK(error.find("item 3 is empty") != std::string::npos);
    CHECK_FALSE(gamecore::parse_positive_list("1, 3", 100, set, error));
    CHECK(error.find("' 3' is not a positive integer") != std::string::npos);
    CHECK_FALSE(gamecore::parse_positive_list("101", 100, set, error));
    CHECK(error == "'101': item 1 '101' is larger than 100");
    CHECK_FALSE(gamecore::parse_positive_list("99999999999999999999999", 100, set, error));
    CHECK(error.find("is larger than 100") != std::string::npos);
}
