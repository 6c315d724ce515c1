// HDU 2176 取(m堆)石子游戏 (Nim, every winning move): judge solver. O(m) per case (one nim sum, one pass), exact
// for piles up to 2^63 - 1. Tested in tests.cpp against every move tried by the rules (reference.hpp) on every tuple of
// <= 4 piles of 0..7 stones, and by the testdata.
#ifndef NIM_MOVES_SOLVER_HPP
#define NIM_MOVES_SOLVER_HPP

#include <cstddef>
#include <vector>

#include "gamecore/nim.hpp"
#include "problem.hpp"

namespace nim_moves {

// Bouton: a move wins exactly when it leaves nim sum 0. With s the sum, pile a must be left with a xor s, a move
// exactly when a xor s < a: one winning move per such pile, none at a lost position (s = 0, a xor 0 = a). Listed in
// the order of the piles, a pile equal to an earlier one listed again (statement.md).
struct CollectMoves {
    CollectMoves(const std::vector<long long>& piles, std::vector<Move>& moves) : piles(piles), moves(moves) {}
    void operator()(std::size_t i, unsigned long long left) {
        Move move;
        move.pile = piles[i];
        move.left = static_cast<long long>(left);
        moves.push_back(move);
    }
    const std::vector<long long>& piles;
    std::vector<Move>& moves;
};

inline void winning_moves(const std::vector<long long>& piles, std::vector<Move>& moves) {
    moves.clear();
    CollectMoves collect(piles, moves);
    gamecore::for_each_winning_nim_move(piles.begin(), piles.end(), collect);
}

struct WinningMoves {
    void winning_moves(const std::vector<long long>& piles, std::vector<Move>& moves) const {
        nim_moves::winning_moves(piles, moves);
    }
};

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    WinningMoves decide;
    answer_cases(in, limits, out, decide);
}

}  // namespace nim_moves

#endif
