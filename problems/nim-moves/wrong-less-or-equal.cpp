// nim-moves-wrong-less-or-equal: a deliberately WRONG list, kept so that the stress tests prove they catch it. It
// lists the piles with (a xor s) <= a instead of <: right whenever the nim sum s is not 0 (then a xor s != a), but at
// a lost position (s = 0) every pile qualifies, so "2 / 45 45" gets "Yes", "45 45" twice, instead of "No" (leaving a
// pile as it is is no move). Its problem's test executable fails unless the in-process stress run
// (src/tests/stress/in_process.cpp) catches it.
#include <cstddef>
#include <vector>

#include "gamecore/nim.hpp"
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

struct LessOrEqual {
    void winning_moves(const std::vector<long long>& piles, std::vector<nim_moves::Move>& moves) const {
        const unsigned long long sum = gamecore::nim_sum(piles.begin(), piles.end());
        for (std::size_t i = 0; i < piles.size(); ++i) {
            const unsigned long long pile = static_cast<unsigned long long>(piles[i]);
            if ((pile ^ sum) <= pile) {  // the bug: <= lets "leave the pile as it is" count as a move
                nim_moves::Move move = {piles[i], static_cast<long long>(pile ^ sum)};
                moves.push_back(move);
            }
        }
    }
};

void solve(gamecore::Scanner& in, const nim_moves::Limits& limits, gamecore::Output& out) {
    LessOrEqual decide;
    nim_moves::answer_cases(in, limits, out, decide);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("(a xor s) <= a instead of <", solve, nim_moves::suite_limits())
