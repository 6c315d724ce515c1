// nim-product reference: the nim product by its mex definition on values below 16, and above them by the recursion
// on halves (four half products and one by F/2 a level, no tables, no Karatsuba). About 600 table looks a 64-bit
// product. Used by tests.cpp, the in-process stress tests, --moves' check and nim-product-reference.
#ifndef NIM_PRODUCT_REFERENCE_HPP
#define NIM_PRODUCT_REFERENCE_HPP

#include <string>

#include "problem.hpp"

namespace nim_product {

inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_cases = 100000;
    return limits;
}

inline std::string reference_description() {
    return "nim-product reference: the nim product by its mex definition below 16 and by\n"
           "the recursion on halves above (no tables, no Karatsuba).\n"
           "Same input and output as nim-product.";
}

// a (x) b = mex { a' (x) b xor a (x) b' xor a' (x) b' : a' < a, b' < b } for a, b < 16, which is the field F_16: the
// values stay below 16.
struct ProductByDefinition {
    unsigned table[16][16];
    ProductByDefinition() {
        for (unsigned a = 0; a < 16; ++a)
            for (unsigned b = 0; b < 16; ++b) {
                bool seen[17] = {false};  // at most 15 * 15 excluded values, all below 16
                for (unsigned x = 0; x < a; ++x)
                    for (unsigned y = 0; y < b; ++y) seen[table[x][b] ^ table[a][y] ^ table[x][y]] = true;
                unsigned mex = 0;
                while (seen[mex]) ++mex;
                table[a][b] = mex;
            }
    }
};

// The nim product of values below 2^width (width 4, 8, 16, 32 or 64): with F = 2^(width/2), a = a1*F + a0 and
// b = b1*F + b0, F (x) x = F*x for x < F and F (x) F = F xor F/2 (Conway), so
// a (x) b = (a1 (x) b1 xor a1 (x) b0 xor a0 (x) b1)*F xor a0 (x) b0 xor (a1 (x) b1) (x) F/2.
inline unsigned long long product_by_halves(unsigned long long a, unsigned long long b, int width) {
    static const ProductByDefinition definition;
    if (width == 4) return definition.table[a][b];
    const int half = width / 2;
    const unsigned long long mask = (1ULL << half) - 1;
    const unsigned long long a0 = a & mask, a1 = a >> half, b0 = b & mask, b1 = b >> half;
    const unsigned long long high = product_by_halves(a1, b1, half);
    const unsigned long long coefficient = high ^ product_by_halves(a1, b0, half) ^ product_by_halves(a0, b1, half);
    return coefficient << half ^ product_by_halves(a0, b0, half) ^ product_by_halves(high, 1ULL << (half - 1), half);
}

inline unsigned long long product_by_reference(unsigned long long a, unsigned long long b) {
    return product_by_halves(a, b, 64);
}

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    answer_pairs(in, limits, out, product_by_reference);
}

}  // namespace nim_product

#endif
