// HDU 5795 A Simple Nim: judge solver. Closed-form Grundy value per heap, xored as read: O(1) a heap, exact for
// heaps up to 2^63 - 1. Tested in tests.cpp against the rules (reference.hpp), the hexadecimal core and testdata.
#ifndef SIMPLE_NIM_SOLVER_HPP
#define SIMPLE_NIM_SOLVER_HPP

#include "problem.hpp"

namespace simple_nim {

// g(0) = 0, g(8k+7) = 8k+8, g(8k+8) = 8k+7, otherwise g(x) = x (the official editorial as quoted in the catalogue;
// statement.md has the proof, tests.cpp holds it to the hexadecimal core and to a mex table). Unsigned:
// g(2^63 - 1) = 2^63 does not fit a long long.
inline unsigned long long simple_nim_grundy(unsigned long long heap) {
    switch (heap % 8) {
        case 7: return heap + 1;
        case 0: return heap == 0 ? 0 : heap - 1;
        default: return heap;
    }
}

// The heaps' Grundy values xored as they come (Sprague-Grundy): the first player wins iff the sum is not 0.
struct SimpleNimSum {
    SimpleNimSum() : sum(0) {}
    void clear() { sum = 0; }
    void add_heap(long long heap) { sum ^= simple_nim_grundy(static_cast<unsigned long long>(heap)); }
    bool first_player_wins() const { return sum != 0; }
    unsigned long long sum;
};

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    SimpleNimSum position;
    answer_cases(in, limits, out, position);
}

}  // namespace simple_nim

#endif
