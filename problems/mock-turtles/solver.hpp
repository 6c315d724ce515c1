// HDU 3537 Daizhenyang's Coin (Mock Turtles): judge solver. Closed-form Grundy value per distinct heads-up coin,
// xored as read: O(1) a coin, exact to 2^63 - 1. Tested in tests.cpp against the rules (reference.hpp) and OEIS.
#ifndef MOCK_TURTLES_SOLVER_HPP
#define MOCK_TURTLES_SOLVER_HPP

#include "gamecore/nim.hpp"
#include "problem.hpp"

namespace mock_turtles {

// A lone head at coin x (numbered from 0) is worth the (x+1)-th odious number (OEIS A000069; Winning Ways, Mock
// Turtles): 2x + 1 when x has an even number of 1 bits, else 2x, so that the value itself is odious.
// statement.md has the proof. Unsigned: the largest value, g(2^63 - 1) = 2^64 - 2, fits in 64 bits.
inline unsigned long long mock_turtles_grundy(unsigned long long coin) {
    return 2 * coin + (1 ^ gamecore::bit_parity(coin));
}

// Coin turning is a sum of one-head games (flipping a tails coin = adding a head, two heads cancel), so the
// distinct heads' values are xored: Daizhenyang wins iff the sum is not 0.
struct MockTurtlesSum {
    MockTurtlesSum() : sum(0) {}
    void clear() { sum = 0; }
    void add_head(long long coin) { sum ^= mock_turtles_grundy(static_cast<unsigned long long>(coin)); }
    bool first_player_wins() const { return sum != 0; }
    unsigned long long sum;
};

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    MockTurtlesSum position;
    answer_cases(in, limits, out, position);
}

}  // namespace mock_turtles

#endif
