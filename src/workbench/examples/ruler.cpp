// The ruler game (coin turning) for the workbench: a row of coins 1, 2, ...; a move turns over a run of
// consecutive coins whose rightmost goes from heads to tails. A position is one head, at coin n (0: no coin); a
// move from it leaves the other coins of the run heads, side by side. O(n^2) a coin. Tested by
// src/tests/workbench/explore_test.py against g(n) = the largest power of 2 dividing n.
#include "workbench/game.hpp"

struct Game {
    typedef int Position;  // the head's coin

    void sum_moves(const int& n, std::vector<std::vector<int>>& out) const {
        for (int first = 1; first <= n; ++first) {  // the run first..n: n goes tails, first..n-1 heads
            std::vector<int> heads;
            for (int coin = first; coin < n; ++coin) heads.push_back(coin);
            out.push_back(heads);
        }
    }
};
GAMESUITE_WORKBENCH(Game)
