// POJ 1740 (A New Stone Game): judge solver. O(n log n) per case (one sort), exact up to 2^63 - 1 stones a pile.
// Tested in tests.cpp against the rules (reference.hpp) for every multiset of <= 4 piles of 0..4 stones and more, and by testdata.
#ifndef POJ1740_SOLVER_HPP
#define POJ1740_SOLVER_HPP

#include <algorithm>
#include <cstddef>
#include <cstdio>
#include <vector>

#include "gamecore/scanner.hpp"

namespace poj1740 {

// The judge's limits (enforced by --strict), and the larger ones this solver answers.
const long long judge_max_piles = 10;
const long long judge_max_pile = 100;
const long long max_piles = 1000000;
const long long max_pile = 9223372036854775807LL;

// The first player loses exactly when the non-empty piles split into pairs of
// equal size (statement.md has the proof). Empty piles take no part: nothing
// can be taken from them and no stone may be moved onto them. Sorts `piles`.
inline bool first_player_wins(std::vector<long long>& piles) {
    std::sort(piles.begin(), piles.end());
    std::size_t first = 0;
    while (first < piles.size() && piles[first] == 0) ++first;
    if ((piles.size() - first) % 2 != 0) return true;
    for (std::size_t i = first; i < piles.size(); i += 2)
        if (piles[i] != piles[i + 1]) return true;
    return false;
}

// Reads the next case into `piles`. False at the terminating 0. End of input
// before it also ends the input, except in strict mode, which wants the 0
// and then nothing more; lenient mode reads nothing after the 0.
inline bool read_case(gamecore::Scanner& in, std::vector<long long>& piles) {
    if (!in.strict() && in.at_end()) return false;
    const long long count = in.read_int(0, in.strict() ? judge_max_piles : max_piles, "pile count (0 ends the input)");
    in.read_eoln();
    if (count == 0) {
        if (in.strict()) in.read_eof();
        return false;
    }
    const long long limit = in.strict() ? judge_max_pile : max_pile;
    piles.clear();
    for (long long i = 0; i < count; ++i) {
        if (i > 0) in.read_space();
        piles.push_back(in.read_int(0, limit, "pile size"));
    }
    in.read_eoln();
    return true;
}

inline void solve(gamecore::Scanner& in) {
    std::vector<long long> piles;
    while (read_case(in, piles)) std::fputs(first_player_wins(piles) ? "1\n" : "0\n", stdout);
}

}  // namespace poj1740

#endif
