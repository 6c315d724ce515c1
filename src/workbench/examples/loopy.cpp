// A loopy heap game for the workbench: take 2 or 3 tokens, or add 3 to a heap of 5k + 1 tokens (up to a cap of
// 1000 tokens), so that play can go round. O(1) a position. Tested by src/tests/workbench/explore_test.py against
// the classes worked by hand: n mod 5 = 0 P (remoteness 2n/5), 2 and 3 N, 1 and 4 D (1 and 4 only reach each other
// or N, and 5k + 1 and 5k + 4 likewise: no P option, always an escape to a draw).
#include "workbench/game.hpp"

struct Game {
    typedef int Position;  // the heap
    static const bool loopy = true;
    static const int cap = 1000;

    void moves(const int& n, std::vector<int>& out) const {
        for (int take = 2; take <= 3 && take <= n; ++take) out.push_back(n - take);
        if (n % 5 == 1 && n + 3 <= cap) out.push_back(n + 3);
    }
};
GAMESUITE_WORKBENCH(Game)
