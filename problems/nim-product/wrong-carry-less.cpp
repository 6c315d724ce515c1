// nim-product-wrong-carry-less: a deliberately WRONG product, kept so that the stress tests prove they catch it. It
// multiplies without carries (the product of polynomials over F_2, cut to 64 bits), which is right while one factor
// is 0, 1 or the other's bits never meet a Fermat 2-power (5 (x) 3 = 15 both ways), wrong in general: 2 (x) 2 is 3,
// not 4. Its problem's test executable fails unless the in-process stress run (src/tests/stress/in_process.cpp)
// catches it.
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

unsigned long long carry_less_product(unsigned long long a, unsigned long long b) {
    unsigned long long result = 0;
    for (int i = 0; i < 64; ++i)
        if ((b >> i) & 1) result ^= a << i;
    return result;
}

void solve(gamecore::Scanner& in, const nim_product::Limits& limits, gamecore::Output& out) {
    nim_product::answer_pairs(in, limits, out, carry_less_product);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("carry-less multiplication", solve, nim_product::suite_limits())
