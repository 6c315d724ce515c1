// Wythoff's game played by its rules, for the references (no golden ratio): a position is the two piles, a move takes
// from one pile or the same from both. O(a + b) moves a position. Tested in src/tests/wythoff_test.cpp.
#ifndef GAMECORE_WYTHOFF_RULES_HPP
#define GAMECORE_WYTHOFF_RULES_HPP

#include <utility>
#include <vector>

namespace gamecore {

// The rules for gamecore::GameSearch; the piles keep their order (pile a first), as the judges give them.
struct WythoffRules {
    typedef std::pair<long long, long long> Position;

    void moves(const Position& p, std::vector<Position>& out) const {
        for (long long take = 1; take <= p.first; ++take) out.push_back(Position(p.first - take, p.second));
        for (long long take = 1; take <= p.second; ++take) out.push_back(Position(p.first, p.second - take));
        for (long long take = 1; take <= p.first && take <= p.second; ++take)
            out.push_back(Position(p.first - take, p.second - take));
    }
};

}  // namespace gamecore

#endif
