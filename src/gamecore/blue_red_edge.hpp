// Blue-Red Hackenbush: the value of one edge standing on the ground under a subtree worth x, exactly, in
// O(limbs of x). Tested in problems/blue-red-hackenbush/tests.cpp and problems/purple-hearts/tests.cpp (game searches).
#ifndef GAMECORE_BLUE_RED_EDGE_HPP
#define GAMECORE_BLUE_RED_EDGE_HPP

#include <cassert>

#include "gamecore/dyadic.hpp"

namespace gamecore {

// Left's (blue, black) edge under a subtree worth x is the game { x-part's options plus "cut me" = 0 | the
// subtree's Right options }, whose value is the simplest number above both 0 and x's Left options (Winning Ways,
// ch. 2; the editorial of CodeChef GERALD08):
//   x > 0:   x + 1;
//   x <= 0:  with x = -n + f, n = -floor(x) and 0 <= f < 1, the value (1 + f) / 2^n = (x + n + 1) / 2^n.
// Right's (red, white) edge is the mirror image, -(Left's edge under -x):
//   x < 0:   x - 1;
//   x >= 0:  with c = ceil(x), the value (x - c - 1) / 2^c.
// |x| is at most the number of edges above, so the integer part always fits in a long long.
inline Dyadic black_edge_value(const Dyadic& x) {
    if (x.sign() > 0) return x + Dyadic(1);
    long long floor = 0;
    const bool fits = x.floor().to_integer(floor);
    assert(fits);
    static_cast<void>(fits);
    return (x + Dyadic(1 - floor)).times_power_of_two(floor);  // floor = -n
}

inline Dyadic white_edge_value(const Dyadic& x) {
    if (x.sign() < 0) return x - Dyadic(1);
    long long ceiling = 0;
    const bool fits = x.floor().to_integer(ceiling);
    assert(fits);
    static_cast<void>(fits);
    if (x.exponent() != 0) ++ceiling;  // not an integer: ceil = floor + 1
    return (x - Dyadic(ceiling + 1)).times_power_of_two(-ceiling);
}

}  // namespace gamecore

#endif
