// jiangnan-split-wrong-one-block-end: a deliberately WRONG decision, kept so that the stress tests prove they catch
// it. It evaluates one M per block of equal x / M (the block's first) instead of two, missing the other parity of
// x mod M: the slip the period-2 argument guards against. Its problem's test executable fails unless the
// in-process stress run catches it.
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

std::vector<int> table_for(long long least, long long top) {
    std::vector<int> g(static_cast<std::size_t>(top) + 1, 0);
    for (long long x = least; x <= top; ++x) {
        std::vector<bool> seen(64, false);
        for (long long low = 2; low <= x;) {
            const long long q = x / low, high = x / q, r = x % low;  // the bug: M = low only
            int v = 0;
            if (r % 2 == 1) v ^= g[static_cast<std::size_t>(q + 1)];
            if ((low - r) % 2 == 1) v ^= g[static_cast<std::size_t>(q)];
            if (v < 64) seen[static_cast<std::size_t>(v)] = true;
            low = high + 1;
        }
        int mex = 0;
        while (mex < 64 && seen[static_cast<std::size_t>(mex)]) ++mex;
        g[static_cast<std::size_t>(x)] = mex;
    }
    return g;
}

bool first_player_wins(long long least, const std::vector<long long>& heaps) {
    long long top = 1;
    for (long long heap : heaps) top = heap > top ? heap : top;
    const std::vector<int> g = table_for(least, top);
    int total = 0;
    for (long long heap : heaps) total ^= g[static_cast<std::size_t>(heap)];
    return total != 0;
}

void solve(gamecore::Scanner& in, const jiangnan_split::Limits& limits, gamecore::Output& out) {
    jiangnan_split::answer_cases(in, limits, out, first_player_wins);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("one M a block of equal x / M", solve, jiangnan_split::suite_limits())
