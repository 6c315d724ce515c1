// Luogu P2197 (Nim): judge solver. O(n) per case (one nim sum), exact for piles up to 2^63 - 1.
// Tested in tests.cpp against the rules (reference.hpp) on every tuple of <= 4 piles of 0..7 stones, and by testdata.
#ifndef NIM_SOLVER_HPP
#define NIM_SOLVER_HPP

#include <vector>

#include "gamecore/nim.hpp"
#include "problem.hpp"

namespace nim {

// Bouton: the player to move loses exactly when the pile sizes xor to 0 (statement.md has the proof).
inline bool first_player_wins(const std::vector<long long>& piles) {
    return gamecore::nim_sum(piles.begin(), piles.end()) != 0;
}

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    answer_cases(in, limits, out, first_player_wins);
}

}  // namespace nim

#endif
