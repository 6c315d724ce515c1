// Codeforces 603C Lieges of Legendre: judge solver. A heap's Grundy value in closed form, O(log a) a heap (its
// halvings), xored as read; exact for k and heaps to 2^63 - 1. Tested in tests.cpp against the rules
// (reference.hpp) for every k <= 12 and heap <= 3000, and by the testdata.
#ifndef LIEGES_OF_LEGENDRE_SOLVER_HPP
#define LIEGES_OF_LEGENDRE_SOLVER_HPP

#include "problem.hpp"

namespace lieges_of_legendre {

// g(a), the Grundy value of one heap of a when a split makes k heaps (statement.md has the proof). k equal heaps
// xor to 0 when k is even and to g(x) when k is odd, so a split of 2x is worth 0 or g(x):
//   k even: g(0..2) = 0, 1, 2; from 3 on, 1 for even a and 0 for odd a.
//   k odd:  g(0..4) = 0, 1, 0, 1, 2; from 5 on, 0 for odd a, and for even a = 2x, mex {0, g(x)}: 2 if g(x) = 1,
//           else 1. The even a >= 6 are halved until odd or below 6, then the rule is applied back up.
inline unsigned heap_value(long long heap, bool k_odd) {
    if (!k_odd) {
        if (heap <= 2) return static_cast<unsigned>(heap);
        return heap % 2 == 0 ? 1u : 0u;
    }
    static const unsigned small[6] = {0, 1, 0, 1, 2, 0};
    int halvings = 0;
    while (heap >= 6 && heap % 2 == 0) {
        heap /= 2;
        ++halvings;
    }
    unsigned value = heap < 6 ? small[heap] : 0u;  // an odd heap of 5 or more is worth 0
    for (int i = 0; i < halvings; ++i) value = value == 1 ? 2u : 1u;
    return value;
}

// The heaps' values xored as they come (Sprague-Grundy): Kevin wins iff the sum is not 0.
struct LiegesSum {
    LiegesSum() : k_odd(false), sum(0) {}
    void start(long long split) {
        k_odd = split % 2 != 0;
        sum = 0;
    }
    void add_heap(long long heap) { sum ^= heap_value(heap, k_odd); }
    bool first_player_wins() const { return sum != 0; }
    bool k_odd;
    unsigned sum;
};

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    LiegesSum position;
    answer_cases(in, limits, out, position);
}

}  // namespace lieges_of_legendre

#endif
