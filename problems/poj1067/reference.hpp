// POJ 1067 reference: Wythoff's game decided by memoised search over its rules, no closed form.
// O(a*b*(a+b)) positions x moves. Used by tests.cpp and reference.cpp on small piles.
#ifndef POJ1067_REFERENCE_HPP
#define POJ1067_REFERENCE_HPP

#include <utility>
#include <vector>

#include "gamecore/game_search.hpp"

namespace poj1067 {

struct WythoffRules {
    typedef std::pair<long long, long long> Position;

    void moves(const Position& p, std::vector<Position>& out) const {
        for (long long take = 1; take <= p.first; ++take) out.push_back(Position(p.first - take, p.second));
        for (long long take = 1; take <= p.second; ++take) out.push_back(Position(p.first, p.second - take));
        for (long long take = 1; take <= p.first && take <= p.second; ++take)
            out.push_back(Position(p.first - take, p.second - take));
    }
};

}  // namespace poj1067

#endif
