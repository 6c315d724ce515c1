// POJ 1067 (Wythoff's game): judge solver. O(1) per pair, exact up to 2^63 - 1.
// Tested in tests.cpp against the rules (reference.hpp) for all a, b <= 60, and by testdata.
#ifndef POJ1067_SOLVER_HPP
#define POJ1067_SOLVER_HPP

#include "gamecore/wythoff.hpp"
#include "problem.hpp"

namespace poj1067 {

inline bool first_player_wins(long long a, long long b) {
    return !gamecore::is_wythoff_losing(static_cast<unsigned long long>(a), static_cast<unsigned long long>(b));
}

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    answer_pairs(in, limits, out, first_player_wins);
}

}  // namespace poj1067

#endif
