// POJ 1704 (Georgia and Bob): judge solver. O(N) per case after the parser's sort, exact for cells up to 2^63 - 1.
// Tested in tests.cpp against the rules (reference.hpp) for every set of <= 4 cells in 1..12 and more, and by testdata.
#ifndef POJ1704_SOLVER_HPP
#define POJ1704_SOLVER_HPP

#include <cstddef>
#include <vector>

#include "gamecore/nim.hpp"
#include "problem.hpp"

namespace poj1704 {

// Staircase Nim (statement.md): pair the pieces from the right, the leftmost
// one with a wall at cell 0 when their number is odd; the empty cells inside
// each pair are a Nim heap, and the cells between pairs do not matter.
// `cells` must be ascending and distinct.
inline bool first_player_wins(const std::vector<long long>& cells) {
    std::vector<unsigned long long> heaps;
    std::size_t right = cells.size();  // pieces right..end are paired already
    for (; right >= 2; right -= 2)
        heaps.push_back(static_cast<unsigned long long>(cells[right - 1] - cells[right - 2] - 1));
    if (right == 1) heaps.push_back(static_cast<unsigned long long>(cells[0] - 1));  // paired with the wall
    return gamecore::nim_sum(heaps.begin(), heaps.end()) != 0;
}

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    answer_cases(in, limits, out, first_player_wins);
}

}  // namespace poj1704

#endif
