// HDU 5973 (Wythoff's game, piles to 10^100): judge solver. Two products of O(d^2) a pair of d digits, exact: no
// floating phi. Tested in tests.cpp against the rules (reference.hpp) and gamecore/wythoff.hpp, and by the testdata.
#ifndef BIG_WYTHOFF_SOLVER_HPP
#define BIG_WYTHOFF_SOLVER_HPP

#include "gamecore/big_unsigned.hpp"
#include "problem.hpp"

namespace big_wythoff {

// The losing pairs are (floor(k phi), floor(k phi) + k); gamecore::is_wythoff_losing on big integers asks whether the
// smaller pile is floor(k phi) for k the difference, by comparing squares of integers only.
inline bool first_player_wins(const gamecore::BigUnsigned& a, const gamecore::BigUnsigned& b) {
    return !gamecore::is_wythoff_losing(a, b);
}

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    answer_pairs(in, limits, out, first_player_wins);
}

}  // namespace big_wythoff

#endif
