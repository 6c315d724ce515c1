// Misère Moore's Nim: judge solver. O(64 + n) per case, exact for heaps up to 2^63 - 1 and any k >= 1.
// Tested in tests.cpp against a misère search of the rules on every multiset of <= 5 heaps of 0..6, k = 1..5, and
// by the testdata (derived by a Python search).
#ifndef MISERE_MOORE_NIM_SOLVER_HPP
#define MISERE_MOORE_NIM_SOLVER_HPP

#include <vector>

#include "gamecore/moore.hpp"
#include "problem.hpp"

namespace misere_moore_nim {

// Moore's misère rule (statement.md has the proof): with every heap at most 1, the first player wins iff the
// number of ones is not 1 mod (k + 1); otherwise iff some binary digit position holds a number of ones that is not
// a multiple of k + 1 (the normal-play rule). Empty heaps change neither test.
inline bool first_player_wins(const std::vector<long long>& heaps, long long take) {
    return gamecore::misere_moore_nim_first_player_wins(heaps.begin(), heaps.end(),
                                                        static_cast<unsigned long long>(take));
}

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    answer_cases(in, limits, out, first_player_wins);
}

}  // namespace misere_moore_nim

#endif
