// An acyclic game whose moves go up, for the workbench's tests: from n move to n + 1 or n + 2, up to 10^6, where
// nobody can move. A table 0 .. N in order meets every option unsolved, so the search runs 10^6 frames deep on its
// own stack; g(n) = (10^6 - n) mod 3 (the subtraction game {1, 2} counted down from the top).
#include "workbench/game.hpp"

struct Game {
    typedef int Position;
    static const int top = 1000000;

    void moves(const int& n, std::vector<int>& out) const {
        for (int step = 1; step <= 2; ++step)
            if (n + step <= top) out.push_back(n + step);
    }
};
GAMESUITE_WORKBENCH(Game)
