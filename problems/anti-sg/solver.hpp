// HDU 2509 Be the Winner: judge solver. The SJ theorem (anti-SG) on the rows' Grundy values, O(n) per case, exact
// for rows up to 2^63 - 1. Tested in tests.cpp against the misère game played by its rules (reference.hpp).
#ifndef ANTI_SG_SOLVER_HPP
#define ANTI_SG_SOLVER_HPP

#include <vector>

#include "gamecore/misere.hpp"
#include "problem.hpp"

namespace anti_sg {

// In normal play a row of v apples has Grundy value v: taking a block leaves rows a and b with a + b < v, worth
// a xor b <= a + b < v, and taking the last v - w apples reaches every w < v. So the rows are their own Grundy
// values, 0 only for a finished (empty) row, which is what the SJ theorem asks of its components.
inline bool first_player_wins(const std::vector<long long>& rows) {
    return gamecore::anti_sg_first_player_wins(rows.begin(), rows.end());
}

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    answer_cases(in, limits, out, first_player_wins);
}

}  // namespace anti_sg

#endif
