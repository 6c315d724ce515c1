// HDU 3595 GG and MM: judge solver. The Every-SG theorem on each Euclid game's step count, found along its Euclid
// chain: O(log min(p, q)) per game, exact for piles up to 2^63 - 1. Tested in tests.cpp against the combined game
// searched by its rules (reference.hpp), on every small case, and by testdata.
#ifndef EVERY_SG_SOLVER_HPP
#define EVERY_SG_SOLVER_HPP

#include "problem.hpp"

namespace every_sg {

// The step count of one Euclid game (x, y), x <= y, as the Every-SG theorem defines it: 0 when finished; from a
// won position 1 + the largest step of a lost option (the winner drags the game out), from a lost one 1 + the
// smallest step of any option (the loser ends it soon). The step is odd exactly when the mover wins.
//   y a multiple of x: taking all of y wins at once, and every other option (x, jx) is itself won: step 1.
//   x < y < 2x: the only move is to (y - x, x).
//   y >= 2x, r = y mod x > 0: of all options only (r, x) and (x, r + x) can be lost, and since the second has the
//   single move to the first, exactly one of them is lost; every (x, r + jx), j >= 2, reaches both, so it is won.
//   The mover goes to the lost one: step(r, x) + 1 if (r, x) is lost, else step(r, x) + 2 via (x, r + x).
// Recursion depth is the Euclid chain's length, under 100 for 64-bit piles; no value ever exceeds y.
inline unsigned euclid_steps(unsigned long long x, unsigned long long y) {
    if (x > y) return euclid_steps(y, x);
    if (x == 0) return 0;
    const unsigned long long rest = y % x;
    if (rest == 0) return 1;
    if (y - x < x) return 1 + euclid_steps(y - x, x);
    const unsigned below = euclid_steps(rest, x);
    return below % 2 == 0 ? below + 1 : below + 2;
}

// Every-SG: each turn every unfinished game is moved, so the case lasts as long as its longest game, and both
// players steer every game as above; the one who moves last in the longest game moves last overall. MM (first)
// wins iff the largest step count is odd.
struct LongestGame {
    LongestGame() : longest(0) {}
    void clear() { longest = 0; }
    void add_game(long long p, long long q) {
        const unsigned steps = euclid_steps(static_cast<unsigned long long>(p), static_cast<unsigned long long>(q));
        if (steps > longest) longest = steps;
    }
    bool first_player_wins() const { return longest % 2 == 1; }
    unsigned longest;
};

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    LongestGame position;
    answer_cases(in, limits, out, position);
}

}  // namespace every_sg

#endif
