// black-white-moore-count-wrong-plain-nim: a deliberately WRONG count, kept so that the stress tests prove they catch
// it. It takes the gaps for plain Nim (a move shrinks one gap: the xor of the gaps decides), ignoring d: every digit's
// count even instead of a multiple of d + 1; right for d = 1 only. Its problem's test executable fails unless the
// in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include "tests/stress/wrong_variant.hpp"
#include "solver.hpp"

namespace {

namespace p = black_white_moore_count;

long long plain_nim(long long n, long long k, long long) {
    const long long h = k / 2, free_cells = n - k;
    const p::Binomials binomial(static_cast<std::size_t>(n) + 1);
    const std::vector<long long> lost = p::lost_gap_totals(free_cells, h, 2, binomial);
    long long losing = 0;
    for (long long total = 0; total <= free_cells; ++total)
        losing = (losing + lost[static_cast<std::size_t>(total)] * binomial(free_cells - total + h, h)) % p::modulus;
    return ((binomial(n, k) - losing) % p::modulus + p::modulus) % p::modulus;
}

void solve(gamecore::Scanner& in, const p::Limits& limits, gamecore::Output& out) {
    p::answer_case(in, limits, out, plain_nim);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("plain Nim on the gaps: d ignored", solve, black_white_moore_count::suite_limits())
