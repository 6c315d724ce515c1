// POJ 2931 Procrastination: judge solver. O(total cubes) per case: exact surreal values of the towers
// (gamecore/dyadic.hpp). Tested in tests.cpp against the definition and the DP (reference.hpp), and by testdata.
#ifndef PROCRASTINATION_SOLVER_HPP
#define PROCRASTINATION_SOLVER_HPP

#include <cstddef>
#include <vector>

#include "gamecore/dyadic.hpp"
#include "problem.hpp"

namespace procrastination {

// The tower as a Blue-Red Hackenbush string, white = Left (Fang Zhanpeng's paper on partizan games,
// 方展鹏, 浅谈如何解决不平等博弈问题, section 2.3): the bottom run of one colour counts +1 per white cube or
// -1 per black one; after it, the j-th cube counts +2^-j if white, -2^-j if black. The fraction is built
// bit by bit (white bits minus black bits), so O(height) overall.
inline gamecore::Dyadic tower_value(const Tower& tower) {
    if (tower.empty()) return gamecore::Dyadic();
    const bool base = tower[0];
    std::size_t run = 0;
    while (run < tower.size() && tower[run] == base) ++run;
    std::vector<bool> white_bits(tower.size() - run, false), black_bits(tower.size() - run, false);
    for (std::size_t j = 0; run + j < tower.size(); ++j) {
        if (tower[run + j]) white_bits[j] = true;
        else black_bits[j] = true;
    }
    const long long units = base ? static_cast<long long>(run) : -static_cast<long long>(run);
    return gamecore::Dyadic(units) + gamecore::Dyadic::binary_fraction(white_bits) -
           gamecore::Dyadic::binary_fraction(black_bits);
}

// A sum of games is valued by the sum of the values (Fang Zhanpeng's paper, theorem 8).
inline gamecore::Dyadic configuration_value(const Configuration& c) {
    return tower_value(c.towers[0]) + tower_value(c.towers[1]) + tower_value(c.towers[2]);
}

// (C, T) is a W-configuration iff value(C) + value(T) > 0, and tower values
// are every dyadic rational. So if value(C1) >= value(C2) no T can separate
// them, and if value(C1) < value(C2) the tower of value -value(C1) does:
// (C1, T) is 0 (lost by whoever moves first), (C2, T) is positive.
inline bool at_least_as_favourable(const Configuration& c1, const Configuration& c2) {
    return configuration_value(c1) >= configuration_value(c2);
}

// Lenient (the default): any blanks, CRLF, blank lines between cases, suite_limits().
// Strict (--strict): the exact format and judge_limits(); the caller picks the limits.
inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    answer_cases(in, limits, out, at_least_as_favourable);
}

}  // namespace procrastination

#endif
