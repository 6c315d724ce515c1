// nim-count-moves-wrong-less-or-equal: a deliberately WRONG count, kept so that the stress tests prove they catch it.
// It counts the piles with (k xor s) <= k instead of <: right whenever the nim sum s is not 0 (then k xor s != k), but
// at a lost position (s = 0) it counts every pile, e.g. "1 1" gets 2 instead of 0 (lowering a pile to its own size is
// no move). Its problem's test executable fails unless the in-process stress run (src/tests/stress/in_process.cpp)
// catches it.
#include <cstddef>
#include <vector>

#include "gamecore/nim.hpp"
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

long long count_winning_moves(const std::vector<long long>& piles) {
    const unsigned long long sum = gamecore::nim_sum(piles.begin(), piles.end());
    long long count = 0;
    for (std::size_t i = 0; i < piles.size(); ++i) {
        const unsigned long long pile = static_cast<unsigned long long>(piles[i]);
        if ((pile ^ sum) <= pile) ++count;  // the bug: <= lets "leave the pile as it is" count as a move
    }
    return count;
}

void solve(gamecore::Scanner& in, const nim_count_moves::Limits& limits, gamecore::Output& out) {
    nim_count_moves::answer_cases(in, limits, out, count_winning_moves);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("(k xor s) <= k instead of <", solve, nim_count_moves::suite_limits())
