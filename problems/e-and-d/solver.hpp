// Luogu P2148 [SDOI2009] E&D: judge solver. A pair's Grundy value is the lowest 0 bit of (a - 1) | (b - 1), xored
// over the pairs as read: O(1) a pair, exact for heaps to 2^63 - 1. Tested in tests.cpp against the rules and testdata.
#ifndef E_AND_D_SOLVER_HPP
#define E_AND_D_SOLVER_HPP

#include "problem.hpp"

namespace e_and_d {

// The index of the lowest 0 bit of m (m's trailing 1 bits counted): 0 to 64. A loop rather than a compiler
// built-in keeps the judge code gnu++98; random heaps end it after two steps on average.
inline unsigned lowest_zero_bit(unsigned long long m) {
    unsigned index = 0;
    for (; (m & 1) != 0; m >>= 1) ++index;
    return index;
}

// The pair (a, b), a, b >= 1, is worth the lowest 0 bit of (a - 1) | (b - 1) (statement.md has the proof): splitting
// a heap s reaches exactly the values of the 1 bits of s - 1, so the pair's options reach every 1 bit of the or and
// no 0 bit; its mex is the lowest 0 bit. At most 63: a - 1 and b - 1 are below 2^63 - 1.
inline unsigned pair_grundy(long long a, long long b) {
    return lowest_zero_bit(static_cast<unsigned long long>(a - 1) | static_cast<unsigned long long>(b - 1));
}

// The pairs' values xored as they come (Sprague-Grundy): E wins iff the sum is not 0.
struct PairSum {
    PairSum() : sum(0) {}
    void clear() { sum = 0; }
    void add_pair(long long a, long long b) { sum ^= pair_grundy(a, b); }
    bool first_player_wins() const { return sum != 0; }
    unsigned sum;
};

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    PairSum position;
    answer_cases(in, limits, out, position);
}

}  // namespace e_and_d

#endif
