// switch-lights-wrong-carryless-product: a deliberately WRONG decision, kept so that the stress tests prove they catch
// it. It is a peer solution's (catalogue negative control): the xor of the carry-less products (x - 1) * (y - 1) over
// GF(2)[t], which is not the nim product: (3, 3) is worth 4 there, 3 (x) 3 = 2 here, so the lights (3, 3) and (1, 2)
// (worth 2) are called a win. Its problem's test executable fails unless the in-process stress run catches it.
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

unsigned long long carryless_product(unsigned long long a, unsigned long long b) {
    unsigned long long product = 0;
    for (int bit = 0; bit < 32; ++bit)
        if (b >> bit & 1) product ^= a << bit;
    return product;
}

struct CarrylessSum {
    void clear() { sum = 0; }
    void add_light(long long x, long long y) {
        sum ^= carryless_product(static_cast<unsigned long long>(x - 1), static_cast<unsigned long long>(y - 1));
    }
    bool first_player_wins() const { return sum != 0; }
    unsigned long long sum = 0;
};

void solve(gamecore::Scanner& in, const switch_lights::Limits& limits, gamecore::Output& out) {
    CarrylessSum position;
    switch_lights::answer_cases(in, limits, out, position);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("carry-less product of x - 1 and y - 1", solve, switch_lights::suite_limits())
