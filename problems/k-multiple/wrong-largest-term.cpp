// k-multiple-wrong-largest-term: a deliberately WRONG solver, kept so that the stress harness proves it catches it.
// It builds the right losing numbers but answers the first term of the greedy decomposition (the largest a_i <= n)
// instead of the last (smallest), which leaves the opponent free to take the smaller terms in one move: the
// sample's 11 = 8 + 2 + 1 for k = 1 gets 8 (the answer is 1), and 19 = 15 + 4 for k = 3 gets 15 (the answer is 4).
// The ctest stress-catches-k-multiple-wrong-largest-term passes only if scripts/stress reports a mismatch.
#include <algorithm>
#include <vector>

#include "cli/problem_cli.hpp"
#include "solver.hpp"

namespace {

struct LargestTerm {
    long long first_move(long long n, long long k) {
        if (game.first_move(n, k) == 0) return 0;
        const std::vector<unsigned long long>& terms = game.terms();
        // The bug: the largest term, which leaves the opponent free to take the smaller ones in one move.
        return static_cast<long long>(*(std::upper_bound(terms.begin(), terms.end(),
                                                         static_cast<unsigned long long>(n)) - 1));
    }
    k_multiple::LosingNumbers game;
};

void solve(gamecore::Scanner& in, const k_multiple::Limits& limits, gamecore::Output& out) {
    LargestTerm decide;
    k_multiple::answer_cases(in, limits, out, decide);
}

}  // namespace

int main(int argc, char** argv) {
    return gamesuite::run_wrong_variant(argc, argv, "answers the largest term of the decomposition", solve,
                                        k_multiple::suite_limits());
}
