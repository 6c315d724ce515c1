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
