// Codeforces 768E Game of Stones: judge solver. A heap's Grundy value in closed form, O(log s) a heap (a binary
// search over t, 4 steps for heaps to 60), xored as read. Tested in tests.cpp against the game searched by its rules
// (reference.hpp) on every heap to 60, the whole range the parser accepts, and by the testdata.
#ifndef GAME_OF_STONES_ONCE_SOLVER_HPP
#define GAME_OF_STONES_ONCE_SOLVER_HPP

#include "problem.hpp"

namespace game_of_stones_once {

// t(t + 1) / 2 without overflow for t < 2^32 (below 2^63).
inline unsigned long long triangle(unsigned long long t) {
    return t % 2 == 0 ? (t / 2) * (t + 1) : t * ((t + 1) / 2);
}

// g(s) = the largest t with 1 + 2 + ... + t <= s: 0, 1, 1, 2, 2, 2, 3, ... (statement.md: why it is at most t for
// every s, and the search's check that it is t for every s <= 60). The arithmetic is exact for every s >= 0 a long
// long holds (t < 2^32, triangles below 2^63), though the parser takes no heap past 60.
inline unsigned long long heap_value(long long heap) {
    const unsigned long long s = static_cast<unsigned long long>(heap);
    unsigned long long low = 0, high = 1ULL << 32;  // triangle(low) <= s < triangle(high)
    if (s <= 60) high = 11;                            // triangle(11) = 66
    while (high - low > 1) {
        const unsigned long long middle = low + (high - low) / 2;
        if (triangle(middle) <= s) low = middle;
        else high = middle;
    }
    return low;
}

// The heaps' values xored as they come (Sprague-Grundy): Sam (first) wins iff the sum is not 0.
struct StonesSum {
    StonesSum() : sum(0) {}
    void clear() { sum = 0; }
    void add_heap(long long heap) { sum ^= heap_value(heap); }
    bool first_player_wins() const { return sum != 0; }
    unsigned long long sum;
};

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    StonesSum position;
    answer_cases(in, limits, out, position);
}

}  // namespace game_of_stones_once

#endif
