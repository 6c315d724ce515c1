// jiangnan-split-wrong-first-two-m: a deliberately WRONG decision, kept so that the stress tests prove they catch it.
// It takes the mex over M = 2 and 3 only, as if more heaps could never give a new value. Its problem's
// test executable fails unless the in-process stress run catches it.
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

int value(long long least, long long x) {
    if (x < least) return 0;
    bool seen[64] = {false};
    for (long long m = 2; m <= x && m <= 3; ++m) {  // the bug: the other M forgotten
        const long long q = x / m, r = x % m;
        int v = 0;
        if (r % 2 == 1) v ^= value(least, q + 1);
        if ((m - r) % 2 == 1) v ^= value(least, q);
        if (v < 64) seen[v] = true;
    }
    int mex = 0;
    while (mex < 64 && seen[mex]) ++mex;
    return mex;
}

bool first_player_wins(long long least, const std::vector<long long>& heaps) {
    int total = 0;
    for (long long heap : heaps) total ^= value(least, heap);
    return total != 0;
}

void solve(gamecore::Scanner& in, const jiangnan_split::Limits& limits, gamecore::Output& out) {
    jiangnan_split::answer_cases(in, limits, out, first_player_wins);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("the mex over M = 2 and 3 only", solve, jiangnan_split::suite_limits())
