// POI 2009 KAM Pebbles reference: the game decided by memoised search over its rules (gamecore::GameSearch), no
// differences, no staircase. C(A + n, n) rows of n piles up to A, each < n * A moves. Used by tests.cpp and
// staircase-reference.
#ifndef STAIRCASE_REFERENCE_HPP
#define STAIRCASE_REFERENCE_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/game_search.hpp"
#include "problem.hpp"

namespace staircase {

struct PebblesRules {
    // The pile sizes, left to right, non-decreasing.
    typedef std::vector<long long> Position;

    // Pile i may go down to any size v >= its left neighbour (0 for the first pile) and < its own size.
    void moves(const Position& p, std::vector<Position>& out) const {
        for (std::size_t i = 0; i < p.size(); ++i) {
            const long long lowest = i == 0 ? 0 : p[i - 1];
            for (long long v = lowest; v < p[i]; ++v) {
                Position next(p);
                next[i] = v;
                out.push_back(next);
            }
        }
    }
};

// C(17, 7) = 19448 rows of 7 piles up to 10, shared by every arrangement of an input: well under a second.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_piles = 7;
    limits.max_pile = 10;
    return limits;
}

inline std::string reference_description() {
    return "POI 2009 KAM Pebbles reference: plays the game by its rules (memoised search).\n"
           "Same input and output as staircase, for few piles of few pebbles.";
}

// Collects the row, then searches it.
class WinsBySearch {
public:
    WinsBySearch() : search_(PebblesRules()) {}
    void start(long long) { row_.clear(); }
    void add_pile(long long pile) { row_.push_back(pile); }
    bool first_player_wins() { return search_.wins(row_); }

private:
    std::vector<long long> row_;
    gamecore::GameSearch<PebblesRules> search_;
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    // One search for every input the process reads: a position's outcome never changes, and the in-process stress
    // run's seeds meet mostly the same positions.
    static WinsBySearch position;
    answer_arrangements(in, limits, out, position);
}

}  // namespace staircase

#endif
