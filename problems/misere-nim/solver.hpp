// POJ 3480 / HDU 1907 (John, misère Nim): judge solver. O(N) per case, exact for piles up to 2^63 - 1.
// Tested in tests.cpp against a misère search of the rules on every tuple of <= 4 piles of 0..7, and by testdata.
#ifndef MISERE_NIM_SOLVER_HPP
#define MISERE_NIM_SOLVER_HPP

#include <vector>

#include "gamecore/misere.hpp"
#include "problem.hpp"

namespace misere_nim {

// Bouton's misère rule (statement.md has the proof): with every pile at most 1, John wins iff the number of
// non-empty piles is even; otherwise iff the piles xor to non-zero. Empty piles change neither test.
inline bool first_player_wins(const std::vector<long long>& piles) {
    return gamecore::misere_nim_first_player_wins(piles.begin(), piles.end());
}

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    answer_cases(in, limits, out, first_player_wins);
}

}  // namespace misere_nim

#endif
