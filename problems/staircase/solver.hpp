// POI 2009 KAM Pebbles: judge solver. Staircase Nim on the differences of neighbouring piles, folded in as the piles
// are read: O(1) a pile, exact up to 2^63 - 1. Tested in tests.cpp against the rules (reference.hpp), and by testdata.
#ifndef STAIRCASE_SOLVER_HPP
#define STAIRCASE_SOLVER_HPP

#include <cstddef>
#include <vector>

#include "problem.hpp"

namespace staircase {

// d_i = a_i - a_(i-1) (a_0 = 0). Taking x pebbles from pile i moves x units from d_i to d_(i+1), or off the row
// when i = n: staircase Nim whose steps are counted from the right end (statement.md). The first player wins iff
// the xor of d_i over i = n, n - 2, n - 4, ... is not 0.
class StaircaseSum {
public:
    StaircaseSum() : piles_(0), read_(0), previous_(0), sum_(0) {}

    void start(long long piles) {
        piles_ = piles;
        read_ = 0;
        previous_ = 0;
        sum_ = 0;
    }

    // `pile` >= the previous pile, so the difference is a non-negative long long.
    void add_pile(long long pile) {
        ++read_;
        if ((piles_ - read_) % 2 == 0) sum_ ^= static_cast<unsigned long long>(pile - previous_);
        previous_ = pile;
    }

    bool first_player_wins() const { return sum_ != 0; }

private:
    long long piles_, read_, previous_;
    unsigned long long sum_;
};

// The same decision for a whole row (tests). `piles` must be non-decreasing and non-negative.
inline bool first_player_wins(const std::vector<long long>& piles) {
    StaircaseSum sum;
    sum.start(static_cast<long long>(piles.size()));
    for (std::size_t i = 0; i < piles.size(); ++i) sum.add_pile(piles[i]);
    return sum.first_player_wins();
}

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    StaircaseSum position;
    answer_arrangements(in, limits, out, position);
}

}  // namespace staircase

#endif
