// {{id}}: judge solver. O(1) per case.
// Tested in tests.cpp against the rules (reference.hpp) on every small position, and by the testdata.
#ifndef {{GUARD}}_SOLVER_HPP
#define {{GUARD}}_SOLVER_HPP

#include "problem.hpp"

namespace {{namespace}} {

// TODO: the closed form of your game. Here: the multiples of 3 are lost (every move from one leaves a non-multiple,
// and from a non-multiple one move reaches a multiple).
inline bool first_player_wins(long long n) { return n % 3 != 0; }

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    answer_piles(in, limits, out, first_player_wins);
}

}  // namespace {{namespace}}

#endif
