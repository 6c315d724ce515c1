// k-multiple-wrong-at-most-k-times: a deliberately WRONG decision, kept so that the stress tests prove they catch it.
// It builds the losing numbers with a_t * k <= a_{i+1} where the construction needs a_t * k < a_{i+1}: a term exactly k
// times a smaller one is taken as safe to combine with it, although the opponent may take k times the smaller term. For
// k = 2 it makes the powers of two instead of the Fibonacci numbers: 3 = 2 + 1 is called a win (take 1) although the
// opponent then takes the 2. Its problem's test executable fails unless the in-process stress run
// (src/tests/stress/in_process.cpp) catches it.
#include <algorithm>
#include <cstddef>
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

struct NonStrict {
    long long first_move(long long n, long long k) {
        std::vector<long long> a(1, 1), b(1, 1);
        long t = -1;
        while (a.back() <= n) {
            const long long next = b.back() + 1;
            // The bug: <= where the rule says <.
            while (t + 1 < static_cast<long>(a.size()) && a[static_cast<std::size_t>(t + 1)] * k <= next) ++t;
            a.push_back(next);
            b.push_back(next + (t >= 0 ? b[static_cast<std::size_t>(t)] : 0));
        }
        long long rest = n, smallest = 0;
        while (rest > 0) {
            smallest = *(std::upper_bound(a.begin(), a.end(), rest) - 1);
            if (smallest == n) return 0;
            rest -= smallest;
        }
        return smallest;
    }
};

void solve(gamecore::Scanner& in, const k_multiple::Limits& limits, gamecore::Output& out) {
    NonStrict decide;
    k_multiple::answer_cases(in, limits, out, decide);
}

// Small enough that a * k never wraps.
k_multiple::Limits small_limits() {
    k_multiple::Limits limits = k_multiple::suite_limits();
    limits.max_stones = 100000000;
    return limits;
}

}  // namespace

GAMESUITE_WRONG_VARIANT("a_t * k <= a_{i+1} instead of <", solve, small_limits())
