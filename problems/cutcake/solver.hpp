// HDU 3544 Alice's Game (Cutcake): judge solver. Each bar's integer value in O(log side), summed exactly in two
// 64-bit words per player, no bar stored. Tested in tests.cpp against the game searched by its rules
// (reference.hpp) on every small position, and by testdata.
#ifndef CUTCAKE_SOLVER_HPP
#define CUTCAKE_SOLVER_HPP

#include "problem.hpp"

namespace cutcake {

// The value of one X x Y bar, Alice (Left) cutting X and Bob (Right) cutting Y: Cutcake (Winning Ways, ch. 2;
// statement.md has the proof). Halving both sides while both exceed 1 keeps the value; then an X x 1 bar is
// X - 1 free moves for Alice and a 1 x Y bar Y - 1 for Bob. Positive favours Alice; |value| < max side, so it
// fits a long long. O(log min(x, y)).
inline long long cutcake_value(long long x, long long y) {
    while (x > 1 && y > 1) {
        x /= 2;
        y /= 2;
    }
    return x > 1 ? x - 1 : -(y - 1);  // one side is 1 here; 1 x 1 is worth 0
}

// An unsigned sum too wide for one 64-bit word: the low word and the carries out of it. Up to 2^64 terms
// below 2^63 each fit, and no __int128 (HDU's G++ has none).
struct WideSum {
    WideSum() : low(0), high(0) {}
    void add(unsigned long long term) {
        low += term;
        if (low < term) ++high;  // the low word wrapped
    }
    bool greater_than(const WideSum& other) const {
        return high != other.high ? high > other.high : low > other.low;
    }
    unsigned long long low, high;
};

// A case is the sum of its bars, and the value of a sum is the sum of the values (Winning Ways, ch. 1-2). The
// values are integers, so Alice, moving first, wins iff the sum is positive: a zero game is lost by whoever
// moves first, a negative one by Alice whoever moves first.
struct CutcakeSum {
    void clear() { alice = bob = WideSum(); }
    void add_bar(long long x, long long y) {
        const long long value = cutcake_value(x, y);
        if (value > 0) alice.add(static_cast<unsigned long long>(value));
        else bob.add(static_cast<unsigned long long>(-value));
    }
    bool first_player_wins() const { return alice.greater_than(bob); }
    WideSum alice, bob;  // the free moves each player has in hand
};

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    CutcakeSum position;
    answer_cases(in, limits, out, position);
}

}  // namespace cutcake

#endif
