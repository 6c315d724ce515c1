// sparse_octal.hpp tests: the sparse-space method gives the direct method's values (and the definition's) for every
// code 0.d1d2d3 with a split digit, forced from heap 8 on, under the best mask and under fixed bad ones; long tables of
// 0.007 and 0.6 against the definition; the automatic choice of the method; hexadecimal codes; extending in steps.
#include <doctest/doctest.h>

#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/hexadecimal.hpp"
#include "gamecore/octal.hpp"
#include "gamecore/sparse_octal.hpp"
#include "tests/octal_codes.hpp"

namespace {

using octal_codes::hexadecimal_code_of;

std::vector<unsigned> direct_table(const gamecore::OctalCode& code, std::size_t last) {
    gamecore::OctalGrundy grundy(code);
    grundy.extend_to(last);
    return grundy.values();
}

std::vector<unsigned> sparse_table(const gamecore::OctalCode& code, std::size_t last, std::size_t sparse_from,
                                   unsigned mask) {
    gamecore::SparseOctalGrundy grundy(code, gamecore::octal_method_sparse, sparse_from, mask);
    grundy.extend_to(last);
    return grundy.values();
}

}  // namespace

TEST_CASE("sparse octal: every code 0.d1d2d3 with a split digit and 4.d1d2, from heap 8, best and bad masks, to 200") {
    // 0: the best mask; 1: the even values are rare (half the heaps or more, often); 3: two bits; 64: above the values
    // of most of these codes, so that every heap and every value below 64 is rare (step 1 is every split, and the scan
    // runs to the end unless the least common value, 64, is the mex).
    const unsigned masks[] = {0, 1, 3, 64};
    // The codes 4.d1d2 split without removing (j = 0: rest = n, whose parts are the heaps just before n).
    std::vector<std::string> codes;
    for (char d1 = '0'; d1 < '8'; ++d1)
        for (char d2 = '0'; d2 < '8'; ++d2) {
            codes.push_back(std::string("4.") + d1 + d2);
            for (char d3 = '0'; d3 < '8'; ++d3)
                if (((d1 - '0') | (d2 - '0') | (d3 - '0')) & 4) codes.push_back(std::string("0.") + d1 + d2 + d3);
        }
    REQUIRE(codes.size() == 64 + 448);
    std::size_t sparse_heaps = 0;
    for (const std::string& text : codes) {
        CAPTURE(text);
        const gamecore::OctalCode code = hexadecimal_code_of(text);
        const std::vector<unsigned> direct = direct_table(code, 200);
        for (unsigned mask : masks) {
            CAPTURE(mask);
            gamecore::SparseOctalGrundy grundy(code, gamecore::octal_method_sparse, 8, mask);
            grundy.extend_to(200);
            CHECK(grundy.values() == direct);
            sparse_heaps += grundy.sparse_heaps();
        }
    }
    // The period, certified from heap 64 on for many codes, ends the sparse-space method there: it still ran on
    // every code (heaps 8 to 63 at least) and on whole tables for the codes with no period yet.
    CHECK(sparse_heaps > codes.size() * 4 * 56);
}

TEST_CASE("sparse octal: 0.007, 0.6, 4.7 and sparse-space games against the definition to 1500") {
    // No period below 1500 for these: the sparse-space method runs to the end.
    const char* const codes[] = {"0.007", "0.6", "4.7", "0.16", "0.454", "0.56"};
    for (const char* text : codes) {
        CAPTURE(text);
        const gamecore::OctalCode code = hexadecimal_code_of(text);
        const std::vector<unsigned> naive = gamecore::octal_grundy_naive(code, 1500);
        CHECK(sparse_table(code, 1500, 8, 0) == naive);
        CHECK(sparse_table(code, 1500, 300, 0) == naive);
        CHECK(sparse_table(code, 1500, 8, 1) == naive);
    }
}

TEST_CASE("sparse octal: extending in steps gives the table of one call") {
    const gamecore::OctalCode code = hexadecimal_code_of("0.007");
    gamecore::SparseOctalGrundy steps(code, gamecore::octal_method_sparse, 16);
    for (std::size_t last = 0; last <= 1500; last += 37) steps.extend_to(last);
    steps.extend_to(1500);
    CHECK(steps.values() == sparse_table(code, 1500, 16, 0));
    CHECK(steps.values() == direct_table(code, 1500));
}

TEST_CASE("sparse octal: the automatic choice") {
    // 0.16: 41 rare heaps below 1024 under the best mask, 14 (the least of those with 41); step 1 and the scan
    // (taken as long as step 1 before it is measured) mark 2 * 41 splits a heap against 512 for the direct mex:
    // sparse from 1024 on, and it stays (the scan is about 530 splits a heap, against 1024 at heap 2048).
    gamecore::SparseOctalGrundy sixteen(hexadecimal_code_of("0.16"), gamecore::octal_method_auto, 1024);
    sixteen.extend_to(1023);
    CHECK(sixteen.mask() == 0);
    sixteen.extend_to(1024);
    CHECK(sixteen.mask() == 14);
    CHECK(sixteen.rare_heaps() == 41 + (gamecore::bit_parity(sixteen.values()[1024] & 14) == 0 ? 1 : 0));
    sixteen.extend_to(4000);
    CHECK(sixteen.mask() == 14);
    CHECK(sixteen.sparse_heaps() == 4000 - 1024 + 1);
    CHECK(sixteen.values() == direct_table(hexadecimal_code_of("0.16"), 4000));

    // 0.007: a third of the heaps stay rare up to 2^15 (8505 below 32768 under mask 440), so the direct mex stays
    // (2 * 8505 > 32768 / 2)...
    gamecore::SparseOctalGrundy treblecross(hexadecimal_code_of("0.007"), gamecore::octal_method_auto, 1024);
    treblecross.extend_to(5000);
    CHECK(treblecross.mask() == 0);
    CHECK(treblecross.sparse_heaps() == 0);
    CHECK(gamecore::SparseOctalGrundy::sparse_pays(1, 8505, 8505, 32768) == false);
    // ... until 2^16 (13964 rare heaps below 65536 under mask 952: 2 * 13964 < 65536 / 2; too long a table for a unit
    // test, the counts are grundy 0.007 --to 65536's). Measured on the way to 2^22 (grundy's progress lines), the
    // scan is about 35000 splits a heap and 22474 heaps are rare: sparse there, though not at 2^16.
    CHECK(gamecore::SparseOctalGrundy::sparse_pays(1, 13964, 13964, 65536));
    CHECK(gamecore::SparseOctalGrundy::sparse_pays(1, 22474, 35000, 4194304));
    CHECK(gamecore::SparseOctalGrundy::sparse_pays(1, 13964, 35000, 65536) == false);
    // No split digit: the direct mex is O(t) a heap, never beaten.
    CHECK(gamecore::SparseOctalGrundy::sparse_pays(0, 0, 0, 65536) == false);

    // The direct method never switches.
    gamecore::SparseOctalGrundy direct(hexadecimal_code_of("0.6"), gamecore::octal_method_direct, 64);
    direct.extend_to(3000);
    CHECK(direct.mask() == 0);
    CHECK(direct.sparse_heaps() == 0);
    CHECK(direct.values() == direct_table(hexadecimal_code_of("0.6"), 3000));
}

TEST_CASE("sparse octal: a certified period is used as OctalGrundy uses it; hexadecimal codes are OctalGrundy's") {
    gamecore::SparseOctalGrundy dawson(hexadecimal_code_of("0.07"), gamecore::octal_method_sparse, 8);
    dawson.extend_to(5000);
    CHECK(dawson.period_used() == 34);
    CHECK(dawson.values() == direct_table(hexadecimal_code_of("0.07"), 5000));
    for (const char* text : {"0.8F", "4.9", "0.B1", "0.F7"}) {
        CAPTURE(text);
        gamecore::SparseOctalGrundy grundy(hexadecimal_code_of(text), gamecore::octal_method_sparse, 8);
        grundy.extend_to(120);
        CHECK(grundy.values() == direct_table(hexadecimal_code_of(text), 120));
        CHECK(grundy.sparse_heaps() == 0);
        CHECK(grundy.mask() == 0);
    }
}
