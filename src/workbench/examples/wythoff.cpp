// Wythoff's game for the workbench: two heaps (a, b); take any number from one, or the same number from both.
// O(a + b) options a position. Tested by src/tests/workbench/explore_test.py against the Beatty pairs of phi.
#include "workbench/game.hpp"

struct Game {
    typedef std::pair<int, int> Position;  // written "a,b"

    template <class Out>  // any list with emplace_back: a std::vector, or the workbench's own, which stores nothing
    void moves(const Position& p, Out& out) const {
        for (int k = 1; k <= p.first; ++k) out.emplace_back(p.first - k, p.second);
        for (int k = 1; k <= p.second; ++k) out.emplace_back(p.first, p.second - k);
        for (int k = 1; k <= p.first && k <= p.second; ++k) out.emplace_back(p.first - k, p.second - k);
    }
};
GAMESUITE_WORKBENCH(Game)
