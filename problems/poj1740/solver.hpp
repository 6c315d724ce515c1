// POJ 1740 (A New Stone Game): judge solver. O(n log n) per case (one sort), exact up to 2^63 - 1 stones a pile.
// Tested against the rules (reference.hpp) on all multisets of <= 4 piles of 0..4 stones and more, and by testdata.
#ifndef POJ1740_SOLVER_HPP
#define POJ1740_SOLVER_HPP

#include <algorithm>
#include <cstddef>
#include <vector>

#include "gamecore/nim.hpp"
#include "problem.hpp"

namespace poj1740 {

// The first player loses exactly when the non-empty piles split into pairs of
// equal size (statement.md has the proof). Empty piles take no part: nothing
// can be taken from them and no stone may be moved onto them. Sorts piles[0, count) when sizes_xor, the xor of
// their sizes, is 0.
inline bool first_player_wins(long long* piles, std::size_t count, unsigned long long sizes_xor) {
    // Losing needs every size an even number of times, and then the sizes xor to 0: a non-zero xor already
    // proves a win, so only positions that xor to 0 (rare unless they are lost) pay for the sort.
    if (sizes_xor != 0) return true;
    std::sort(piles, piles + count);
    std::size_t first = 0;
    while (first < count && piles[first] == 0) ++first;
    if ((count - first) % 2 != 0) return true;
    for (std::size_t i = first; i < count; i += 2)
        if (piles[i] != piles[i + 1]) return true;
    return false;
}

inline bool first_player_wins(long long* piles, std::size_t count) {
    return first_player_wins(piles, count, gamecore::nim_sum(piles, piles + count));
}

// The xor of a case's sizes, gathered while the case is read.
struct SizesXor {
    unsigned long long value;
    void operator()(long long size) { value ^= static_cast<unsigned long long>(size); }
};

// Not through answer_cases: the case is decided where it was read, with no copy and no second pass for the xor.
inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    const gamecore::CountedRows format = case_format(limits);
    std::vector<long long> piles;
    for (;;) {
        SizesXor sizes_xor = {0};
        const std::size_t count = format.read_case(in, piles, sizes_xor);
        if (count == 0) break;
        out.write(first_player_wins(&piles[0], count, sizes_xor.value) ? "1\n" : "0\n");
    }
}

}  // namespace poj1740

#endif
