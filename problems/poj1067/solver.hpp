// POJ 1067 (Wythoff's game): judge solver. O(1) per pair, exact up to 2^63 - 1.
// Tested in tests.cpp against the rules (reference.hpp) for all a, b <= 60, and by testdata.
#ifndef POJ1067_SOLVER_HPP
#define POJ1067_SOLVER_HPP

#include <cstdio>

#include "gamecore/scanner.hpp"
#include "gamecore/wythoff.hpp"

namespace poj1067 {

const long long judge_max_pile = 1000000000LL;  // the judge's limit, enforced by --strict
const long long max_pile = 9223372036854775807LL;  // what this solver answers exactly

inline bool first_player_wins(unsigned long long a, unsigned long long b) {
    return !gamecore::is_wythoff_losing(a, b);
}

// One pair per line until end of input; strict mode also wants at least one.
inline void solve(gamecore::Scanner& in) {
    const long long limit = in.strict() ? judge_max_pile : max_pile;
    if (in.strict() && in.at_end()) in.fail_next("pile size");
    while (!in.at_end()) {
        const long long a = in.read_int(0, limit, "pile size");
        in.read_space();
        const long long b = in.read_int(0, limit, "pile size");
        in.read_eoln();
        std::fputs(first_player_wins(a, b) ? "1\n" : "0\n", stdout);
    }
}

}  // namespace poj1067

#endif
