// 51Nod 1185 (Wythoff's game, piles to 10^18): judge solver. O(1) per case, exact up to 2^63 - 1, no floating point.
// Tested in tests.cpp against the rules (reference.hpp) for all a, b <= 60, at the judge's extremes, and by testdata.
#ifndef WYTHOFF_V2_SOLVER_HPP
#define WYTHOFF_V2_SOLVER_HPP

#include "gamecore/wythoff.hpp"
#include "problem.hpp"

namespace wythoff_v2 {

inline bool first_player_wins(long long a, long long b) {
    return !gamecore::is_wythoff_losing(static_cast<unsigned long long>(a), static_cast<unsigned long long>(b));
}

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    answer_cases(in, limits, out, first_player_wins);
}

}  // namespace wythoff_v2

#endif
