// Exact Wythoff test: is (a, b) a losing pair, i.e. {a, b} = {floor(k*phi), floor(k*phi) + k}? O(1) for a, b < 2^63:
// a fixed-point filter settles almost every pair, the exact comparison of k*sqrt(5) with integers the rest.
// Integer arithmetic only (64x64->128 multiply by halves, no double, no __int128). Tested in src/tests/wythoff_test.cpp against the mex construction and a win/loss search.
#ifndef GAMECORE_WYTHOFF_HPP
#define GAMECORE_WYTHOFF_HPP

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
inline bool is_wythoff_losing(unsigned long long a, unsigned long long b) {
    if (a > b) {
        const unsigned long long t = a;
        a = b;
        b = t;
    }
    const unsigned long long k = b - a;
    if (k == 0) return a == 0;
    // A filter that settles almost every pair with one predictable branch: a pair with a outside
    // {approx, approx + 1, approx + 2} cannot have a = floor(k * phi).
    const unsigned long long approx = wythoff_detail::floor_k_phi_within_two(k);
    if (a - approx > 2) return false;  // unsigned: also a < approx
    if (2 * a < k) return false;  // then a + 1 <= k / 2 + 1 < k * phi
    const unsigned long long m = 2 * a - k;  // 2a < 2^64, so no overflow
    return k_sqrt5_exceeds(k, m) && !k_sqrt5_exceeds(k, m + 2);
}

}  // namespace gamecore

#endif
