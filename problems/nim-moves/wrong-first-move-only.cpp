// nim-moves-wrong-first-move-only: a deliberately WRONG list, kept so that the stress tests prove they catch it. It
// prints Bouton's move only (gamecore::winning_nim_move: the first pile that can be lowered to a xor s), as if the
// statement asked for one way to win rather than all of them: right when a single pile holds the top bit of s
// (the sample's "3 6 9"), wrong when three do ("5 7 8 9 10" has three moves, 8 1, 9 0 and 10 3). Its problem's
// test executable fails unless the in-process stress run catches it.
#include <vector>

#include "gamecore/nim.hpp"
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

struct FirstMoveOnly {
    void winning_moves(const std::vector<long long>& piles, std::vector<nim_moves::Move>& moves) const {
        const gamecore::NimMove move = gamecore::winning_nim_move(piles.begin(), piles.end());
        if (!move.exists) return;
        nim_moves::Move only = {piles[move.heap], static_cast<long long>(move.new_size)};
        moves.push_back(only);  // the bug: stops at the first winning move
    }
};

void solve(gamecore::Scanner& in, const nim_moves::Limits& limits, gamecore::Output& out) {
    FirstMoveOnly decide;
    nim_moves::answer_cases(in, limits, out, decide);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("prints Bouton's first winning move only", solve, nim_moves::suite_limits())
