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
// can be taken from them and no stone may be moved onto them. Sorts piles[0, count).
inline bool first_player_wins(long long* piles, std::size_t count) {
    // Losing needs every size an even number of times, and then the sizes xor to 0: a non-zero xor already
    // proves a win, so only positions that xor to 0 (rare unless they are lost) pay for the sort.
    unsigned long long sizes_xor = 0;
    for (std::size_t i = 0; i < count; ++i) sizes_xor ^= static_cast<unsigned long long>(piles[i]);
    if (sizes_xor != 0) return true;
    std::sort(piles, piles + count);
    std::size_t first = 0;
    while (first < count && piles[first] == 0) ++first;
    if ((count - first) % 2 != 0) return true;
    for (std::size_t i = first; i < count; i += 2)
        if (piles[i] != piles[i + 1]) return true;
    return false;
}

// Not through answer_cases: the case is decided where it was read, with no copy.
inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    std::vector<long long> piles;
    for (std::size_t count; (count = read_case(in, limits, piles)) > 0;)
        out.write(first_player_wins(&piles[0], count) ? "1\n" : "0\n");
}

}  // namespace poj1740

#endif
