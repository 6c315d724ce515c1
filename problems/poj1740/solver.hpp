// POJ 1740 (A New Stone Game): judge solver. O(n log n) per case (one sort), exact up to 2^63 - 1 stones a pile.
// Tested against the rules (reference.hpp) on all multisets of <= 4 piles of 0..4 stones and more, and by testdata.
#ifndef POJ1740_SOLVER_HPP
#define POJ1740_SOLVER_HPP

#include <algorithm>
#include <cstddef>
#include <vector>

#include "problem.hpp"

namespace poj1740 {

// The first player loses exactly when the non-empty piles split into pairs of
// equal size (statement.md has the proof). Empty piles take no part: nothing
// can be taken from them and no stone may be moved onto them. Sorts `piles`.
inline bool first_player_wins(std::vector<long long>& piles) {
    // Losing needs every size an even number of times, and then the sizes xor to 0: a non-zero xor already
    // proves a win, so only positions that xor to 0 (rare unless they are lost) pay for the sort.
    unsigned long long sizes_xor = 0;
    for (std::size_t i = 0; i < piles.size(); ++i) sizes_xor ^= static_cast<unsigned long long>(piles[i]);
    if (sizes_xor != 0) return true;
    std::sort(piles.begin(), piles.end());
    std::size_t first = 0;
    while (first < piles.size() && piles[first] == 0) ++first;
    if ((piles.size() - first) % 2 != 0) return true;
    for (std::size_t i = first; i < piles.size(); i += 2)
        if (piles[i] != piles[i + 1]) return true;
    return false;
}

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    answer_cases(in, limits, out, first_player_wins);
}

}  // namespace poj1740

#endif
