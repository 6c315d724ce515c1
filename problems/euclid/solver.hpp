// POJ 2348 Euclid's Game: judge solver. Walks the Euclid chain while the quotient is 1 (forced moves): O(log) steps,
// at most 91 for numbers below 2^63, no product formed. Tested in tests.cpp (every pair to 100 against the rules).
#ifndef EUCLID_SOLVER_HPP
#define EUCLID_SOLVER_HPP

#include "problem.hpp"

namespace euclid {

// With larger >= smaller >= 1 and larger = q * smaller + r: if r = 0 the mover takes it all and wins; if q >= 2 the
// mover chooses who faces (smaller, r): going there, or to (smaller + r, smaller) from which the opponent is forced
// there, so the mover wins either way. If q = 1 the only move is to (smaller, r), and the turn passes. Run backwards,
// k forced steps from (x, y) with x > y >= 1 add up like Fibonacci numbers, so the larger number is at least F(k + 2):
// fewer than 91 forced steps below 2^63. Only %, a comparison and a difference of two positives: nothing overflows.
inline bool first_player_wins_from(long long a, long long b) {
    long long larger = a > b ? a : b, smaller = a > b ? b : a;
    bool mover_is_first = true;
    for (;;) {
        const long long remainder = larger % smaller;
        if (remainder == 0 || larger - smaller > smaller) return mover_is_first;  // larger - smaller > smaller: q >= 2
        larger = smaller;  // q = 1: forced to (smaller, remainder), the other player moves
        smaller = remainder;
        mover_is_first = !mover_is_first;
    }
}

struct EuclidChain {
    bool first_player_wins(long long a, long long b) const { return first_player_wins_from(a, b); }
};

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    EuclidChain game;
    answer_lines(in, limits, out, game);
}

}  // namespace euclid

#endif
