// Whole turns of a ball of radius R over a distance d, floor(d / (2 pi R)) and ceil(d / (2 pi R)), exactly: pi only
// as two 64-bit fractions, O(1) 64x64->128 products per distance. Tested in tests.cpp and by testdata/derive.py.
#ifndef MOORE_NIM_TURNS_HPP
#define MOORE_NIM_TURNS_HPP

namespace moore_nim {

namespace turns_detail {

// The 128-bit product of two 64-bit values, as (high, low): the halves method of gamecore/wythoff.hpp, which keeps
// its copy private (gnu++98 has no __int128 on every judge).
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

inline bool less_or_equal(const Wide& x, const Wide& y) {
    return x.high != y.high ? x.high < y.high : x.low <= y.low;
}

}  // namespace turns_detail

// Two consecutive convergents of pi's continued fraction [3; 7, 15, 1, 292, ...] (OEIS A002485 / A002486, terms 31
// and 32 counting 3/1 as 0): pi_below < pi < pi_above. They are Farey neighbours (above_num * below_den - below_num
// * above_den = 1), so a fraction m / n strictly between them has n >= above_den + below_den; every comparison of
// n * pi with an integer m is therefore decided by the two bounds when 1 <= n < pi_decided_below.
const unsigned long long pi_above_num = 430010946591069243ULL, pi_above_den = 136876735467187340ULL;
const unsigned long long pi_below_num = 2646693125139304345ULL, pi_below_den = 842468587426513207ULL;
const unsigned long long pi_decided_below = 979345322893700547ULL;  // pi_above_den + pi_below_den, about 9.8*10^17

// An estimate of 1/pi good to 8*10^-21 with small terms (convergent 18, 6167950454 / 1963319607, inverted): only
// a starting point, every answer is checked by the exact comparison.
const unsigned long long inverse_pi_num = 1963319607ULL, inverse_pi_den = 6167950454ULL;

enum PiComparison { multiple_below, multiple_above, multiple_undecided };

// Is n * pi below or above the integer m (it is never equal for n >= 1)? n * pi < m once n * pi_above <= m, and
// n * pi > m once n * pi_below >= m. Both products are below 2^128 for every 64-bit n and m.
inline PiComparison compare_pi_multiple(unsigned long long n, unsigned long long m) {
    using turns_detail::less_or_equal;
    using turns_detail::multiply;
    if (less_or_equal(multiply(n, pi_above_num), multiply(m, pi_above_den))) return multiple_below;
    if (less_or_equal(multiply(m, pi_below_den), multiply(n, pi_below_num))) return multiple_above;
    return multiple_undecided;
}

// floor(distance / (2 pi radius)) for distance >= 0 and radius >= 1, both below 2^63: the largest k with
// k * 2 radius * pi < distance. False (and `turns` untouched) if the bounds on pi cannot tell. Every comparison is
// of a multiple of pi with `distance` itself, and a fraction strictly between the bounds has a denominator of at
// least pi_decided_below, so a numerator above 3 * pi_decided_below > 2.9*10^18: every distance up to that is
// decided (statement.md). The multiples compared stay below 2 distance / pi, so nothing overflows.
inline bool floor_turns(unsigned long long distance, unsigned long long radius, unsigned long long& turns) {
    const unsigned long long circumference = 2 * radius;  // pi times this is the length of one turn
    if (distance == 0) {
        turns = 0;
        return true;
    }
    // Does k turns fall short of the distance, k * circumference * pi < distance? Undecided throws nothing:
    // it ends the search with `false`.
    PiComparison first = compare_pi_multiple(circumference, distance);
    if (first == multiple_undecided) return false;
    if (first == multiple_above) {  // not even one whole turn
        turns = 0;
        return true;
    }
    // Now circumference < distance / pi. Start from distance / circumference / pi by the estimate, then step
    // to the exact answer; the estimate is off by at most 2, and the steps never look past floor + 1.
    const unsigned long long whole = distance / circumference;
    unsigned long long k = (whole / inverse_pi_den) * inverse_pi_num + (whole % inverse_pi_den) * inverse_pi_num /
                                                                            inverse_pi_den;
    if (k == 0) k = 1;  // 1 turn is already known to fall short
    for (;;) {  // k * circumference * pi >= distance: step down (k = 1 falls short, so this stops)
        const PiComparison c = compare_pi_multiple(k * circumference, distance);
        if (c == multiple_undecided) return false;
        if (c == multiple_below) break;
        --k;
    }
    for (;;) {  // k falls short; does k + 1?
        const PiComparison c = compare_pi_multiple((k + 1) * circumference, distance);
        if (c == multiple_undecided) return false;
        if (c == multiple_above) break;
        ++k;
    }
    turns = k;
    return true;
}

// ceil(distance / (2 pi radius)): 0 for distance 0, else floor + 1, since distance / (2 pi radius) is irrational.
inline bool ceil_turns(unsigned long long distance, unsigned long long radius, unsigned long long& turns) {
    if (distance == 0) {
        turns = 0;
        return true;
    }
    unsigned long long below;
    if (!floor_turns(distance, radius, below)) return false;
    turns = below + 1;
    return true;
}

}  // namespace moore_nim

#endif
