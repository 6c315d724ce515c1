// HDU 3032 Nim or not Nim? (Lasker's Nim): judge solver. Closed-form Grundy value per heap, xored as read: O(1) a
// heap, exact for heaps up to 2^63 - 1. Tested in tests.cpp against the rules (reference.hpp) and by testdata.
#ifndef LASKER_SOLVER_HPP
#define LASKER_SOLVER_HPP

#include "problem.hpp"

namespace lasker {

// g(0) = 0, g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3 (the Nim articles, Lasker's Nim;
// statement.md has the proof). Unsigned: g(2^63 - 1) = 2^63 does not fit a long long, and g(2^31 - 1) = 2^31
// does not fit an int.
inline unsigned long long lasker_grundy(unsigned long long heap) {
    switch (heap % 4) {
        case 3: return heap + 1;
        case 0: return heap == 0 ? 0 : heap - 1;
        default: return heap;
    }
}

// The heaps' Grundy values xored as they come (Sprague-Grundy): Alice wins iff the sum is not 0.
struct LaskerSum {
    LaskerSum() : sum(0) {}
    void clear() { sum = 0; }
    void add_heap(long long heap) { sum ^= lasker_grundy(static_cast<unsigned long long>(heap)); }
    bool first_player_wins() const { return sum != 0; }
    unsigned long long sum;
};

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    LaskerSum position;
    answer_cases(in, limits, out, position);
}

}  // namespace lasker

#endif
