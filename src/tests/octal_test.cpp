// octal.hpp tests: OEIS sequences pinned (Kayles A002186, Dawson's chess A002187 and the games OEIS says share
// them), their certified (preperiod, period), Treblecross uncertified, the certificate's exact bound, code parsing,
// and the fast table against the definition and against a search of whole positions by the rules.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstddef>
#include <random>
#include <string>
#include <vector>

#include "gamecore/game_search.hpp"
#include "gamecore/octal.hpp"
#include "tests/known_sequences.hpp"
#include "tests/octal_codes.hpp"

namespace {

// OEIS A002186, Kayles (.77 and .771), a(0..104), copied from oeis.org/A002186 (Guy and Smith 1956).
const unsigned kayles_oeis[] = {
    0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2, 1, 8, 6,
    7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8,
    6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1};

const std::size_t kayles_count = sizeof kayles_oeis / sizeof kayles_oeis[0];
// OEIS A002187, Dawson's chess (.137), a(0..131), shared with problems/triangulation/tests.cpp.
using known_sequences::dawson_chess_a002187;
const std::size_t dawson_count = known_sequences::dawson_chess_a002187_count;

using octal_codes::octal_code_of;

std::vector<unsigned> table_of(const std::string& text, std::size_t last) {
    gamecore::OctalGrundy grundy(octal_code_of(text));
    grundy.extend_to(last);
    return grundy.values();
}

gamecore::OctalPeriod period_of(const std::string& text, std::size_t last) {
    return gamecore::certify_octal_period(table_of(text, last), octal_code_of(text).largest_removal());
}

// An octal game played on whole positions (the non-empty heaps, ascending) by the code's rules alone.
struct OctalRules {
    typedef std::vector<int> Position;
    gamecore::OctalCode code;

    static Position sorted(Position p) {
        std::sort(p.begin(), p.end());
        return p;
    }

    void moves(const Position& p, std::vector<Position>& out) const {
        for (std::size_t i = 0; i < p.size(); ++i) {
            Position others(p);
            others.erase(others.begin() + static_cast<std::ptrdiff_t>(i));
            const int heap = p[i];
            for (int j = 0; j <= heap; ++j) {
                const unsigned d = code.digit(static_cast<std::size_t>(j));
                const int rest = heap - j;
                if ((d & 1) && rest == 0) out.push_back(others);
                if ((d & 2) && rest >= 1 && j >= 1) {
                    Position q(others);
                    q.push_back(rest);
                    out.push_back(sorted(q));
                }
                if (d & 4)
                    for (int a = 1; a < rest; ++a) {
                        Position q(others);
                        q.push_back(a);
                        q.push_back(rest - a);
                        out.push_back(sorted(q));
                    }
            }
        }
    }
};

}  // namespace

TEST_CASE("octal: Kayles 0.77 and 0.771 are OEIS A002186; certified preperiod 71, period 12") {
    for (const char* text : {"0.77", "0.771", ".77"}) {
        CAPTURE(text);
        const std::vector<unsigned> g = table_of(text, 400);
        for (std::size_t n = 0; n < kayles_count; ++n) {
            CAPTURE(n);
            CHECK(g[n] == kayles_oeis[n]);
        }
    }
    // OEIS A002186: "From n=71 on, the sequence is periodic with period 12 ... exceptions ... 57 and 70."
    const gamecore::OctalPeriod found = period_of("0.77", 400);
    CHECK(found.certified);
    CHECK(found.preperiod == 71);
    CHECK(found.period == 12);
    CHECK(found.needed_to == 2 * 71 + 2 * 12 + 2 - 1);
    // One heap short of what the certificate reads: not certified.
    CHECK_FALSE(period_of("0.77", found.needed_to - 1).certified);
    CHECK(period_of("0.77", found.needed_to).certified);
}

TEST_CASE("octal: 4.4 (split, or take one and split) is A002186 shifted by one, as OEIS says") {
    const std::vector<unsigned> g = table_of("4.4", kayles_count);
    for (std::size_t n = 1; n <= kayles_count; ++n) {
        CAPTURE(n);
        CHECK(g[n] == kayles_oeis[n - 1]);
    }
}

TEST_CASE("octal: Dawson's chess 0.137 is A002187, exceptions end at 51: preperiod 52, period 34") {
    const std::vector<unsigned> g = table_of("0.137", 400);
    for (std::size_t n = 0; n < dawson_count; ++n) {
        CAPTURE(n);
        CHECK(g[n] == dawson_chess_a002187[n]);
    }
    const gamecore::OctalPeriod found = period_of("0.137", 400);
    CHECK(found.certified);
    CHECK(found.preperiod == 52);
    CHECK(found.period == 34);
}

TEST_CASE("octal: Dawson's Kayles 0.07 is A002187(n - 1); preperiod 53, period 34; 0.4 is A002187(n - 2)") {
    const std::vector<unsigned> g = table_of("0.07", 400);
    const std::vector<unsigned> g4 = table_of("0.4", 400);
    CHECK(g[0] == 0);
    for (std::size_t n = 1; n <= dawson_count; ++n) {
        CAPTURE(n);
        CHECK(g[n] == dawson_chess_a002187[n - 1]);
        CHECK(g4[n + 1] == dawson_chess_a002187[n - 1]);
    }
    // The seed paper's game C (take two adjacent) works out f(0..7) = 0 0 1 1 2 0 3 1 by hand.
    const unsigned game_c[] = {0, 0, 1, 1, 2, 0, 3, 1};
    for (std::size_t n = 0; n < 8; ++n) CHECK(g[n] == game_c[n]);
    const gamecore::OctalPeriod found = period_of("0.07", 400);
    CHECK(found.certified);
    CHECK(found.preperiod == 53);
    CHECK(found.period == 34);
    CHECK(found.needed_to == 2 * 53 + 2 * 34 + 2 - 1);
    CHECK_FALSE(period_of("0.07", found.needed_to - 1).certified);
    // Far beyond the certificate the table is the period itself: g(10^5) = g(53 + (10^5 - 53) % 34).
    const std::vector<unsigned> far = table_of("0.07", 100000);
    CHECK(far[100000] == g[53 + (100000 - 53) % 34]);
}

TEST_CASE("octal: CertifiedOctalValues answers every heap from the certified period, Dawson's Kayles included") {
    const gamecore::DawsonKaylesValues dawson;
    CHECK(dawson.preperiod() == 53);
    CHECK(dawson.period() == 34);
    const std::vector<unsigned> g = table_of("0.07", 3000);
    std::size_t first_wrong = g.size();
    for (std::size_t n = 0; n < g.size() && first_wrong == g.size(); ++n)
        if (dawson.value(n) != g[n]) first_wrong = n;
    CHECK(first_wrong == g.size());
    CHECK(dawson.value(18446744073709551615ULL) == g[53 + (18446744073709551615ULL - 53) % 34]);
    const gamecore::CertifiedOctalValues kayles("0.77");
    CHECK(kayles.preperiod() == 71);
    CHECK(kayles.period() == 12);
    const std::vector<unsigned> k = table_of("0.77", 1000);
    std::size_t first_wrong_kayles = k.size();
    for (std::size_t n = 0; n < k.size() && first_wrong_kayles == k.size(); ++n)
        if (kayles.value(n) != k[n]) first_wrong_kayles = n;
    CHECK(first_wrong_kayles == k.size());
}

TEST_CASE("octal: Treblecross 0.007 is not certified up to 4096; its first zeros are the known P-positions") {
    const std::vector<unsigned> g = table_of("0.007", 4096);
    CHECK_FALSE(gamecore::certify_octal_period(g, 3).certified);
    // kayles-family.md: the strip lengths n < 60 lost for the mover are 6, 12, 22, 30, 32, 44, 54; a strip of n
    // is the heap n + 2 of .007 (the two sentinels), so g is 0 at 0, 1, 2 and at those plus 2.
    std::vector<std::size_t> zeros;
    for (std::size_t n = 0; n < 62; ++n)
        if (g[n] == 0) zeros.push_back(n);
    const std::size_t expected[] = {0, 1, 2, 8, 14, 24, 32, 34, 46, 56};
    CHECK(zeros == std::vector<std::size_t>(expected, expected + 10));
}

TEST_CASE("octal: the fast table equals the definition for random codes, to heap 700") {
    std::mt19937 random(20131);
    for (int round = 0; round < 40; ++round) {
        std::string text = random() % 3 == 0 ? "4." : "0.";
        const std::size_t digits = 1 + random() % 4;
        for (std::size_t j = 0; j < digits; ++j) text += static_cast<char>('0' + random() % 8);
        CAPTURE(text);
        const gamecore::OctalCode code = octal_code_of(text);
        CHECK(table_of(text, 700) == gamecore::octal_grundy_naive(code, 700));
    }
}

TEST_CASE("octal: xor of table values equals a search of whole positions by the rules, random codes") {
    std::mt19937 random(4664);
    for (int round = 0; round < 12; ++round) {
        std::string text = round % 4 == 0 ? "4." : "0.";
        const std::size_t digits = 1 + random() % 3;
        for (std::size_t j = 0; j < digits; ++j) text += static_cast<char>('0' + random() % 8);
        CAPTURE(text);
        OctalRules rules;
        rules.code = octal_code_of(text);
        gamecore::GameSearch<OctalRules> search(rules);
        const std::vector<unsigned> g = table_of(text, 9);
        for (int a = 0; a <= 9; ++a)
            for (int b = a; b <= 9; ++b)
                for (int c = b; c <= 9 && a + b + c <= 14; ++c) {
                    OctalRules::Position p;
                    for (int h : {a, b, c})
                        if (h > 0) p.push_back(h);
                    CAPTURE(a);
                    CAPTURE(b);
                    CAPTURE(c);
                    CHECK(search.grundy(p) == (g[a] ^ g[b] ^ g[c]));
                }
    }
}

TEST_CASE("octal: the certificate on hand-made sequences, at its exact bound") {
    // Period 2 from i = 3 with t = 1: the check reads g up to 2*3 + 2*2 + 1 - 1 = 10.
    std::vector<unsigned> g;
    const unsigned head[] = {5, 5, 5};
    g.assign(head, head + 3);
    for (int k = 0; k < 8; ++k) g.push_back(k % 2);
    REQUIRE(g.size() == 11);
    gamecore::OctalPeriod found = gamecore::certify_octal_period(g, 1);
    CHECK(found.certified);
    CHECK(found.preperiod == 3);
    CHECK(found.period == 2);
    CHECK(found.needed_to == 10);
    g.pop_back();
    CHECK_FALSE(gamecore::certify_octal_period(g, 1).certified);
    // Preperiod 0 reads one heap more (a split b = p would leave an empty part): 2p + t - 1 + 1 = 6 for p = t = 2.
    std::vector<unsigned> alternating(7);
    for (std::size_t n = 0; n < alternating.size(); ++n) alternating[n] = static_cast<unsigned>(n % 2);
    found = gamecore::certify_octal_period(alternating, 2);
    CHECK(found.certified);
    CHECK(found.preperiod == 0);
    CHECK(found.needed_to == 6);
    alternating.pop_back();
    CHECK_FALSE(gamecore::certify_octal_period(alternating, 2).certified);
    CHECK_FALSE(gamecore::certify_octal_period(std::vector<unsigned>(), 1).certified);
}

TEST_CASE("octal: parsing codes, and clear errors on malformed ones") {
    CHECK(octal_code_of("0.07").digits == std::vector<unsigned>({0, 0, 7}));
    CHECK(octal_code_of(".07").digits == std::vector<unsigned>({0, 0, 7}));
    CHECK(octal_code_of("0.0700").digits == std::vector<unsigned>({0, 0, 7}));
    CHECK(octal_code_of("4.7").digits == std::vector<unsigned>({4, 7}));
    CHECK(octal_code_of("0.0").digits == std::vector<unsigned>({0}));
    CHECK(octal_code_of("0.137").largest_removal() == 3);

    gamecore::OctalCode code;
    std::string error;
    CHECK_FALSE(gamecore::parse_octal_code("", code, error));
    CHECK(error == "empty octal code (expected something like 0.07)");
    CHECK_FALSE(gamecore::parse_octal_code("007", code, error));
    CHECK(error.find("no '.'") != std::string::npos);
    CHECK_FALSE(gamecore::parse_octal_code("0.08", code, error));
    CHECK(error == "octal code '0.08': '8' at character 4 (expected an octal digit 0..7)");
    CHECK_FALSE(gamecore::parse_octal_code("0.0.7", code, error));
    CHECK(error == "octal code '0.0.7': a second '.' at character 4 (expected an octal digit 0..7)");
    CHECK_FALSE(gamecore::parse_octal_code("0.", code, error));
    CHECK(error == "octal code '0.': no digit after the point");
    CHECK_FALSE(gamecore::parse_octal_code("2.7", code, error));
    CHECK(error.find("must be 0 or 4") != std::string::npos);
    CHECK_FALSE(gamecore::parse_octal_code("40.7", code, error));
    CHECK(error.find("more than one digit before the point") != std::string::npos);
    CHECK_FALSE(gamecore::parse_octal_code("0.7x", code, error));
    CHECK(error.find("'x' at character 4") != std::string::npos);
}
