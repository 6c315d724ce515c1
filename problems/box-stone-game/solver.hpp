// HDU 1729 Stone Game: judge solver. A box's Grundy value by reducing its size to the largest t with t(t + 1) < s,
// O(log log s) steps of an exact integer square root (O(log s) each); the boxes xored, O(1) memory a case.
// Tested in tests.cpp against the mex definition for every c <= s <= 400, and against the game played by its
// rules (reference.hpp) on every pair of boxes of size <= 10; by the testdata.
#ifndef BOX_STONE_GAME_SOLVER_HPP
#define BOX_STONE_GAME_SOLVER_HPP

#include "problem.hpp"

namespace box_stone_game {

// floor(sqrt(n)) for n < 2^63, exactly: bisection below 2^ceil(bits(n) / 2), which is at most 2^32 and whose
// squares below it fit 64 bits (root <= 3037000499 for every n < 2^63).
inline unsigned long long integer_sqrt(unsigned long long n) {
    int bits = 0;
    while (bits < 64 && (n >> bits) != 0) ++bits;
    // n < 2^bits, so sqrt(n) < 2^ceil(bits / 2)
    unsigned long long low = 0, high = (1ULL << ((bits + 1) / 2)) - 1;
    if (high > 3037000499ULL) high = 3037000499ULL;
    while (low < high) {  // the largest root with root * root <= n
        const unsigned long long mid = low + (high - low + 1) / 2;
        if (mid * mid <= n) low = mid;
        else high = mid - 1;
    }
    return low;
}

// For a size s >= 1: the largest t >= 0 with t (t + 1) < s, the most stones from which one move cannot fill the
// box (t + t^2 is the most it reaches). t = floor(sqrt(s)) or one less: t^2 <= s, so (t - 1) t < s, and
// (t + 1)(t + 2) > s. Sizes 1 and 2 give 0.
inline unsigned long long largest_unfillable(unsigned long long size) {
    unsigned long long t = integer_sqrt(size);
    if (t * (t + 1) >= size) --t;  // t >= 1 here, since 0 * 1 < size
    return t;
}

// The Grundy value of a box of size s holding c <= s stones, t = largest_unfillable(s):
//   c > t: one move reaches every count c + 1 .. s (c^2 >= s - c), so the box is a Nim heap of s - c;
//   c = t: every move passes t and reaches a heap of s - c' >= s - t - t^2 >= 1, never 0: value 0;
//   c < t: no move from c reaches past t, and from t the mover loses, so whoever first passes t loses: the box is
//          worth what the box of size t holding c is (statement.md has the whole argument).
// s = 0 (so c = 0) offers no move: 0. Every value is below 2^63.
inline unsigned long long box_value(long long size, long long stones) {
    unsigned long long s = static_cast<unsigned long long>(size);
    const unsigned long long c = static_cast<unsigned long long>(stones);
    while (s != 0) {
        const unsigned long long t = largest_unfillable(s);
        if (c > t) return s - c;
        if (c == t) return 0;
        s = t;
    }
    return 0;
}

// A case: the xor of its boxes' values (Sprague-Grundy); the player to move wins iff it is not 0.
struct XorOfBoxes {
    XorOfBoxes() : sum(0) {}
    void clear() { sum = 0; }
    void add_box(long long size, long long stones) { sum ^= box_value(size, stones); }
    bool first_player_wins() const { return sum != 0; }
    unsigned long long sum;
};

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    XorOfBoxes position;
    answer_cases(in, limits, out, position);
}

}  // namespace box_stone_game

#endif
