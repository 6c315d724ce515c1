// gamecore/wythoff.hpp against the mex construction of the losing pairs (to 3000), a table from the rules (to 200;
// the winning moves to 100), the Fibonacci pairs near 2^63 and floor(k * phi) computed exactly in 128 bits (test code
// only) for random k; gamecore/wythoff_rules.hpp's moves, and their search against the exact test.
#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "gamecore/game_search.hpp"
#include "gamecore/wythoff.hpp"
#include "gamecore/wythoff_rules.hpp"

TEST_CASE("k_sqrt5_exceeds matches 5k^2 > m^2 wherever that fits in 64 bits") {
    // 14 million pairs: the first disagreement is kept and checked once, since an assertion a pair cost 13 s under
    // the sanitizers.
    unsigned long long checked = 0, wrong_k = 0, wrong_m = 0;
    for (unsigned long long k = 1; k <= 3000 && wrong_k == 0; ++k)
        for (unsigned long long m = 0; m <= 7000; m += 1 + (m % 3), ++checked)
            if (gamecore::k_sqrt5_exceeds(k, m) != (5 * k * k > m * m)) {
                wrong_k = k;
                wrong_m = m;
                break;
            }
    CAPTURE(wrong_m);
    CHECK(wrong_k == 0);
    CHECK(checked == 3000ULL * 4668);
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
    // The first disagreement is kept and checked once (an assertion a pair cost 10 s under the sanitizers).
    unsigned long long disagreements = 0, first_a = 0, first_b = 0;
    for (unsigned long long a = 0; a <= limit; ++a)
        for (unsigned long long b = 0; b <= limit; ++b)
            if (gamecore::is_wythoff_losing(a, b) != (losing[a * (limit + 1) + b] != 0) && disagreements++ == 0) {
                first_a = a;
                first_b = b;
            }
    CAPTURE(first_a);
    CAPTURE(first_b);
    CHECK(disagreements == 0);
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

// Wythoff's game by its rules on piles 0..limit: (a, b) is lost iff no move (take t >= 1 from one pile, or from
// both) reaches a lost position. No phi, no mex construction, nothing from the header.
static std::vector<char> lost_by_the_rules(unsigned long long limit) {
    const unsigned long long n = limit + 1;
    std::vector<char> lost(n * n, 0);
    for (unsigned long long a = 0; a <= limit; ++a)
        for (unsigned long long b = 0; b <= limit; ++b) {
            bool reaches_lost = false;
            for (unsigned long long t = 1; t <= a && !reaches_lost; ++t) reaches_lost = lost[(a - t) * n + b] != 0;
            for (unsigned long long t = 1; t <= b && !reaches_lost; ++t) reaches_lost = lost[a * n + b - t] != 0;
            for (unsigned long long t = 1; t <= a && t <= b && !reaches_lost; ++t)
                reaches_lost = lost[(a - t) * n + b - t] != 0;
            lost[a * n + b] = !reaches_lost;
        }
    return lost;
}

TEST_CASE("wythoff_partner and wythoff_smaller_of_difference match the rules' table on piles up to 200") {
    const unsigned long long limit = 200, n = limit + 1;
    const std::vector<char> lost = lost_by_the_rules(limit);
    int partners_in_table = 0, differences_in_table = 0;
    for (unsigned long long x = 0; x <= limit; ++x) {
        int found = 0;
        unsigned long long expected = 0;
        for (unsigned long long p = 0; p <= limit; ++p)
            if (lost[x * n + p]) {
                ++found;
                expected = p;
            }
        CAPTURE(x);
        REQUIRE(found <= 1);  // the rules: two lost positions in one row would be one move apart
        unsigned long long p = 12345;
        REQUIRE(gamecore::wythoff_partner(x, p));
        if (found == 1) {
            CHECK(p == expected);
            ++partners_in_table;
        } else {
            CHECK(p > limit);  // the partner is past the table
        }
    }
    for (unsigned long long k = 1; k <= limit; ++k) {
        int found = 0;
        unsigned long long expected = 0;
        for (unsigned long long a = 0; a + k <= limit; ++a)
            if (lost[a * n + a + k]) {
                ++found;
                expected = a;
            }
        CAPTURE(k);
        REQUIRE(found <= 1);  // two lost positions on one diagonal would be one move apart
        unsigned long long smaller = 12345;
        REQUIRE(gamecore::wythoff_smaller_of_difference(k, smaller));
        if (found == 1) {
            CHECK(smaller == expected);
            ++differences_in_table;
        } else {
            CHECK(smaller + k > limit);
        }
    }
    // The table holds the pairs (a_k, a_k + k) with a_k + k <= 200: k = 0..76 (a_76 + 76 = 122 + 76 = 198, a_77 + 77
    // = 124 + 77 = 201): 1 + 2 * 76 piles have a partner in it, and differences 1..76 a pair.
    CHECK(partners_in_table == 153);
    CHECK(differences_in_table == 76);
    unsigned long long untouched = 7;
    CHECK_FALSE(gamecore::wythoff_smaller_of_difference(0, untouched));
    CHECK(untouched == 7);
}

TEST_CASE("for_each_winning_wythoff_move lists, in its order, every move to a lost pair, on piles up to 100") {
    const unsigned long long limit = 100, n = limit + 1;
    const std::vector<char> lost = lost_by_the_rules(limit);
    typedef std::pair<unsigned long long, unsigned long long> Piles;
    for (unsigned long long a = 0; a <= limit; ++a)
        for (unsigned long long b = 0; b <= limit; ++b) {
            std::vector<Piles> by_rules;  // from both, then from a, then from b
            for (unsigned long long t = 1; t <= a && t <= b; ++t)
                if (lost[(a - t) * n + b - t]) by_rules.push_back(Piles(a - t, b - t));
            for (unsigned long long t = 1; t <= a; ++t)
                if (lost[(a - t) * n + b]) by_rules.push_back(Piles(a - t, b));
            for (unsigned long long t = 1; t <= b; ++t)
                if (lost[a * n + b - t]) by_rules.push_back(Piles(a, b - t));
            std::vector<Piles> listed;
            auto visit = [&](unsigned long long x, unsigned long long y) { listed.push_back(Piles(x, y)); };
            gamecore::for_each_winning_wythoff_move(a, b, visit);
            CAPTURE(a);
            CAPTURE(b);
            CHECK(listed == by_rules);
        }
}

TEST_CASE("wythoff_partner and wythoff_smaller_of_difference at 2^63 - 1: the Fibonacci pairs (F(2n), F(2n+1))") {
    // F(89) = 1779979416004714189, F(90) = 2880067194370816120, F(91) = 4660046610375530309,
    // F(92) = 7540113804746346429 (the largest below 2^63), F(93) = 12200160415121876738 (past it).
    const unsigned long long f89 = 1779979416004714189ULL, f90 = 2880067194370816120ULL,
                             f91 = 4660046610375530309ULL, f92 = 7540113804746346429ULL;
    unsigned long long p = 0;
    REQUIRE(gamecore::wythoff_partner(f90, p));
    CHECK(p == f91);
    REQUIRE(gamecore::wythoff_partner(f91, p));
    CHECK(p == f90);
    REQUIRE(gamecore::wythoff_smaller_of_difference(f89, p));
    CHECK(p == f90);
    // (F(92), F(93)) is a losing pair past 2^63 - 1: F(92) has no partner in range, difference F(91) no pair.
    p = 7;
    CHECK_FALSE(gamecore::wythoff_partner(f92, p));
    CHECK_FALSE(gamecore::wythoff_smaller_of_difference(f91, p));
    CHECK(p == 7);
    // The largest piles, worked in Python with exact integer square roots (a_k = (k + isqrt(5 k^2)) / 2):
    // 2^63 - 1 = a_j + j for j = 3523014627193176565, partner a_j = 5700357409661599242 = k; 2^63 - 2 = a_k, whose
    // partner 2^63 - 2 + k is past the range.
    const unsigned long long largest = 9223372036854775807ULL, k = 5700357409661599242ULL;
    REQUIRE(gamecore::wythoff_partner(largest, p));
    CHECK(p == k);
    REQUIRE(gamecore::wythoff_smaller_of_difference(largest - k, p));
    CHECK(p == k);
    p = 7;
    CHECK_FALSE(gamecore::wythoff_partner(largest - 1, p));
    CHECK_FALSE(gamecore::wythoff_smaller_of_difference(k, p));  // (2^63 - 2, 2^63 - 2 + k)
    CHECK_FALSE(gamecore::wythoff_smaller_of_difference(largest, p));  // a_k + k > k = 2^63 - 1
    // Past 2^63 - 1 there is no answer in range, whatever the arithmetic would find.
    CHECK_FALSE(gamecore::wythoff_partner(largest + 1, p));
    CHECK_FALSE(gamecore::wythoff_partner(18446744073709551615ULL, p));
    CHECK(p == 7);
}

// floor(k * phi) = (k + floor(sqrt(5 k^2))) / 2 for any k < 2^62, the root found bit by bit in 128-bit integers
// (a test-only check, apart from the header's 64-bit arithmetic; judge code never sees __int128).
static unsigned long long floor_k_phi_wide(unsigned long long k) {
    const unsigned __int128 square = static_cast<unsigned __int128>(5) * k * k;
    unsigned __int128 root = 0;
    for (int bit = 63; bit >= 0; --bit) {
        const unsigned __int128 next = root | (static_cast<unsigned __int128>(1) << bit);
        if (next * next <= square) root = next;
    }
    return static_cast<unsigned long long>((k + root) / 2);
}

TEST_CASE("wythoff_partner and wythoff_smaller_of_difference on random pairs (a_k, a_k + k) up to 2^63 - 1") {
    // Past the rules' table the filter may fall two short of floor(k * phi) (k >= 2^31): every candidate counts.
    const unsigned long long largest = 9223372036854775807ULL;
    unsigned long long state = 2177;
    int in_range = 0;
    for (int i = 0; i < 200000; ++i) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        unsigned long long k;
        if (i % 3 == 0) k = (state >> 34) | 1;                       // below 2^30
        else if (i % 3 == 1) k = 2147483648ULL + (state >> 30);     // from 2^31 up: the 64-bit filter's widest error
        else k = (state >> 3) % 3600000000000000000ULL + 1;         // up to a_k + k near 2^63 - 1 and past it
        const unsigned long long a = floor_k_phi_wide(k);
        CAPTURE(k);
        CAPTURE(a);
        unsigned long long p = 0;
        if (a <= largest - k) {
            ++in_range;
            REQUIRE(gamecore::wythoff_partner(a, p));
            CHECK(p == a + k);
            REQUIRE(gamecore::wythoff_partner(a + k, p));
            CHECK(p == a);
            REQUIRE(gamecore::wythoff_smaller_of_difference(k, p));
            CHECK(p == a);
        } else {
            CHECK_FALSE(gamecore::wythoff_smaller_of_difference(k, p));
            if (a <= largest) CHECK_FALSE(gamecore::wythoff_partner(a, p));
        }
    }
    CHECK(in_range > 150000);
}

TEST_CASE("WythoffRules: every move the rules allow, and its search agrees with is_wythoff_losing to 40") {
    std::vector<gamecore::WythoffRules::Position> moves;
    gamecore::WythoffRules().moves(gamecore::WythoffRules::Position(3, 5), moves);
    CHECK(moves.size() == 3 + 5 + 3);
    CHECK(std::count(moves.begin(), moves.end(), gamecore::WythoffRules::Position(0, 2)) == 1);  // 3 from both
    CHECK(std::count(moves.begin(), moves.end(), gamecore::WythoffRules::Position(3, 0)) == 1);  // all of pile b
    CHECK(std::count(moves.begin(), moves.end(), gamecore::WythoffRules::Position(1, 5)) == 1);  // 2 from pile a
    gamecore::GameSearch<gamecore::WythoffRules> search((gamecore::WythoffRules()));
    int disagreements = 0;
    for (long long a = 0; a <= 40; ++a)
        for (long long b = 0; b <= 40; ++b)
            disagreements += search.wins(gamecore::WythoffRules::Position(a, b)) ==
                             gamecore::is_wythoff_losing(static_cast<unsigned long long>(a),
                                                         static_cast<unsigned long long>(b));
    CHECK(disagreements == 0);
}
