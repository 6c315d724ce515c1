// The ruler game of src/workbench/examples/ruler.cpp in sum_moves' plain vector form (a vector of vectors, each
// option a vector of its own): the form a file need not template. O(n^2) a coin. Tested by
// src/tests/workbench/explore_test.py: its table is the example's.
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
