#include <doctest/doctest.h>

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "gamecore/dyadic.hpp"

namespace {

using gamecore::Dyadic;

// The oracle: num / 2^k in plain 64-bit integers, for |num| <= 2^30 and k <= 30.
struct SmallFraction {
    std::int64_t num;
    int k;
};

const int oracle_bits = 30;

// num scaled to the common denominator 2^30: at most 2^60 in magnitude, so sums fit too.
std::int64_t scaled(const SmallFraction& f) { return f.num * (std::int64_t(1) << (oracle_bits - f.k)); }

SmallFraction reduced(std::int64_t num, int k) {
    while (k > 0 && num % 2 == 0) {
        num /= 2;
        --k;
    }
    return {num, k};
}

std::string oracle_string(const SmallFraction& f) {
    const SmallFraction r = reduced(f.num, f.k);
    std::string text = std::to_string(r.num);
    if (r.k > 0) text += "/" + std::to_string(std::int64_t(1) << r.k);
    return text;
}

int sign_of(std::int64_t x) { return x < 0 ? -1 : x > 0 ? 1 : 0; }

// num / 2^k built as floor(num / 2^k) plus the fraction's bits.
Dyadic from_bits(const SmallFraction& f) {
    const std::int64_t denominator = std::int64_t(1) << f.k;
    std::int64_t floor = f.num / denominator;
    if (f.num % denominator != 0 && f.num < 0) --floor;
    const std::int64_t low = f.num - floor * denominator;  // 0 <= low < 2^k
    std::vector<bool> bits(static_cast<std::size_t>(f.k));
    for (int i = 0; i < f.k; ++i) bits[static_cast<std::size_t>(i)] = ((low >> (f.k - 1 - i)) & 1) != 0;
    return Dyadic(floor) + Dyadic::binary_fraction(bits);
}

// num / 2^k built as a sum of +-2^-j terms, one per bit of |num|.
Dyadic from_terms(const SmallFraction& f) {
    const std::int64_t magnitude = f.num < 0 ? -f.num : f.num;
    Dyadic sum;
    for (int bit = 0; bit < 62; ++bit) {
        if (((magnitude >> bit) & 1) == 0) continue;
        const Dyadic term = bit >= f.k ? Dyadic(std::int64_t(1) << (bit - f.k))
                                       : Dyadic::one_over_power_of_two(static_cast<std::size_t>(f.k - bit));
        if (f.num < 0) sum -= term;
        else sum += term;
    }
    return sum;
}

// 0.bits + 0.other in binary, by schoolbook addition from the last bit: (carry into the units, sum bits).
std::pair<int, std::vector<bool>> add_bit_strings(const std::vector<bool>& a, const std::vector<bool>& b) {
    std::vector<bool> sum(a.size());
    int carry = 0;
    for (std::size_t i = a.size(); i-- > 0;) {
        const int total = int(a[i]) + int(b[i]) + carry;
        sum[i] = (total & 1) != 0;
        carry = total >> 1;
    }
    return {carry, sum};
}

}  // namespace

TEST_CASE("Dyadic: sums, differences, comparisons and strings match int64 fractions on random values") {
    std::mt19937_64 random(2931);
    for (int trial = 0; trial < 20000; ++trial) {
        SmallFraction f[2];
        for (SmallFraction& x : f) {
            x.k = static_cast<int>(random() % (oracle_bits + 1));
            const std::int64_t span = std::int64_t(1) << (random() % 31);  // small and large numerators
            x.num = static_cast<std::int64_t>(random() % static_cast<std::uint64_t>(2 * span + 1)) - span;
        }
        const Dyadic a = from_bits(f[0]), b = from_bits(f[1]);
        const std::int64_t sa = scaled(f[0]), sb = scaled(f[1]);
        CAPTURE(oracle_string(f[0]));
        CAPTURE(oracle_string(f[1]));
        REQUIRE(a.to_string() == oracle_string(f[0]));
        REQUIRE(from_terms(f[0]) == a);
        CHECK(a.sign() == sign_of(sa));
        CHECK(a.exponent() == static_cast<std::size_t>(reduced(f[0].num, f[0].k).k));
        CHECK(gamecore::compare(a, b) == sign_of(sa - sb));
        CHECK((a == b) == (sa == sb));
        CHECK((a < b) == (sa < sb));
        CHECK((a >= b) == (sa >= sb));
        CHECK((a + b).to_string() == oracle_string({sa + sb, oracle_bits}));
        CHECK((a - b).to_string() == oracle_string({sa - sb, oracle_bits}));
        CHECK((-a).to_string() == oracle_string({-sa, oracle_bits}));
    }
}

TEST_CASE("Dyadic: multi-limb binary fractions add like schoolbook bit strings and compare lexicographically") {
    std::mt19937_64 random(42);
    for (int trial = 0; trial < 2000; ++trial) {
        const std::size_t length = 1 + random() % 300;
        std::vector<bool> a(length), b(length);
        const int style = trial % 4;  // 0: random; 1: all ones (long carries); 2: equal but deep bits; 3: complements
        for (std::size_t i = 0; i < length; ++i) {
            a[i] = style == 1 ? true : (random() & 1) != 0;
            b[i] = style == 3 ? !a[i] : style == 2 && i + 3 < length ? a[i] : (random() & 1) != 0;
        }
        if (style == 1) {  // 0.111...1 + 2^-length = 1
            b.assign(length, false);
            b[length - 1] = true;
        }
        CAPTURE(length);
        CAPTURE(style);
        const Dyadic x = Dyadic::binary_fraction(a), y = Dyadic::binary_fraction(b);
        const std::pair<int, std::vector<bool>> sum = add_bit_strings(a, b);
        CHECK(x + y == Dyadic(sum.first) + Dyadic::binary_fraction(sum.second));
        const int lexicographic = a < b ? -1 : a == b ? 0 : 1;
        CHECK(gamecore::compare(x, y) == lexicographic);
        CHECK((x - y) + y == x);
        CHECK((x - y) == -(y - x));
        if (style == 1) CHECK(x + y == Dyadic(1));
        if (style == 3) CHECK(x + y == Dyadic(1) - Dyadic::one_over_power_of_two(length));
    }
}

TEST_CASE("Dyadic: 2^-100000 and neighbours that differ only in the last bit") {
    const std::size_t deep = 100000;
    const Dyadic tiny = Dyadic::one_over_power_of_two(deep);
    CHECK(tiny.sign() == 1);
    CHECK(tiny.exponent() == deep);
    CHECK(tiny.to_string() == "1/2^100000");
    CHECK((-tiny).to_string() == "-1/2^100000");
    CHECK(tiny > Dyadic());
    CHECK(-tiny < Dyadic());
    CHECK(tiny < Dyadic::one_over_power_of_two(deep - 1));
    CHECK(tiny + tiny == Dyadic::one_over_power_of_two(deep - 1));
    CHECK(tiny - tiny == Dyadic());
    CHECK((tiny - tiny).exponent() == 0);

    // 0.111...1 (100000 ones) = 1 - 2^-100000: the carry of + 2^-100000 runs through every limb.
    const std::vector<bool> ones(deep, true);
    const Dyadic almost_one = Dyadic::binary_fraction(ones);
    CHECK(almost_one < Dyadic(1));
    CHECK(almost_one + tiny == Dyadic(1));
    CHECK(Dyadic(1) - almost_one == tiny);

    // Two random strings equal except for their last bit.
    std::mt19937_64 random(7);
    std::vector<bool> bits(deep);
    for (std::size_t i = 0; i < deep; ++i) bits[i] = (random() & 1) != 0;
    bits[deep - 1] = false;
    std::vector<bool> neighbour = bits;
    neighbour[deep - 1] = true;
    const Dyadic low = Dyadic(-3) + Dyadic::binary_fraction(bits), high = Dyadic(-3) + Dyadic::binary_fraction(neighbour);
    CHECK(low < high);
    CHECK(high - low == tiny);
    CHECK(gamecore::compare(high, low) == 1);
    CHECK(low != high);
}

TEST_CASE("Dyadic: integers beyond 64 bits and the limb boundaries") {
    const long long max = 9223372036854775807LL, min = -max - 1;
    CHECK(Dyadic(max).to_string() == "9223372036854775807");
    CHECK(Dyadic(min).to_string() == "-9223372036854775808");
    CHECK((Dyadic(max) + Dyadic(max)).to_string() == "18446744073709551614");
    CHECK((Dyadic(min) - Dyadic(1)).to_string() == "-9223372036854775809");
    CHECK((Dyadic(min) + Dyadic(min)).to_string() == "-18446744073709551616");
    CHECK((-Dyadic(min)).to_string() == "9223372036854775808");
    CHECK(Dyadic(min) < Dyadic(max));
    CHECK(Dyadic(min) - Dyadic(1) < Dyadic(min));
    CHECK(Dyadic(4294967295LL) + Dyadic(1) == Dyadic(4294967296LL));
    CHECK(Dyadic(-4294967296LL) - Dyadic(1) == Dyadic(-4294967297LL));
    CHECK(Dyadic(2147483647LL) + Dyadic(1) == Dyadic(2147483648LL));
    CHECK((Dyadic(-2147483647LL) - Dyadic(1)).to_string() == "-2147483648");
    CHECK((Dyadic(-1) - Dyadic::one_over_power_of_two(63)).to_string() == "-9223372036854775809/9223372036854775808");
    CHECK(Dyadic::one_over_power_of_two(64).to_string() == "1/2^64");
    CHECK(Dyadic(0) == Dyadic());
    CHECK(Dyadic().to_string() == "0");
    CHECK(Dyadic::binary_fraction(std::vector<bool>()) == Dyadic());
    CHECK(Dyadic::binary_fraction(std::vector<bool>(40, false)) == Dyadic());
}

TEST_CASE("Dyadic: floor, to_integer and times_power_of_two match int64 fractions on random values") {
    std::mt19937_64 random(17);
    for (int trial = 0; trial < 20000; ++trial) {
        SmallFraction f;
        f.k = static_cast<int>(random() % (oracle_bits + 1));
        const std::int64_t span = std::int64_t(1) << (random() % 31);
        f.num = static_cast<std::int64_t>(random() % static_cast<std::uint64_t>(2 * span + 1)) - span;
        const Dyadic a = from_bits(f);
        CAPTURE(oracle_string(f));
        // floor(num / 2^k) by C++'s truncating division, corrected towards minus infinity.
        const std::int64_t denominator = std::int64_t(1) << f.k;
        std::int64_t floor = f.num / denominator;
        if (f.num % denominator != 0 && f.num < 0) --floor;
        CHECK(a.floor().to_string() == std::to_string(floor));
        long long integer = 12345;
        CHECK(a.to_integer(integer) == (f.num % denominator == 0));
        if (f.num % denominator == 0) CHECK(integer == f.num / denominator);
        else CHECK(integer == 12345);
        const int power = static_cast<int>(random() % 61) - 30;  // num * 2^power / 2^k, both within int64
        const SmallFraction expected = power >= 0 ? SmallFraction{f.num * (std::int64_t(1) << power), f.k}
                                                  : SmallFraction{f.num, f.k - power};
        CAPTURE(power);
        CHECK(a.times_power_of_two(power).to_string() == oracle_string(expected));
        CHECK(a.times_power_of_two(power) == from_bits(reduced(expected.num, expected.k)));
    }
}

TEST_CASE("Dyadic: floor, to_integer and times_power_of_two by hand (checked with Python's fractions)") {
    const long long max = 9223372036854775807LL, min = -max - 1;
    const Dyadic five_eighths = Dyadic(5).times_power_of_two(-3), half = Dyadic::one_over_power_of_two(1);
    CHECK(five_eighths.to_string() == "5/8");
    CHECK(five_eighths.floor() == Dyadic());
    CHECK((-five_eighths).floor() == Dyadic(-1));
    CHECK((Dyadic(-3) - half).floor() == Dyadic(-4));  // floor(-7/2) = -4
    CHECK((Dyadic(3) + half).floor() == Dyadic(3));
    CHECK(Dyadic(-3).floor() == Dyadic(-3));
    CHECK((Dyadic(-1099511627776LL) - half).floor() == Dyadic(-1099511627777LL));  // -2^40 - 1/2
    // -(2^64 + 1) / 8 has floor -2305843009213693953, a multi-limb numerator.
    const Dyadic two_to_64 = Dyadic(max) + Dyadic(max) + Dyadic(2);
    CHECK(((-two_to_64 - Dyadic(1)).times_power_of_two(-3)).floor().to_string() == "-2305843009213693953");
    const Dyadic tiny = Dyadic::one_over_power_of_two(100000);
    CHECK((-tiny).floor() == Dyadic(-1));
    CHECK((Dyadic(3) + tiny).floor() == Dyadic(3));
    CHECK(tiny.floor() == Dyadic());

    long long integer = 0;
    CHECK(Dyadic(max).to_integer(integer));
    CHECK(integer == max);
    CHECK(Dyadic(min).to_integer(integer));
    CHECK(integer == min);
    CHECK(Dyadic(-1).to_integer(integer));
    CHECK(integer == -1);
    CHECK(Dyadic().to_integer(integer));
    CHECK(integer == 0);
    CHECK_FALSE((Dyadic(max) + Dyadic(1)).to_integer(integer));  // 2^63
    CHECK_FALSE((Dyadic(min) - Dyadic(1)).to_integer(integer));
    CHECK_FALSE(half.to_integer(integer));
    CHECK(integer == 0);

    CHECK(Dyadic(3).times_power_of_two(-3).to_string() == "3/8");
    CHECK(Dyadic(3).times_power_of_two(-3).times_power_of_two(3) == Dyadic(3));
    CHECK(Dyadic(3).times_power_of_two(-3).times_power_of_two(5) == Dyadic(12));
    CHECK(Dyadic(3).times_power_of_two(-5).to_string() == "3/32");
    CHECK(Dyadic(12).times_power_of_two(-2) == Dyadic(3));
    CHECK(Dyadic(12).times_power_of_two(-3).to_string() == "3/2");
    CHECK(Dyadic(5).times_power_of_two(40) == Dyadic(5497558138880LL));
    CHECK((-five_eighths).times_power_of_two(70).to_string() == "-737869762948382064640");  // -5 * 2^67
    CHECK(Dyadic().times_power_of_two(-7) == Dyadic());
    CHECK(Dyadic().times_power_of_two(7).exponent() == 0);
    CHECK(tiny.times_power_of_two(100000) == Dyadic(1));
    CHECK(Dyadic(1).times_power_of_two(-100000) == tiny);
    CHECK((Dyadic(1) + tiny).times_power_of_two(-5).exponent() == 100005);  // (2^100000 + 1) / 2^100005
    CHECK(Dyadic(-2).times_power_of_two(-1) == Dyadic(-1));
    CHECK(Dyadic(-1).times_power_of_two(-1) == -half);
}
