// POJ 2975 Nim (the number of winning moves): judge solver. O(n) per case (one nim sum, one pass), exact for piles
// up to 2^63 - 1. Tested in tests.cpp against every move tried by the rules (reference.hpp) on every tuple of <= 4
// piles of 0..7 stones, and by the testdata.
#ifndef NIM_COUNT_MOVES_SOLVER_HPP
#define NIM_COUNT_MOVES_SOLVER_HPP

#include <cstddef>
#include <vector>

#include "gamecore/nim.hpp"
#include "problem.hpp"

namespace nim_count_moves {

// Bouton: a move wins exactly when it leaves nim sum 0. With s the sum, pile k must become k xor s, which is a move
// exactly when k xor s < k; so a pile has one winning move or none, and a lost position (s = 0) has none, since
// k xor 0 = k is not smaller (statement.md has the proof).
struct CountMoves {
    CountMoves() : count(0) {}
    void operator()(std::size_t, unsigned long long) { ++count; }
    long long count;
};

inline long long count_winning_moves(const std::vector<long long>& piles) {
    CountMoves counted;
    gamecore::for_each_winning_nim_move(piles.begin(), piles.end(), counted);
    return counted.count;
}

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    answer_cases(in, limits, out, count_winning_moves);
}

}  // namespace nim_count_moves

#endif
