#include <doctest/doctest.h>

#include <vector>

#include "gamecore/wythoff.hpp"

TEST_CASE("k_sqrt5_exceeds matches 5k^2 > m^2 wherever that fits in 64 bits") {
    for (unsigned long long k = 1; k <= 3000; ++k)
        for (unsigned long long m = 0; m <= 7000; m += 1 + (m % 3)) {
            CAPTURE(k);
            CAPTURE(m);
            REQUIRE(gamecore::k_sqrt5_exceeds(k, m) == (5 * k * k > m * m));
        }
}

TEST_CASE("is_wythoff_losing matches the mex construction for every pair up to 3000") {
    // a_k is the smallest number not used by earlier pairs; b_k = a_k + k.
    const unsigned long long limit = 3000;
    std::vector<char> used(limit + 1, 0), losing((limit + 1) * (limit + 1), 0);
    unsigned long long k = 0;
    for (unsigned long long a = 0; a <= limit; ++a) {
        if (used[a]) continue;
        const unsigned long long b = a + k++;
        used[a] = 1;
        if (b > limit) continue;
        used[b] = 1;
        losing[a * (limit + 1) + b] = losing[b * (limit + 1) + a] = 1;
    }
    for (unsigned long long a = 0; a <= limit; ++a)
        for (unsigned long long b = 0; b <= limit; ++b) {
            CAPTURE(a);
            CAPTURE(b);
            REQUIRE(gamecore::is_wythoff_losing(a, b) == (losing[a * (limit + 1) + b] != 0));
        }
}

TEST_CASE("Fibonacci pairs (F(2n), F(2n+1)) are losing up to 2^63 - 1, their neighbours are not") {
    // (1,2), (3,5), (8,13), ... are Wythoff pairs: a_k for k = F(2n-1).
    unsigned long long f0 = 1, f1 = 2;
    int checked = 0;
    while (true) {
        CAPTURE(f0);
        CAPTURE(f1);
        CHECK(gamecore::is_wythoff_losing(f0, f1));
        CHECK(gamecore::is_wythoff_losing(f1, f0));
        CHECK_FALSE(gamecore::is_wythoff_losing(f0 + 1, f1));
        CHECK_FALSE(gamecore::is_wythoff_losing(f0, f1 + 1));
        CHECK_FALSE(gamecore::is_wythoff_losing(f0 - 1, f1));
        CHECK_FALSE(gamecore::is_wythoff_losing(f0, f1 - 1));
        ++checked;
        const unsigned long long f2 = f0 + f1, f3 = f1 + f2;
        if (f3 > 9223372036854775807ULL || f3 < f2) break;
        f0 = f2;
        f1 = f3;
    }
    CHECK(checked == 45);
    CHECK(gamecore::is_wythoff_losing(0, 0));
    CHECK_FALSE(gamecore::is_wythoff_losing(9223372036854775807ULL, 9223372036854775807ULL));
    CHECK_FALSE(gamecore::is_wythoff_losing(0, 9223372036854775807ULL));
}

// floor(k * phi) = (k + floor(k * sqrt(5))) / 2, with the root found exactly in integers (5k^2 < 2^64 for k < 2^30).
static unsigned long long floor_k_phi_small(unsigned long long k) {
    unsigned long long root = 0;
    for (unsigned long long step = 1ULL << 31; step > 0; step >>= 1)
        if ((root + step) * (root + step) <= 5 * k * k) root += step;
    return (k + root) / 2;
}

// approx <= floor(k * phi) <= approx + 2  <=>  k * sqrt(5) > 2 approx - k  and  k * sqrt(5) < 2 approx + 6 - k.
static bool within_two_below_floor_k_phi(unsigned long long k, unsigned long long approx) {
    return (2 * approx < k || gamecore::k_sqrt5_exceeds(k, 2 * approx - k)) &&
           !gamecore::k_sqrt5_exceeds(k, 2 * approx + 6 - k);
}

TEST_CASE("floor_k_phi_within_two is within two below floor(k * phi): every k to 10^6, both sides of 2^32, random k") {
    using gamecore::wythoff_detail::floor_k_phi_within_two;
    int exact = 0;
    for (unsigned long long k = 1; k <= 1000000; ++k) {
        const unsigned long long floor_k_phi = floor_k_phi_small(k), approx = floor_k_phi_within_two(k);
        CAPTURE(k);
        REQUIRE(approx <= floor_k_phi);
        REQUIRE(floor_k_phi - approx <= 2);
        exact += approx == floor_k_phi;
    }
    CHECK(exact > 900000);  // the truncation of phi costs k / 2^31 here: a filter that is tight, not just safe
    unsigned long long state = 12345;
    for (int i = 0; i < 300000; ++i) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        unsigned long long k;
        if (i % 3 == 0) k = (state >> 2) | 1;                          // below 2^62: the 128-bit product
        else if (i % 3 == 1) k = (state >> 32) | 1;                   // below 2^32: the 64-bit product
        else k = 4294967296ULL - 1000 + (state >> 33) % 2000;         // both sides of 2^32
        CAPTURE(k);
        CHECK(within_two_below_floor_k_phi(k, floor_k_phi_within_two(k)));
    }
}
