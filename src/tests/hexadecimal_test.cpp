// hexadecimal.hpp tests: the table against a brute-force definition (ordered three-way splits) and against a search
// of whole positions by the rules, octal codes through the hexadecimal table, the three-way certificate at its exact
// bound and against long brute-force tables for random codes, and code parsing.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstddef>
#include <random>
#include <string>
#include <vector>

#include "gamecore/game_search.hpp"
#include "gamecore/hexadecimal.hpp"
#include "gamecore/octal.hpp"
#include "tests/octal_codes.hpp"

namespace {

using octal_codes::hexadecimal_code_of;

std::vector<unsigned> table_of(const std::string& text, std::size_t last) {
    gamecore::OctalGrundy grundy(hexadecimal_code_of(text));
    grundy.extend_to(last);
    return grundy.values();
}

// A set of option values: a flag per value, cleared per heap (plain, not fast).
struct ValueFlags {
    std::vector<char> seen;
    void insert(unsigned v) {
        if (v >= seen.size()) seen.resize(v + 1, 0);
        seen[v] = 1;
    }
    bool count(unsigned v) const { return v < seen.size() && seen[v]; }
};

// g(0..last) by the definition, written as plainly as possible: every ordered split, a fresh set of option values.
std::vector<unsigned> brute_force(const gamecore::OctalCode& code, std::size_t last) {
    std::vector<unsigned> g;
    for (std::size_t n = 0; n <= last; ++n) {
        ValueFlags options;
        for (std::size_t j = 0; j <= n && j < code.digits.size(); ++j) {
            const unsigned d = code.digits[j];
            const std::size_t r = n - j;
            if ((d & 1) && r == 0) options.insert(0);
            if ((d & 2) && j >= 1 && r >= 1) options.insert(g[r]);
            if (d & 4)
                for (std::size_t a = 1; a < r; ++a) options.insert(g[a] ^ g[r - a]);
            if (d & 8)
                for (std::size_t a = 1; a < r; ++a)
                    for (std::size_t b = 1; a + b < r; ++b) options.insert(g[a] ^ g[b] ^ g[r - a - b]);
        }
        unsigned mex = 0;
        while (options.count(mex)) ++mex;
        g.push_back(mex);
    }
    return g;
}

std::string random_code(std::mt19937& random, bool with_three_way) {
    const char* const leading[] = {"0.", "4.", "8.", "C."};
    std::string text = leading[random() % 4];
    const std::size_t digits = 1 + random() % 3;
    for (std::size_t j = 0; j < digits; ++j) text += "0123456789ABCDEF"[random() % 16];
    if (with_three_way && !hexadecimal_code_of(text).splits_in_three()) text += "8";
    return text;
}

// A hexadecimal game played on whole positions (the non-empty heaps, ascending) by the code's rules alone.
struct HexadecimalRules {
    typedef std::vector<int> Position;
    gamecore::OctalCode code;

    static Position with(const Position& others, const int* parts, int count) {
        Position q(others);
        q.insert(q.end(), parts, parts + count);
        std::sort(q.begin(), q.end());
        return q;
    }

    void moves(const Position& p, std::vector<Position>& out) const {
        for (std::size_t i = 0; i < p.size(); ++i) {
            Position others(p);
            others.erase(others.begin() + static_cast<std::ptrdiff_t>(i));
            for (int j = 0; j <= p[i] && j < static_cast<int>(code.digits.size()); ++j) {
                const unsigned d = code.digits[static_cast<std::size_t>(j)];
                const int r = p[i] - j;
                if ((d & 1) && r == 0) out.push_back(others);
                if ((d & 2) && r >= 1 && j >= 1) out.push_back(with(others, &r, 1));
                if (d & 4)
                    for (int a = 1; a < r; ++a) {
                        const int parts[] = {a, r - a};
                        out.push_back(with(others, parts, 2));
                    }
                if (d & 8)
                    for (int a = 1; a < r; ++a)
                        for (int b = 1; a + b < r; ++b) {
                            const int parts[] = {a, b, r - a - b};
                            out.push_back(with(others, parts, 3));
                        }
            }
        }
    }
};

}  // namespace

TEST_CASE("hexadecimal: the table equals a brute-force definition for random codes, to heap 90") {
    std::mt19937 random(2004);
    for (int round = 0; round < 30; ++round) {
        const std::string text = random_code(random, round % 2 == 0);
        CAPTURE(text);
        CHECK(table_of(text, 90) == brute_force(hexadecimal_code_of(text), 90));
    }
    // 0.8 by hand: remove one and split the rest in three, so heaps 0..3 have no move and 4 -> (1,1,1) = 0.
    const std::vector<unsigned> g = table_of("0.8", 6);
    const unsigned by_hand[] = {0, 0, 0, 0, 1, 1, 1};
    for (std::size_t n = 0; n <= 6; ++n) CHECK(g[n] == by_hand[n]);
}

TEST_CASE("hexadecimal: xor of table values equals a search of whole positions by the rules") {
    std::mt19937 random(1982);
    for (int round = 0; round < 8; ++round) {
        const std::string text = random_code(random, true);
        CAPTURE(text);
        HexadecimalRules rules;
        rules.code = hexadecimal_code_of(text);
        gamecore::GameSearch<HexadecimalRules> search(rules);
        const std::vector<unsigned> g = table_of(text, 9);
        for (int a = 0; a <= 9; ++a)
            for (int b = a; b <= 9 && a + b <= 11; ++b) {
                HexadecimalRules::Position p;
                if (a > 0) p.push_back(a);
                if (b > 0) p.push_back(b);
                CAPTURE(a);
                CAPTURE(b);
                CHECK(search.grundy(p) == (g[a] ^ g[b]));
            }
    }
}

TEST_CASE("hexadecimal: an octal code gives the octal table (and the octal certificate)") {
    for (const char* text : {"0.07", "0.77", "4.7", "0.137"}) {
        CAPTURE(text);
        gamecore::OctalCode octal;
        std::string error;
        REQUIRE(gamecore::parse_octal_code(text, octal, error));
        CHECK_FALSE(hexadecimal_code_of(text).splits_in_three());
        const std::vector<unsigned> g = table_of(text, 400);
        CHECK(g == gamecore::octal_grundy_naive(octal, 400));
        const gamecore::OctalPeriod hex = gamecore::certify_hexadecimal_period(g, hexadecimal_code_of(text));
        const gamecore::OctalPeriod oct = gamecore::certify_octal_period(g, octal.largest_removal());
        CHECK(hex.certified == oct.certified);
        CHECK(hex.preperiod == oct.preperiod);
        CHECK(hex.period == oct.period);
    }
}

TEST_CASE("hexadecimal: 0.B1 is certified, preperiod 2 period 2, reading g exactly to 3i + 3p + t - 1 = 13") {
    const std::vector<unsigned> g = brute_force(hexadecimal_code_of("0.B1"), 400);
    for (std::size_t n = 2; n + 2 <= 400; ++n) CHECK(g[n] == g[n + 2]);
    const std::vector<unsigned> exact(g.begin(), g.begin() + 14), short_one(g.begin(), g.begin() + 13);
    const gamecore::OctalPeriod found = gamecore::certify_hexadecimal_period(exact, hexadecimal_code_of("0.B1"));
    CHECK(found.certified);
    CHECK(found.preperiod == 2);
    CHECK(found.period == 2);
    CHECK(found.needed_to == 13);
    CHECK_FALSE(gamecore::certify_hexadecimal_period(short_one, hexadecimal_code_of("0.B1")).certified);
    // The octal bound (2i + 2p + t - 1 = 9) would read less: the three-way bound is the one used.
    CHECK_FALSE(gamecore::certify_hexadecimal_period(std::vector<unsigned>(g.begin(), g.begin() + 10),
                                                     hexadecimal_code_of("0.B1")).certified);
}

TEST_CASE("hexadecimal: the certificate on hand-made sequences, at its exact bound (i = 0 reads one more)") {
    const gamecore::OctalCode t1 = hexadecimal_code_of("0.8");  // three-way, t = 1
    // Period 2 from i = 0: reads g up to 3p + t = 7.
    std::vector<unsigned> alternating(8);
    for (std::size_t n = 0; n < alternating.size(); ++n) alternating[n] = static_cast<unsigned>(n % 2);
    gamecore::OctalPeriod found = gamecore::certify_hexadecimal_period(alternating, t1);
    CHECK(found.certified);
    CHECK(found.preperiod == 0);
    CHECK(found.period == 2);
    CHECK(found.needed_to == 7);
    alternating.pop_back();
    CHECK_FALSE(gamecore::certify_hexadecimal_period(alternating, t1).certified);
    // 7 7 7 then period 2 from i = 3: reads 3*3 + 3*2 + 1 - 1 = 15.
    std::vector<unsigned> g(3, 7);
    for (int k = 0; k < 13; ++k) g.push_back(static_cast<unsigned>(k % 2));
    REQUIRE(g.size() == 16);
    found = gamecore::certify_hexadecimal_period(g, t1);
    CHECK(found.certified);
    CHECK(found.preperiod == 3);
    CHECK(found.needed_to == 15);
    g.pop_back();
    CHECK_FALSE(gamecore::certify_hexadecimal_period(g, t1).certified);
}

TEST_CASE("hexadecimal: every certificate found on a short table holds on a brute-force table 3 times longer, "
          "random codes") {
    std::mt19937 random(3663);
    int certified = 0;
    for (int round = 0; round < 60; ++round) {
        const std::string text = random_code(random, true);
        CAPTURE(text);
        const std::vector<unsigned> long_table = brute_force(hexadecimal_code_of(text), 150);
        for (std::size_t last = 20; last <= 50; last += 15) {
            const std::vector<unsigned> table(long_table.begin(),
                                              long_table.begin() + static_cast<std::ptrdiff_t>(last + 1));
            const gamecore::OctalPeriod found = gamecore::certify_hexadecimal_period(table, hexadecimal_code_of(text));
            if (!found.certified) continue;
            ++certified;
            CAPTURE(last);
            for (std::size_t n = found.preperiod; n + found.period <= 150; ++n) {
                CAPTURE(n);
                REQUIRE(long_table[n + found.period] == long_table[n]);
            }
        }
    }
    CHECK(certified >= 15);
}

TEST_CASE("hexadecimal: past a certified period the table is copied, and equals the definition") {
    gamecore::OctalGrundy grundy(hexadecimal_code_of("0.B1"));
    grundy.extend_to(400);
    CHECK(grundy.period_used() == 2);
    CHECK(grundy.values() == brute_force(hexadecimal_code_of("0.B1"), 400));
}

TEST_CASE("hexadecimal: parsing codes, and clear errors on malformed ones") {
    CHECK(hexadecimal_code_of("0.8F").digits == std::vector<unsigned>({0, 8, 15}));
    CHECK(hexadecimal_code_of(".8f").digits == std::vector<unsigned>({0, 8, 15}));
    CHECK(hexadecimal_code_of("C.10").digits == std::vector<unsigned>({12, 1}));
    CHECK(hexadecimal_code_of("8.0").digits == std::vector<unsigned>({8}));
    CHECK(hexadecimal_code_of("0.8F").splits_in_three());
    CHECK(hexadecimal_code_of("8.0").splits_in_three());
    CHECK_FALSE(hexadecimal_code_of("0.77").splits_in_three());
    CHECK(hexadecimal_code_of("0.008").largest_removal() == 3);

    gamecore::OctalCode code;
    std::string error;
    CHECK_FALSE(gamecore::parse_hexadecimal_code("", code, error));
    CHECK(error == "empty code (expected something like 0.07 or 0.8F)");
    CHECK_FALSE(gamecore::parse_hexadecimal_code("08", code, error));
    CHECK(error.find("no '.'") != std::string::npos);
    CHECK_FALSE(gamecore::parse_hexadecimal_code("0.8G", code, error));
    CHECK(error == "code '0.8G': 'G' at character 4 (expected a digit 0-9 or A-F)");
    CHECK_FALSE(gamecore::parse_hexadecimal_code("0.8.1", code, error));
    CHECK(error == "code '0.8.1': a second '.' at character 4 (expected a digit 0-9 or A-F)");
    CHECK_FALSE(gamecore::parse_hexadecimal_code("0.", code, error));
    CHECK(error == "code '0.': no digit after the point");
    for (const char* bad : {"1.8", "2.8", "3.8", "5.8", "9.8", "F.8"}) {
        CAPTURE(bad);
        CHECK_FALSE(gamecore::parse_hexadecimal_code(bad, code, error));
        CHECK(error.find("must be 0, 4, 8 or C") != std::string::npos);
    }
    CHECK_FALSE(gamecore::parse_hexadecimal_code("48.1", code, error));
    CHECK(error.find("more than one digit before the point") != std::string::npos);
}
