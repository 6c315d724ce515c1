// HDU 1846 (Brave Game): judge solver. O(1) per case, exact for n and m up to 2^63 - 1 (m + 1 = 2^63 included).
// Tested in tests.cpp against the rules (reference.hpp) for every n <= 100 and m <= 100, and by testdata.
#ifndef BASH_SOLVER_HPP
#define BASH_SOLVER_HPP

#include "problem.hpp"

namespace bash_game {

// The player to move loses exactly when n is a multiple of m + 1 (statement.md has the proof). m + 1 is formed in
// unsigned arithmetic: for m = 2^63 - 1 it is 2^63, which a long long cannot hold but an unsigned long long can.
inline bool first_player_wins(long long stones, long long most) {
    const unsigned long long period = static_cast<unsigned long long>(most) + 1;
    return static_cast<unsigned long long>(stones) % period != 0;
}

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    answer_cases(in, limits, out, first_player_wins);
}

}  // namespace bash_game

#endif
