// Lasker's Nim for the workbench: from a heap take any number of tokens, or split it into two non-empty heaps.
// O(n) options a heap. Tested by src/tests/workbench/explore_test.py against g(4k+1..4k+4) = 4k+1, 4k+2, 4k+4, 4k+3.
#include "workbench/game.hpp"

struct Game {
    typedef int Position;  // a heap of n tokens

    // Templates over the list: the workbench then takes each option as it comes, storing none (the vector forms,
    // moves(const int&, std::vector<int>&), work too: src/tests/workbench/games/ruler-vectors.cpp).
    template <class Out>
    void moves(const int& n, Out& out) const {
        for (int left = 0; left < n; ++left) out.push_back(left);
    }
    // The split leaves two heaps side by side, worth the xor of their values.
    template <class Sums>
    void sum_moves(const int& n, Sums& out) const {
        for (int a = 1; 2 * a <= n; ++a) out.push_back({a, n - a});
    }
};
GAMESUITE_WORKBENCH(Game)
