// Luogu P4101 [HEOI2014] 人人尽说江南好: judge solver. O(1) a case, exact for n and m to 2^63 - 1. Tested in
// tests.cpp against the game searched by its rules (reference.hpp) for every n <= 24 and m <= 26, and by testdata.
#ifndef MERGE_PILES_PARITY_SOLVER_HPP
#define MERGE_PILES_PARITY_SOLVER_HPP

#include "problem.hpp"

namespace merge_piles_parity {

// The most merges there can be: every stone packed into heaps of m but one heap of the rest, ceil(n / m) heaps,
// so n - ceil(n / m) = floor(n / m) (m - 1) + max(n mod m - 1, 0) merges. No overflow: ceil(n / m) <= n.
inline long long longest_game(long long heaps, long long most) {
    return heaps - (heaps / most + (heaps % most != 0 ? 1 : 0));
}

// The player who wins a game of that many merges can force it to last exactly that long (statement.md has the
// proof: keep every heap at 1 or m but one), so the first player wins iff it is odd.
inline bool first_player_wins(long long heaps, long long most) { return longest_game(heaps, most) % 2 != 0; }

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    answer_cases(in, limits, out, first_player_wins);
}

}  // namespace merge_piles_parity

#endif
