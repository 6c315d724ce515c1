// HDU 3404 Switch lights (2-D coin turning): judge solver. A light at (x, y) is worth x (x) y, the nim product (the
// Tartan theorem), xored as read: O(1) a light. Tested in tests.cpp against the game searched by its rules.
#ifndef SWITCH_LIGHTS_SOLVER_HPP
#define SWITCH_LIGHTS_SOLVER_HPP

#include "gamecore/nimber.hpp"
#include "problem.hpp"

namespace switch_lights {

// The move set is the product of two 1-D coin-turning games, "turn coin x2 (heads) and maybe one coin x1 < x2",
// whose lone head at coin x >= 1 is worth mex{0, 1, ..., x - 1} = x: a Nim heap. By the Tartan theorem (Winning
// Ways ch. 14) the product game's lone light at (x, y) is worth x (x) y, and a board the xor of its lights' values.
// Coordinates below 2^31 keep both factors, and so the product, in F_{2^32}.
inline unsigned light_value(long long x, long long y) {
    return gamecore::nim_product32(static_cast<unsigned>(x), static_cast<unsigned>(y));
}

struct NimProductSum {
    NimProductSum() : sum(0) {}
    void clear() { sum = 0; }
    void add_light(long long x, long long y) { sum ^= light_value(x, y); }
    bool first_player_wins() const { return sum != 0; }
    unsigned sum;
};

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    NimProductSum position;
    answer_cases(in, limits, out, position);
}

}  // namespace switch_lights

#endif
