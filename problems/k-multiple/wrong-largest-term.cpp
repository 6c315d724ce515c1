// k-multiple-wrong-largest-term: a deliberately WRONG decision, kept so that the stress tests prove they catch it. It
// builds the right losing numbers but answers the first term of the greedy decomposition (the largest a_i <= n) instead
// of the last (smallest), which leaves the opponent free to take the smaller terms in one move: the sample's 11 = 8 + 2
// + 1 for k = 1 gets 8 (the answer is 1), and 19 = 15 + 4 for k = 3 gets 15 (the answer is 4). Its problem's test
// executable fails unless the in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "solver.hpp"

namespace {

struct LargestTerm {
    long long first_move(long long n, long long k) {
        game.greedy_sum(n, k, sum);
        if (sum.size() == 1) return 0;
        // The bug: the largest term, which leaves the opponent free to take the smaller ones in one move.
        return static_cast<long long>(sum.front());
    }
    k_multiple::LosingNumbers game;
    std::vector<unsigned long long> sum;
};

void solve(gamecore::Scanner& in, const k_multiple::Limits& limits, gamecore::Output& out) {
    LargestTerm decide;
    k_multiple::answer_cases(in, limits, out, decide);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("answers the largest term of the decomposition", solve, k_multiple::suite_limits())
