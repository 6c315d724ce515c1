// loopy.cpp's rules without `static const bool loopy`, for the workbench's tests: the Grundy search meets the cycle
// 1 -> 4 -> 1 and hands the whole table to retrograde analysis, which must find loopy.cpp's classes (P at 5k, N at
// 5k + 2 and 5k + 3, D at 5k + 1 and 5k + 4).
#include "workbench/game.hpp"

struct Game {
    typedef int Position;

    void moves(const int& n, std::vector<int>& out) const {
        for (int take = 2; take <= 3 && take <= n; ++take) out.push_back(n - take);
        if (n % 5 == 1 && n + 3 <= 1000) out.push_back(n + 3);
    }
};
GAMESUITE_WORKBENCH(Game)
