// Exact Wythoff losing pairs {floor(k*phi), floor(k*phi) + k}: the test, a pile's partner, the pair with difference
// k, every winning move; O(1) each for piles < 2^63. Tested in src/tests/wythoff_test.cpp (mex, search, rules).
#ifndef GAMECORE_WYTHOFF_HPP
#define GAMECORE_WYTHOFF_HPP

// A fixed-point filter settles almost every pair, the exact comparison of k*sqrt(5) with integers the rest. Integer
// arithmetic only (64x64->128 multiply by halves, no double, no __int128): judge code, gnu++98.

namespace gamecore {

namespace wythoff_detail {

// The 128-bit product of two 64-bit values, as (high, low).
struct Wide {
    unsigned long long high, low;
};

inline Wide multiply(unsigned long long x, unsigned long long y) {
    const unsigned long long mask = 0xffffffffULL;
    const unsigned long long x0 = x & mask, x1 = x >> 32, y0 = y & mask, y1 = y >> 32;
    const unsigned long long p00 = x0 * y0, p01 = x0 * y1, p10 = x1 * y0, p11 = x1 * y1;
    const unsigned long long middle = (p00 >> 32) + (p01 & mask) + (p10 & mask);
    Wide w;
    w.low = (middle << 32) | (p00 & mask);
    w.high = p11 + (p01 >> 32) + (p10 >> 32) + (middle >> 32);
    return w;
}

inline bool less(const Wide& x, const Wide& y) {
    return x.high != y.high ? x.high < y.high : x.low < y.low;
}

// A number within two below floor(k * phi), for 1 <= k < 2^63: floor(k * P / 2^s) with P = floor(phi * 2^s).
// Since 0 <= phi * 2^s - P < 1, k * P falls short of k * phi * 2^s by less than k, so the quotient falls short of
// k * phi by less than k / 2^s: below 2 with s = 31 for k < 2^32 (one 64-bit product, the common case), and
// below 1 with s = 63 otherwise (the 128-bit product). P = (2^s + isqrt(5 * 4^s)) / 2.
inline unsigned long long floor_k_phi_within_two(unsigned long long k) {
    if (k < 4294967296ULL) return (k * 3474701532ULL) >> 31;  // k * P < 2^32 * 2^32
    const Wide product = multiply(k, 14923729446516375050ULL);
    return (product.high << 1) | (product.low >> 63);
}

}  // namespace wythoff_detail

// Is k * sqrt(5) > m? Exact for 1 <= k < 2^63 and any 64-bit m; never equal,
// since k * sqrt(5) is irrational. Squaring 5k^2 directly would need 129 bits,
// so write m = 2k + r and compare k^2 - 4kr with r^2 (both below 2^126).
inline bool k_sqrt5_exceeds(unsigned long long k, unsigned long long m) {
    if (m < 2 * k) return true;  // sqrt(5) > 2
    const unsigned long long r = m - 2 * k;
    if (r >= k) return false;  // m >= 3k > k * sqrt(5)
    // 5k^2 > (2k + r)^2  <=>  k^2 - 4kr > r^2, false once 4r >= k (r > 0 there).
    if (r > (k - 1) / 4) return false;
    wythoff_detail::Wide lhs = wythoff_detail::multiply(k, k - 4 * r);
    return wythoff_detail::less(wythoff_detail::multiply(r, r), lhs);
}

// Is the Wythoff position (a, b) lost for the player to move? Valid for
// 0 <= a, b <= 2^63 - 1. The losing pairs are (a_k, a_k + k) with
// a_k = floor(k * phi), so with a <= b and k = b - a it asks whether
// a < k * phi < a + 1, i.e. 2a - k < k * sqrt(5) < 2a + 2 - k.
inline bool is_wythoff_losing(unsigned long long first, unsigned long long second) {
    // Conditional moves, not a swap behind a branch: in random pairs which pile is larger is a coin toss, and a
    // mispredicted branch cost more than the rest of this function (poj1067's bench).
    const unsigned long long a = first < second ? first : second;
    const unsigned long long k = (first < second ? second : first) - a;
    if (k == 0) return a == 0;
    // A filter that settles almost every pair with one predictable branch: a pair with a outside
    // {approx, approx + 1, approx + 2} cannot have a = floor(k * phi).
    const unsigned long long approx = wythoff_detail::floor_k_phi_within_two(k);
    if (a - approx > 2) return false;  // unsigned: also a < approx
    if (2 * a < k) return false;  // then a + 1 <= k / 2 + 1 < k * phi
    const unsigned long long m = 2 * a - k;  // 2a < 2^64, so no overflow
    return k_sqrt5_exceeds(k, m) && !k_sqrt5_exceeds(k, m + 2);
}

// The losing pair with difference k >= 1 is (a_k, a_k + k), a_k = floor(k * phi). Sets smaller = a_k and returns
// true when a_k + k <= 2^63 - 1; returns false (smaller untouched) when the pair is past that. O(1): a_k is one of
// the filter's three candidates, each settled by the exact test, every candidate tested kept within 2^63 - 1.
inline bool wythoff_smaller_of_difference(unsigned long long k, unsigned long long& smaller) {
    const unsigned long long largest = 9223372036854775807ULL;
    if (k == 0 || k > largest) return false;
    const unsigned long long approx = wythoff_detail::floor_k_phi_within_two(k);
    for (unsigned long long c = approx; c <= approx + 2 && c <= largest - k; ++c) {
        if (is_wythoff_losing(c, c + k)) {
            smaller = c;
            return true;
        }
    }
    return false;  // a_k + k > 2^63 - 1
}

// The partner of pile x: the one p with (x, p) a losing pair (the pairs (a_k, a_k + k), k >= 1, cover every x >= 1
// exactly once, and (0, 0) covers 0). Sets p and returns true when p <= 2^63 - 1, for 0 <= x <= 2^63 - 1; returns
// false (p untouched) when the partner is past 2^63 - 1. O(1): with q = floor(x / phi) = floor(x * phi) - x, which
// the filter puts in [k0, k0 + 2], x = a_k + k has partner a_k = q, and x = a_k has k = ceil(x / phi) in
// {q, q + 1}, partner x + k; at most 7 candidates, each settled by the exact test.
inline bool wythoff_partner(unsigned long long x, unsigned long long& p) {
    const unsigned long long largest = 9223372036854775807ULL;
    if (x == 0) {
        p = 0;
        return true;
    }
    if (x > largest) return false;
    const unsigned long long approx = wythoff_detail::floor_k_phi_within_two(x);
    const unsigned long long k0 = approx > x ? approx - x : 0;
    for (unsigned long long q = k0; q <= k0 + 2 && q < x; ++q) {
        if (is_wythoff_losing(q, x)) {
            p = q;
            return true;
        }
    }
    for (unsigned long long k = k0 > 0 ? k0 : 1; k <= k0 + 3 && k <= largest - x; ++k) {
        if (is_wythoff_losing(x, x + k)) {
            p = x + k;
            return true;
        }
    }
    return false;  // x = a_k with a_k + k > 2^63 - 1
}

// Every winning move from piles (a, b), 0 <= a, b <= 2^63 - 1, as visit(x, y), the piles it leaves (x from a, y from
// b): first the same number taken from both (at most one: it keeps the difference, and one losing pair has it), then
// a reduced to b's partner, then b reduced to a's partner (each at most one). Nothing when (a, b) is lost. A partner
// past 2^63 - 1 is above both piles: no move reaches it.
template <class Visit>
void for_each_winning_wythoff_move(unsigned long long a, unsigned long long b, Visit& visit) {
    if (is_wythoff_losing(a, b)) return;
    const unsigned long long low = a < b ? a : b, high = a < b ? b : a;
    unsigned long long smaller;
    if (a == b) visit(0ULL, 0ULL);
    else if (wythoff_smaller_of_difference(high - low, smaller) && smaller < low)
        visit(a - (low - smaller), b - (low - smaller));
    unsigned long long p;
    if (wythoff_partner(b, p) && p < a) visit(p, b);
    if (wythoff_partner(a, p) && p < b) visit(a, p);
}

}  // namespace gamecore

#endif
