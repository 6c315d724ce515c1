// black-white-moore-count-wrong-inner-slots-only: a deliberately WRONG count, kept so that the stress tests prove
// they catch it. It places the free cells in h slots instead of h + 1, forgetting one of the cells' places outside
// the pairs (before W_1, between B_i and W_(i+1), after B_h). Its problem's test executable fails unless the
// in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include "tests/stress/wrong_variant.hpp"
#include "solver.hpp"

namespace {

namespace p = black_white_moore_count;

long long inner_slots_only(long long n, long long k, long long d) {
    const long long h = k / 2, free_cells = n - k;
    const p::Binomials binomial(static_cast<std::size_t>(n) + 1);
    const std::vector<long long> lost = p::lost_gap_totals(free_cells, h, d + 1, binomial);
    long long losing = 0;
    for (long long total = 0; total <= free_cells; ++total)
        losing = (losing + lost[static_cast<std::size_t>(total)] * binomial(free_cells - total + h - 1, h - 1)) %
                 p::modulus;
    return ((binomial(n, k) - losing) % p::modulus + p::modulus) % p::modulus;
}

void solve(gamecore::Scanner& in, const p::Limits& limits, gamecore::Output& out) {
    p::answer_case(in, limits, out, inner_slots_only);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("the free cells in h slots, not h + 1", solve, black_white_moore_count::suite_limits())
