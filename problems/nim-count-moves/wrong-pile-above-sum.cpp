// nim-count-moves-wrong-pile-above-sum: a deliberately WRONG count, kept so that the stress tests prove they catch
// it. It counts the piles larger than the nim sum s ("a pile can give up s stones' worth"), instead of the piles
// with k xor s < k, i.e. those holding s's top bit. The two agree on the sample (7 11 13, s = 1), but "1 2" (s = 3)
// has one winning move (2 -> 1) and no pile above 3; and "4 1 2" (s = 7) has one (4 -> 3). At a lost position every
// non-empty pile is above s = 0. Its problem's test executable fails unless the in-process stress run catches it.
#include <cstddef>
#include <vector>

#include "gamecore/nim.hpp"
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

long long count_winning_moves(const std::vector<long long>& piles) {
    const unsigned long long sum = gamecore::nim_sum(piles.begin(), piles.end());
    long long count = 0;
    for (std::size_t i = 0; i < piles.size(); ++i)
        if (static_cast<unsigned long long>(piles[i]) > sum) ++count;  // the bug: compares the pile with s itself
    return count;
}

void solve(gamecore::Scanner& in, const nim_count_moves::Limits& limits, gamecore::Output& out) {
    nim_count_moves::answer_cases(in, limits, out, count_winning_moves);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("counts the piles above the nim sum", solve, nim_count_moves::suite_limits())
