// A scoring game for the workbench's tests (no shipped example is one): take 1 or 2 tokens from a heap and score
// them; the position (n, d) is the heap and the mover's lead so far, and at n = 0 the score is d. Its value is
// d + f(n) with f(n) = max over k of k - f(n - k): 0, 1, 2, 1 repeated. The file's own positions() lists (n, 0).
#include "workbench/game.hpp"

struct Game {
    typedef std::pair<int, int> Position;

    void moves(const Position& p, std::vector<Position>& out) const {
        for (int take = 1; take <= 2 && take <= p.first; ++take) out.push_back(Position(p.first - take, -(p.second + take)));
    }
    long long score(const Position& p) const { return p.second; }  // the lead of the player to move, who cannot
    std::vector<Position> positions() const {
        std::vector<Position> list;
        for (int n = 0; n <= 40; ++n) list.push_back(Position(n, 0));
        return list;
    }
};
GAMESUITE_WORKBENCH(Game)
