// nim-product-wrong-no-half: a deliberately WRONG product, kept so that the stress tests prove they catch it. It
// splits into halves like the real one but takes F (x) F = F (the field's F xor F/2 without its F/2 term): right
// when one factor is 0 or 1, or when no level meets two nonzero upper halves (5 (x) 2 = 10 both ways), wrong for
// 2 (x) 2 (2, not 3). Caught by the in-process stress run (src/tests/stress/in_process.cpp).
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

unsigned long long product_without_half(unsigned long long a, unsigned long long b, int width) {
    if (width == 1) return a & b;
    const int half = width / 2;
    const unsigned long long mask = (1ULL << half) - 1;
    const unsigned long long a0 = a & mask, a1 = a >> half, b0 = b & mask, b1 = b >> half;
    const unsigned long long high = product_without_half(a1, b1, half);
    const unsigned long long coefficient =
        high ^ product_without_half(a1, b0, half) ^ product_without_half(a0, b1, half);
    return coefficient << half ^ product_without_half(a0, b0, half);  // the bug: no (a1 (x) b1) (x) F/2
}

unsigned long long wrong_product(unsigned long long a, unsigned long long b) { return product_without_half(a, b, 64); }

void solve(gamecore::Scanner& in, const nim_product::Limits& limits, gamecore::Output& out) {
    nim_product::answer_pairs(in, limits, out, wrong_product);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("F (x) F = F, no F/2 term", solve, nim_product::suite_limits())
