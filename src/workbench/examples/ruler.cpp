// The ruler game (coin turning) for the workbench: a row of coins 1, 2, ...; a move turns over a run of
// consecutive coins whose rightmost goes from heads to tails. A position is one head, at coin n (0: no coin); a
// move from it leaves the other coins of the run heads, side by side. O(n^2) a coin. Tested by
// src/tests/workbench/explore_test.py against g(n) = the largest power of 2 dividing n.
#include "workbench/game.hpp"

struct Game {
    typedef int Position;  // the head's coin

    // A template over the list, as lasker.cpp's: the run first..n turns n to tails and leaves first..n-1 heads,
    // the runs from the shortest up, one vector grown a coin at a time.
    template <class Sums>
    void sum_moves(const int& n, Sums& out) const {
        std::vector<int> heads;
        for (int first = n; first >= 1; --first) {
            if (first < n) heads.push_back(first);
            out.push_back(heads);
        }
    }
};
GAMESUITE_WORKBENCH(Game)
