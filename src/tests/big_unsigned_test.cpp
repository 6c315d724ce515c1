// gamecore/big_unsigned.hpp: each operation against unsigned 64-bit and unsigned __int128 arithmetic on random values
// that fit (test code only: the header has no __int128), isqrt against its definition on random values of up to 4000
// bits, decimal round trips, and the Wythoff test against gamecore/wythoff.hpp's exact 64-bit one.
#include <doctest/doctest.h>

#include <string>

#include "gamecore/big_unsigned.hpp"
#include "gamecore/wythoff.hpp"

namespace {

typedef unsigned long long u64;
typedef unsigned __int128 u128;
using gamecore::BigUnsigned;

u64 splitmix(u64& state) {
    u64 z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

// Random values of every width up to 64 bits, so that one limb, two limbs and carries across them all occur.
u64 random_u64(u64& state) {
    const int bits = static_cast<int>(splitmix(state) % 65);
    return bits == 0 ? 0 : splitmix(state) >> (64 - bits);
}

// Decimal text written here, digit by digit, so that the header's own printing is not what checks it.
std::string decimal(u128 value) {
    std::string text;
    do {
        text.insert(text.begin(), static_cast<char>('0' + static_cast<int>(value % 10)));
        value /= 10;
    } while (value != 0);
    return text;
}

BigUnsigned big(const std::string& digits) {
    BigUnsigned value;
    REQUIRE(value.assign_decimal(digits.data(), digits.size()));
    return value;
}
BigUnsigned big(u128 value) { return big(decimal(value)); }

// A random number of up to max_digits decimal digits, no leading zero (or "0").
std::string random_digits(u64& state, std::size_t max_digits) {
    const std::size_t length = 1 + splitmix(state) % max_digits;
    std::string text;
    for (std::size_t i = 0; i < length; ++i) text += static_cast<char>('0' + splitmix(state) % 10);
    const std::size_t first = text.find_first_not_of('0');
    return first == std::string::npos ? "0" : text.substr(first);
}

}  // namespace

TEST_CASE("big unsigned: each operation equals 64- and 128-bit arithmetic on values that fit") {
    u64 state = 1;
    for (int i = 0; i < 5000; ++i) {
        const u64 x = random_u64(state), y = random_u64(state);
        const u128 wide_x = (static_cast<u128>(random_u64(state)) << 64) | random_u64(state);
        CAPTURE(x);
        CAPTURE(y);
        const BigUnsigned bx = big(x), by = big(y), bwide = big(wide_x);
        REQUIRE(bx.to_decimal() == decimal(x));
        REQUIRE(bx.fits_u64());
        REQUIRE(bx.to_u64() == x);
        REQUIRE(BigUnsigned(x) == bx);
        REQUIRE(bx.compare(by) == (x < y ? -1 : x > y ? 1 : 0));
        REQUIRE((bx < by) == (x < y));
        REQUIRE((bx <= by) == (x <= y));
        REQUIRE((bx == by) == (x == y));
        REQUIRE((bx + by).to_decimal() == decimal(static_cast<u128>(x) + y));
        REQUIRE((bx * by).to_decimal() == decimal(static_cast<u128>(x) * y));
        REQUIRE((bx * by).fits_u64() == (static_cast<u128>(x) * y >> 64 == 0));
        if (x >= y) REQUIRE((bx - by).to_decimal() == decimal(x - y));
        else REQUIRE((by - bx).to_decimal() == decimal(y - x));
        REQUIRE((bwide + bx).to_decimal() == decimal(wide_x + x));  // past 2^128 only when wide_x is near it
        if (wide_x >= x) REQUIRE((bwide - bx).to_decimal() == decimal(wide_x - x));
        REQUIRE((bwide - bwide).is_zero());
        BigUnsigned halved = bwide;
        halved.halve();
        REQUIRE(halved.to_decimal() == decimal(wide_x / 2));
        REQUIRE(bwide.is_odd() == (wide_x % 2 == 1));
        const BigUnsigned::Limb factor = static_cast<BigUnsigned::Limb>(y), addend = static_cast<BigUnsigned::Limb>(x);
        BigUnsigned scaled = bx;
        scaled.multiply_add(factor, addend);
        REQUIRE(scaled.to_decimal() == decimal(static_cast<u128>(x) * factor + addend));
        if (factor != 0) {
            BigUnsigned quotient = bwide;
            const BigUnsigned::Limb remainder = quotient.divide_small(factor);
            REQUIRE(quotient.to_decimal() == decimal(wide_x / factor));
            REQUIRE(remainder == wide_x % factor);
        }
        std::size_t bits = 0;
        for (u128 rest = wide_x; rest != 0; rest >>= 1) ++bits;
        REQUIRE(bwide.bit_length() == bits);
    }
}

TEST_CASE("big unsigned: decimal text round trips, leading zeros, and what is no number") {
    u64 state = 2;
    for (int i = 0; i < 2000; ++i) {
        const std::string digits = random_digits(state, i < 1000 ? 40 : 1200);
        CAPTURE(digits);
        REQUIRE(big(digits).to_decimal() == digits);
        REQUIRE(big("000" + digits) == big(digits));
    }
    // 10^k and 10^k - 1 across the 9-digit chunks and the 32-bit limbs.
    for (int k = 1; k <= 200; ++k) {
        const std::string power = "1" + std::string(static_cast<std::size_t>(k), '0');
        const std::string nines(static_cast<std::size_t>(k), '9');
        REQUIRE(big(power).to_decimal() == power);
        REQUIRE(big(nines).to_decimal() == nines);
        REQUIRE(big(nines) + BigUnsigned(1) == big(power));
    }
    BigUnsigned value(7);
    const char* const bad[] = {"", "-1", "+1", "1x", " 1", "1 ", "0x10", "1.0"};
    for (const char* text : bad) {
        CAPTURE(text);
        CHECK_FALSE(value.assign_decimal(text, std::string(text).size()));
        CHECK(value.is_zero());
    }
    CHECK(big("0").is_zero());
    CHECK(big("0000").to_decimal() == "0");
}

TEST_CASE("big unsigned: isqrt is the r with r^2 <= x < (r + 1)^2") {
    u64 state = 3;
    for (u64 x = 0; x <= 5000; ++x) {
        u64 r = 0;
        while ((r + 1) * (r + 1) <= x) ++r;
        REQUIRE(BigUnsigned::isqrt(BigUnsigned(x)) == BigUnsigned(r));
    }
    for (int i = 0; i < 1500; ++i) {
        const std::string digits = random_digits(state, i < 1450 ? 100 : 1200);  // 1200 digits: about 4000 bits
        CAPTURE(digits);
        const BigUnsigned x = big(digits), r = BigUnsigned::isqrt(x), next = r + BigUnsigned(1);
        REQUIRE(r * r <= x);
        REQUIRE(x < next * next);
        if (i >= 1450) continue;
        // Exact squares and their neighbours, where an off-by-one would show.
        const BigUnsigned square = x * x;
        REQUIRE(BigUnsigned::isqrt(square) == x);
        if (!x.is_zero()) REQUIRE(BigUnsigned::isqrt(square - BigUnsigned(1)) == x - BigUnsigned(1));
        REQUIRE(BigUnsigned::isqrt(square + x + x) == x);  // (x + 1)^2 - 1
    }
}

TEST_CASE("big unsigned: the Wythoff test equals gamecore/wythoff.hpp on every pair to 150 and random pairs below "
          "2^62") {
    for (u64 a = 0; a <= 150; ++a)
        for (u64 b = 0; b <= 150; ++b) {
            CAPTURE(a);
            CAPTURE(b);
            REQUIRE(gamecore::is_wythoff_losing(BigUnsigned(a), BigUnsigned(b)) == gamecore::is_wythoff_losing(a, b));
        }
    u64 state = 4;
    int losing = 0;
    for (int i = 0; i < 10000; ++i) {
        const u64 k = 1 + (splitmix(state) >> (2 + splitmix(state) % 60)) % (1ULL << 61);
        u64 a = splitmix(state) >> 2, b = splitmix(state) >> 2, smaller;
        if (i % 2 == 0 && gamecore::wythoff_smaller_of_difference(k, smaller) && smaller + k < (1ULL << 62)) {
            // A losing pair, or one of its neighbours.
            a = smaller + (i % 6 == 0 ? 1 : 0) - (i % 6 == 2 && smaller > 0 ? 1 : 0);
            b = smaller + k;
            REQUIRE(gamecore::wythoff_floor_k_phi(BigUnsigned(k)) == BigUnsigned(smaller));
        }
        if (i % 4 == 1) std::swap(a, b);
        CAPTURE(a);
        CAPTURE(b);
        const bool lost = gamecore::is_wythoff_losing(a, b);
        REQUIRE(gamecore::is_wythoff_losing(BigUnsigned(a), BigUnsigned(b)) == lost);
        losing += lost;
    }
    CHECK(losing > 1300);  // the losing pairs were reached, not only their neighbours
}

TEST_CASE("big unsigned: Fibonacci pairs (F(2n), F(2n+1)) are losing to 10^1000, their neighbours are not") {
    // (1,2), (3,5), (8,13), ...: a_k = F(2n) for k = F(2n-1), a fact of the Fibonacci numbers, not of phi's digits.
    BigUnsigned f0(1), f1(2);
    const BigUnsigned one(1), limit = big("1" + std::string(1000, '0'));
    int checked = 0;
    while (f1 <= limit) {
        CAPTURE(checked);
        REQUIRE(gamecore::is_wythoff_losing(f0, f1));
        REQUIRE(gamecore::is_wythoff_losing(f1, f0));
        if (checked % 8 == 0) {  // the neighbours of every eighth pair, and an isqrt (the costly part) of every 64th
            REQUIRE_FALSE(gamecore::is_wythoff_losing(f0 + one, f1));
            REQUIRE_FALSE(gamecore::is_wythoff_losing(f0, f1 + one));
            REQUIRE_FALSE(gamecore::is_wythoff_losing(f0 - one, f1));
            REQUIRE_FALSE(gamecore::is_wythoff_losing(f0, f1 - one));
        }
        if (checked % 64 == 0) REQUIRE(gamecore::wythoff_floor_k_phi(f1 - f0) == f0);
        const BigUnsigned f2 = f0 + f1, f3 = f1 + f2;
        f0 = f2;
        f1 = f3;
        ++checked;
    }
    CHECK(checked == 2392);  // F(2n+1) <= 10^1000: 2n + 1 <= 4785
}
