// POJ 1704 reference: Georgia and Bob decided by memoised search over its rules, no closed form.
// Positions reachable from N pieces within cells 1..P: C(P, N), each with < P moves. Used by tests.cpp and
// poj1704-reference.
#ifndef POJ1704_REFERENCE_HPP
#define POJ1704_REFERENCE_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/game_search.hpp"
#include "problem.hpp"

namespace poj1704 {

struct GeorgiaAndBobRules {
    // The occupied cells, ascending (as the parser leaves them).
    typedef std::vector<long long> Position;

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

// C(24, 6) = 134596 positions at most, shared by all cases: a whole input stays well under a second.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_cases = 1000;
    limits.max_pieces = 6;
    limits.max_position = 24;
    return limits;
}

inline std::string reference_description() {
    return "POJ 1704 reference: plays Georgia and Bob by its rules (memoised search).\n"
           "Same input and output as poj1704, for few pieces on small cells.";
}

struct WinsBySearch {
    WinsBySearch() : search(GeorgiaAndBobRules()) {}
    bool operator()(const std::vector<long long>& cells) { return search.wins(cells); }
    gamecore::GameSearch<GeorgiaAndBobRules> search;
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    // One search for every input the process reads: a position's outcome never changes, and the in-process stress
    // run's seeds meet mostly the same positions.
    static WinsBySearch decide;
    answer_cases(in, limits, out, decide);
}

}  // namespace poj1704

#endif
