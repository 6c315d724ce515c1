// gamecore/nimber.hpp: the nim product against its mex definition, against the half-splitting recursion written
// plainly here (no tables, no Karatsuba), and against the byte-table method; the field laws; inverses and powers.
#include <doctest/doctest.h>

#include <vector>

#include "gamecore/nimber.hpp"

namespace {

typedef unsigned long long u64;

u64 splitmix(u64& state) {
    u64 z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

// Random values of every width, so that the upper halves are zero in some and not in others.
u64 random_value(u64& state) {
    const u64 bits = splitmix(state);
    switch (bits % 5) {
    case 0: return splitmix(state) & 0xffULL;
    case 1: return splitmix(state) & 0xffffULL;
    case 2: return splitmix(state) & 0xffffffffULL;
    default: return splitmix(state);
    }
}

// The recursion on halves as the theory states it: with F = 2^(2^k) above both values' halves,
// a (x) b = (a1 (x) b1 xor a1 (x) b0 xor a0 (x) b1) * F xor a0 (x) b0 xor (a1 (x) b1) (x) F/2. Four half products and
// one by F/2 a level; 0 and 1 end it early.
u64 plain_product(u64 a, u64 b) {
    if (a < 2 || b < 2) return a * b;
    const u64 larger = a > b ? a : b;
    int half = 1;  // the least 2^k with larger < 2^(2 * 2^k): F = 2^half
    while (half < 32 && (larger >> (2 * half)) != 0) half *= 2;
    const u64 mask = (1ULL << half) - 1;
    const u64 a0 = a & mask, a1 = a >> half, b0 = b & mask, b1 = b >> half;
    const u64 high = plain_product(a1, b1);
    const u64 coefficient = high ^ plain_product(a1, b0) ^ plain_product(a0, b1);
    return coefficient << half ^ plain_product(a0, b0) ^ plain_product(high, 1ULL << (half - 1));
}

// The byte-table method (what the judge's own solution does, in its smaller form): 8-bit products, and for each
// pair of byte positions (i, j) the products c (x) 2^8i (x) 2^8j of every byte c, since
// a (x) b = xor over i, j of (a_i (x) b_j) (x) 2^8i (x) 2^8j, a_i the bytes of a. 64 lookups of each table.
struct ByteTables {
    unsigned char bytes[256][256];
    u64 scaled[8][8][256];
    ByteTables() {
        for (unsigned a = 0; a < 256; ++a)
            for (unsigned b = 0; b < 256; ++b) bytes[a][b] = static_cast<unsigned char>(plain_product(a, b));
        for (int i = 0; i < 8; ++i)
            for (int j = 0; j < 8; ++j) {
                const u64 unit = plain_product(1ULL << (8 * i), 1ULL << (8 * j));
                u64 bit_images[8];
                for (int k = 0; k < 8; ++k) bit_images[k] = plain_product(1ULL << k, unit);
                for (unsigned c = 0; c < 256; ++c) {
                    u64 image = 0;  // linear in c over xor
                    for (int k = 0; k < 8; ++k)
                        if ((c >> k) & 1) image ^= bit_images[k];
                    scaled[i][j][c] = image;
                }
            }
    }
    u64 product(u64 a, u64 b) const {
        u64 result = 0;
        for (int i = 0; i < 8; ++i)
            for (int j = 0; j < 8; ++j)
                result ^= scaled[i][j][bytes[(a >> (8 * i)) & 255][(b >> (8 * j)) & 255]];
        return result;
    }
};

const ByteTables& byte_tables() {
    static const ByteTables tables;
    return tables;
}

}  // namespace

TEST_CASE("nimber: the mex definition on every pair below 64") {
    // a (x) b = mex { a' (x) b xor a (x) b' xor a' (x) b' : a' < a, b' < b }. The values of pairs below 64 stay below
    // 256, the field F_256 they lie in, but not below 64: 4 (x) 16 = 64.
    const int n = 64;
    std::vector<std::vector<unsigned> > by_mex(n, std::vector<unsigned>(n, 0));
    std::vector<int> seen(256, -1);
    int stamp = 0;
    for (int a = 0; a < n; ++a)
        for (int b = 0; b < n; ++b, ++stamp) {
            for (int x = 0; x < a; ++x)
                for (int y = 0; y < b; ++y) seen[by_mex[x][b] ^ by_mex[a][y] ^ by_mex[x][y]] = stamp;
            unsigned mex = 0;
            while (seen[mex] == stamp) ++mex;
            by_mex[a][b] = mex;
        }
    int checked = 0;
    for (int a = 0; a < n; ++a)
        for (int b = 0; b < n; ++b) {
            CAPTURE(a);
            CAPTURE(b);
            REQUIRE(gamecore::nim_product(a, b) == by_mex[a][b]);
            REQUIRE(plain_product(a, b) == by_mex[a][b]);
            ++checked;
        }
    CHECK(checked == 4096);
    CHECK(by_mex[2][2] == 3);
    CHECK(by_mex[8][8] == 13);
    CHECK(by_mex[4][16] == 64);
}

TEST_CASE("nimber: the catalogue's known values and the judge's sample") {
    CHECK(gamecore::nim_product(2, 2) == 3);
    CHECK(gamecore::nim_product(3, 3) == 2);
    const u64 sample_b[9] = {0, 1, 2, 3, 4, 5, 6, 7, 8};
    const u64 sample_out[9] = {0, 5, 10, 15, 2, 7, 8, 13, 3};
    for (int i = 0; i < 9; ++i) CHECK(gamecore::nim_product(5, sample_b[i]) == sample_out[i]);
    CHECK(gamecore::nim_product(3141, 5926) == 14994);
    CHECK(gamecore::nim_product(18446744073709551615ULL, 18446744073709551615ULL) == 11290409524105353207ULL);
    // Fermat 2-powers: F (x) F = 3F/2, and F (x) x = F * x below F.
    for (int k = 0; k < 6; ++k) {
        const u64 f = 1ULL << (1 << k);
        CAPTURE(f);
        CHECK(gamecore::nim_product(f, f) == (f ^ (f >> 1)));
        CHECK(gamecore::nim_product(f, f - 1) == f * (f - 1));
        CHECK(gamecore::nim_product(f - 1, f) == f * (f - 1));
    }
    CHECK(gamecore::nim_product(1ULL << 32, 1ULL << 32) == 0x180000000ULL);
    CHECK(gamecore::nim_product(0xffffffffULL, 1ULL << 32) == 0xffffffff00000000ULL);
}

TEST_CASE("nimber: the half-splitting recursion on every pair below 2^10 and on random 64-bit pairs") {
    long mismatches = 0;
    for (u64 a = 0; a < 1024; ++a)
        for (u64 b = 0; b < 1024; ++b)
            if (gamecore::nim_product(a, b) != plain_product(a, b)) {
                if (++mismatches <= 5) FAIL_CHECK("a = " << a << ", b = " << b);
            }
    CHECK(mismatches == 0);
    u64 state = 1;
    for (int i = 0; i < 3000; ++i) {
        const u64 a = random_value(state), b = random_value(state);
        CAPTURE(a);
        CAPTURE(b);
        REQUIRE(gamecore::nim_product(a, b) == plain_product(a, b));
    }
    // Powers of 2, the judge's power_of_two file: every 2^i (x) 2^j.
    for (int i = 0; i < 64; ++i)
        for (int j = 0; j < 64; ++j) {
            CAPTURE(i);
            CAPTURE(j);
            REQUIRE(gamecore::nim_product(1ULL << i, 1ULL << j) == plain_product(1ULL << i, 1ULL << j));
        }
}

TEST_CASE("nimber: the byte-table method agrees on random pairs") {
    const ByteTables& bytes = byte_tables();
    u64 state = 2;
    for (int i = 0; i < 200000; ++i) {
        const u64 a = random_value(state), b = random_value(state);
        CAPTURE(a);
        CAPTURE(b);
        REQUIRE(gamecore::nim_product(a, b) == bytes.product(a, b));
    }
    CHECK(bytes.product(3141, 5926) == 14994);
}

TEST_CASE("nimber: the 8-, 16- and 32-bit levels are the 64-bit product on their values") {
    u64 state = 3;
    for (unsigned a = 0; a < 256; ++a)
        for (unsigned b = 0; b < 256; ++b) REQUIRE(gamecore::nim_product8(a, b) == gamecore::nim_product(a, b));
    for (int i = 0; i < 100000; ++i) {
        const unsigned a16 = static_cast<unsigned>(splitmix(state) & 0xffff);
        const unsigned b16 = static_cast<unsigned>(splitmix(state) & 0xffff);
        REQUIRE(gamecore::nim_product16(a16, b16) == gamecore::nim_product(a16, b16));
        const unsigned a32 = static_cast<unsigned>(splitmix(state)), b32 = static_cast<unsigned>(splitmix(state));
        REQUIRE(gamecore::nim_product32(a32, b32) == gamecore::nim_product(a32, b32));
    }
    // The log and exp tables: a generator's powers run through every nonzero 16-bit value once.
    const gamecore::NimberTables& t = gamecore::nimber_tables();
    std::vector<int> hits(65536, 0);
    for (int i = 0; i < 65535; ++i) {
        ++hits[t.exp16[i]];
        REQUIRE(t.log16[t.exp16[i]] == i);
    }
    CHECK(hits[0] == 0);
    for (int x = 1; x < 65536; ++x) REQUIRE(hits[x] == 1);
    CHECK(gamecore::nim_product16(t.exp16[1], t.exp16[65534]) == 1);
}

TEST_CASE("nimber: commutative, associative, distributive over xor, 1 the unit") {
    u64 state = 4;
    for (int i = 0; i < 100000; ++i) {
        const u64 a = random_value(state), b = random_value(state), c = random_value(state);
        CAPTURE(a);
        CAPTURE(b);
        CAPTURE(c);
        const u64 ab = gamecore::nim_product(a, b);
        REQUIRE(ab == gamecore::nim_product(b, a));
        REQUIRE(gamecore::nim_product(ab, c) == gamecore::nim_product(a, gamecore::nim_product(b, c)));
        REQUIRE(gamecore::nim_product(a, b ^ c) == (ab ^ gamecore::nim_product(a, c)));
        REQUIRE(gamecore::nim_product(a, 1) == a);
        REQUIRE(gamecore::nim_product(a, 0) == 0);
    }
}

TEST_CASE("nimber: inverse and power") {
    CHECK(gamecore::nim_inverse(0) == 0);
    CHECK(gamecore::nim_inverse(1) == 1);
    CHECK(gamecore::nim_inverse(2) == 3);  // 2 (x) 3 = 1
    CHECK(gamecore::nim_power(2, 0) == 1);
    CHECK(gamecore::nim_power(0, 0) == 1);
    CHECK(gamecore::nim_power(0, 5) == 0);
    CHECK(gamecore::nim_power(2, 2) == 3);
    CHECK(gamecore::nim_power(2, 3) == 1);  // {0, 1, 2, 3} is F_4: 2 has order 3
    u64 state = 5;
    for (int i = 0; i < 20000; ++i) {
        const u64 a = random_value(state);
        CAPTURE(a);
        if (a == 0) continue;
        const u64 inverse = gamecore::nim_inverse(a);
        REQUIRE(gamecore::nim_product(a, inverse) == 1);
        const unsigned a32 = static_cast<unsigned>(a), a16 = static_cast<unsigned>(a & 0xffff);
        if (a32 != 0) REQUIRE(gamecore::nim_product32(a32, gamecore::nim_inverse32(a32)) == 1);
        if (a16 != 0) REQUIRE(gamecore::nim_product16(a16, gamecore::nim_inverse16(a16)) == 1);
        if (i % 20 == 0) {
            REQUIRE(gamecore::nim_power(a, 18446744073709551614ULL) == inverse);  // a^(2^64 - 2)
            REQUIRE(gamecore::nim_power(a, 18446744073709551615ULL) == 1);        // the group has 2^64 - 1 elements
            // Frobenius: squaring is additive, and a^(2^32) fixes exactly the 32-bit subfield.
            const u64 b = random_value(state);
            REQUIRE(gamecore::nim_power(a ^ b, 2) == (gamecore::nim_power(a, 2) ^ gamecore::nim_power(b, 2)));
            REQUIRE((gamecore::nim_power(a, 1ULL << 32) == a) == (a >> 32 == 0));
        }
        const u64 e = splitmix(state) >> 40, f = splitmix(state) >> 40;
        if (i % 100 == 0)
            REQUIRE(gamecore::nim_power(a, e + f) ==
                    gamecore::nim_product(gamecore::nim_power(a, e), gamecore::nim_power(a, f)));
    }
}
