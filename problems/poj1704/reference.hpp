// POJ 1704 reference: Georgia and Bob decided by memoised search over its rules, no closed form.
// Positions reachable from N pieces within cells 1..P: C(P, N), each with < P moves. Used by tests.cpp and reference.cpp.
#ifndef POJ1704_REFERENCE_HPP
#define POJ1704_REFERENCE_HPP

#include <algorithm>
#include <cstddef>
#include <vector>

#include "gamecore/game_search.hpp"

namespace poj1704 {

struct GeorgiaAndBobRules {
    // The occupied cells, ascending.
    typedef std::vector<long long> Position;

    static Position position_of(std::vector<long long> cells) {
        std::sort(cells.begin(), cells.end());
        return cells;
    }

    // A piece moves left to any free cell before the next piece on its left
    // (or cell 1): it may neither land on nor jump over a piece.
    void moves(const Position& p, std::vector<Position>& out) const {
        for (std::size_t piece = 0; piece < p.size(); ++piece) {
            const long long blocked_at = piece == 0 ? 0 : p[piece - 1];
            for (long long cell = blocked_at + 1; cell < p[piece]; ++cell) {
                Position next(p);
                next[piece] = cell;
                out.push_back(next);
            }
        }
    }
};

}  // namespace poj1704

#endif
