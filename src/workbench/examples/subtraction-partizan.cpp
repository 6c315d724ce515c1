// A partizan subtraction game for the workbench: one heap; Left takes 1 or 2 tokens, Right 1 or 3. O(1) a
// position. Tested by src/tests/workbench/explore_test.py against the classes worked by hand: 0 P, 1 N, 2 L, 3 N, and
// L from 4 on (Left moving first leaves n - 1, lost for Right, who only ever leaves Left a heap of 1 or more).
#include "workbench/game.hpp"

struct Game {
    typedef int Position;  // the heap

    void left_moves(const int& n, std::vector<int>& out) const {
        for (int take = 1; take <= 2 && take <= n; ++take) out.push_back(n - take);
    }
    void right_moves(const int& n, std::vector<int>& out) const {
        for (int take = 1; take <= 3 && take <= n; take += 2) out.push_back(n - take);
    }
};
GAMESUITE_WORKBENCH(Game)
