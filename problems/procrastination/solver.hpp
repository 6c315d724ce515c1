// POJ 2931 Procrastination: judge solver. O(total cubes) per case: exact surreal values of the towers, in 64-bit
// fixed point for towers the judge allows, else gamecore/dyadic.hpp. Tested in tests.cpp against the definition,
// the DP (reference.hpp) and the Dyadic comparison, and by testdata.
#ifndef PROCRASTINATION_SOLVER_HPP
#define PROCRASTINATION_SOLVER_HPP

#include <cstddef>
#include <vector>

#include "gamecore/dyadic.hpp"
#include "problem.hpp"

namespace procrastination {

// The tower as a Blue-Red Hackenbush string, white = Left (Fang Zhanpeng's paper on partizan games,
// 方展鹏, 浅谈如何解决不平等博弈问题, section 2.3): the bottom run of one colour counts +1 per white cube or
// -1 per black one; after it, the j-th cube counts +2^-j if white, -2^-j if black. The fraction is built
// bit by bit (white bits minus black bits), so O(height) overall.
inline gamecore::Dyadic tower_value(const Tower& tower) {
    if (tower.empty()) return gamecore::Dyadic();
    const bool base = tower[0];
    std::size_t run = 0;
    while (run < tower.size() && tower[run] == base) ++run;
    std::vector<bool> white_bits(tower.size() - run, false), black_bits(tower.size() - run, false);
    for (std::size_t j = 0; run + j < tower.size(); ++j) {
        if (tower[run + j]) white_bits[j] = true;
        else black_bits[j] = true;
    }
    const long long units = base ? static_cast<long long>(run) : -static_cast<long long>(run);
    return gamecore::Dyadic(units) + gamecore::Dyadic::binary_fraction(white_bits) -
           gamecore::Dyadic::binary_fraction(black_bits);
}

// A sum of games is valued by the sum of the values (Fang Zhanpeng's paper, theorem 8).
inline gamecore::Dyadic configuration_value(const Configuration& c) {
    return tower_value(c.towers[0]) + tower_value(c.towers[1]) + tower_value(c.towers[2]);
}

// (C, T) is a W-configuration iff value(C) + value(T) > 0, and tower values
// are every dyadic rational. So if value(C1) >= value(C2) no T can separate
// them, and if value(C1) < value(C2) the tower of value -value(C1) does:
// (C1, T) is 0 (lost by whoever moves first), (C2, T) is positive.
// This compares the exact Dyadic values, for towers of any height.
inline bool at_least_as_favourable_by_dyadic(const Configuration& c1, const Configuration& c2) {
    return configuration_value(c1) >= configuration_value(c2);
}

// The same values in 64-bit fixed point, for towers whose cubes after the bottom run number at most
// fraction_bits (every tower the judge allows, n <= 50): a tower adds its run to `units` and its fraction,
// times 2^fraction_bits, to `scaled_fraction` (each fraction is below 1 in magnitude, so below 2^58 scaled).
// No rounding anywhere: the fraction's bits are the cubes' bits. False, adding nothing, for a longer tower.
const int fraction_bits = 58;

// Eight cubes (bytes 0 or 1), the first as the highest bit: with byte k at bits 8k..8k+7, the multiplication moves
// byte k's bit to bit 63 - k, and no two partial products meet in the top byte, so nothing carries into it.
inline unsigned long long eight_cubes_as_bits(const unsigned char* cubes) {
    return (gamecore::little_endian_word(cubes) * 0x8040201008040201ULL) >> 56;
}

// The fraction of a tower whose cubes after the bottom run are `length` (at most fraction_bits), white ones
// the 1 bits of `white` (the first cube the highest), times 2^fraction_bits. The j-th cube after the run weighs
// 2^-(j+1), + if white: the fraction is 2 * white / 2^length - (1 - 2^-length), both exact when scaled.
inline long long scaled_fraction_of(unsigned long long white, int length) {
    return static_cast<long long>(white << (fraction_bits + 1 - length)) - (1LL << fraction_bits) +
           (1LL << (fraction_bits - length));
}

inline bool add_tower_in_fixed_point(const Tower& tower, int sign, long long& units, long long& scaled_fraction) {
    if (tower.empty()) return true;
    const bool base = tower[0];
    std::size_t run = 0;
    while (run < tower.size() && tower[run] == base) ++run;
    if (tower.size() - run > static_cast<std::size_t>(fraction_bits)) return false;
    const int length = static_cast<int>(tower.size() - run);
    unsigned long long white = 0;
    std::size_t j = run;
    for (; j + 8 <= tower.size(); j += 8) white = (white << 8) | eight_cubes_as_bits(&tower[j]);
    for (; j < tower.size(); ++j) white = (white << 1) | tower[j];
    units += sign * (base ? static_cast<long long>(run) : -static_cast<long long>(run));
    scaled_fraction += sign * scaled_fraction_of(white, length);
    return true;
}

// How many bits x has up to its highest 1 (0 for 0), by halving the range six times: what the compiler's
// count-leading-zeros gives where it has one (bit_length).
inline int bit_length_by_halving(unsigned long long x) {
    int length = 0;
    for (int half = 32; half > 0; half /= 2)
        if ((x >> half) != 0) {
            x >>= half;
            length += half;
        }
    return length + static_cast<int>(x);
}

inline int bit_length(unsigned long long x) {
#if defined(__GNUC__)
    return x == 0 ? 0 : 64 - __builtin_clzll(x);
#else
    return bit_length_by_halving(x);
#endif
}

// The same for a tower of 1 to 64 cubes given as bits (cube i from the bottom is bit height - 1 - i, 1 for
// white): the cubes after the bottom run are those from the highest bit that differs from the bottom cube down.
inline bool add_bits_in_fixed_point(unsigned long long bits, std::size_t height, int sign, long long& units,
                                    long long& scaled_fraction) {
    const unsigned long long all = ~0ULL >> (64 - height);
    const bool base = ((bits >> (height - 1)) & 1) != 0;
    const int length = bit_length(base ? ~bits & all : bits);
    if (length > fraction_bits) return false;
    const long long run = static_cast<long long>(height) - length;
    units += sign * (base ? run : -run);
    scaled_fraction += sign * scaled_fraction_of(bits & ((1ULL << length) - 1), length);
    return true;
}

// value(C1) - value(C2) = units + scaled_fraction / 2^58 with |scaled_fraction| < 6 * 2^58, so beyond
// 6 units the sign is that of `units`, and within them the scaled sum stays below 12 * 2^58 < 2^63.
inline bool fixed_point_at_least_zero(long long units, long long scaled_fraction) {
    if (units > 6) return true;
    if (units < -6) return false;
    return units * (1LL << fraction_bits) + scaled_fraction >= 0;
}

// The solver's configuration: a tower whose line was read whole stays the bits it was read into, valued from
// one word; a tower read letter by letter (an empty one, other blanks, a line across two blocks, more than 64
// cubes) keeps its bytes.
struct ConfigurationRead {
    unsigned long long bits[3];
    std::size_t heights[3];
    bool as_bits[3];
    Configuration bytes;  // the towers read letter by letter

    void take_bits(int index, std::size_t height, unsigned long long tower_bits) {
        bits[index] = tower_bits;
        heights[index] = height;
        as_bits[index] = true;
    }
    Tower& cubes(int index) {
        as_bits[index] = false;
        return bytes.towers[index];
    }
};

// Tower `index` of a configuration into the fixed-point sums (false, adding nothing, if it does not fit), and the
// configuration with every cube a byte, for the Dyadic comparison: for both kinds of configuration.
inline bool add_in_fixed_point(const Configuration& c, int index, int sign, long long& units,
                               long long& scaled_fraction) {
    return add_tower_in_fixed_point(c.towers[index], sign, units, scaled_fraction);
}
inline const Configuration& every_cube(const Configuration& c) { return c; }

inline bool add_in_fixed_point(const ConfigurationRead& c, int index, int sign, long long& units,
                               long long& scaled_fraction) {
    return c.as_bits[index] ? add_bits_in_fixed_point(c.bits[index], c.heights[index], sign, units, scaled_fraction)
                            : add_tower_in_fixed_point(c.bytes.towers[index], sign, units, scaled_fraction);
}
inline Configuration every_cube(const ConfigurationRead& c) {
    Configuration cubes;
    for (int i = 0; i < 3; ++i) {
        if (c.as_bits[i]) cubes.take_bits(i, c.heights[i], c.bits[i]);
        else cubes.towers[i] = c.bytes.towers[i];
    }
    return cubes;
}

// value(C1) >= value(C2), from the fixed-point sums when all six towers fit, else from Dyadic values.
template <class Towers>
bool at_least_as_favourable(const Towers& c1, const Towers& c2) {
    long long units = 0, scaled_fraction = 0;
    bool fits = true;
    for (int i = 0; i < 3 && fits; ++i)
        fits = add_in_fixed_point(c1, i, +1, units, scaled_fraction) &&
               add_in_fixed_point(c2, i, -1, units, scaled_fraction);
    if (!fits) return at_least_as_favourable_by_dyadic(every_cube(c1), every_cube(c2));
    return fixed_point_at_least_zero(units, scaled_fraction);
}

// Lenient (the default): any blanks, CRLF, blank lines between cases, suite_limits().
// Strict (--strict): the exact format and judge_limits(); the caller picks the limits.
inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    bool (*const decide)(const ConfigurationRead&, const ConfigurationRead&) = at_least_as_favourable;
    answer_cases_read_as<TestCaseOf<ConfigurationRead> >(in, limits, out, decide);
}

}  // namespace procrastination

#endif
