// POJ 1067 (Wythoff's game): judge solver. O(1) per pair, exact up to 2^63 - 1.
// Tested in tests.cpp against the rules (reference.hpp) for all a, b <= 60, and by testdata.
#ifndef POJ1067_SOLVER_HPP
#define POJ1067_SOLVER_HPP

#include <cstdio>

#include "gamecore/scanner.hpp"
#include "gamecore/wythoff.hpp"

namespace poj1067 {

const long long max_pile = 9223372036854775807LL;

inline bool first_player_wins(unsigned long long a, unsigned long long b) {
    return !gamecore::is_wythoff_losing(a, b);
}

inline void solve(gamecore::Scanner& in) {
    while (!in.at_end()) {
        const long long a = in.read_int(0, max_pile, "pile size");
        const long long b = in.read_int(0, max_pile, "pile size");
        std::fputs(first_player_wins(a, b) ? "1\n" : "0\n", stdout);
    }
}

}  // namespace poj1067

#endif
