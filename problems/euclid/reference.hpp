// POJ 2348 reference: Euclid's Game played by its rules, a memoised win/loss search (gamecore::GameSearch) of every
// pair reachable, no quotient shortcut: <= N^2 / 2 pairs, <= N moves each. Used by tests.cpp and the stress test.
#ifndef EUCLID_REFERENCE_HPP
#define EUCLID_REFERENCE_HPP

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "gamecore/game_search.hpp"
#include "problem.hpp"

namespace euclid {

// A pair (smaller, larger): the order of the two numbers does not matter to the rules.
struct EuclidRules {
    typedef std::pair<long long, long long> Position;

    static Position position_of(long long a, long long b) { return a < b ? Position(a, b) : Position(b, a); }

    // Subtract m * smaller from larger, 1 <= m, the result >= 0. A pair holding 0 has no move: the player who made
    // the 0 has won, so the player to move has lost, which is GameSearch's "no move loses".
    void moves(const Position& position, std::vector<Position>& out) const {
        const long long smaller = position.first;
        if (smaller == 0) return;
        for (long long rest = position.second - smaller; rest >= 0; rest -= smaller)
            out.push_back(position_of(smaller, rest));
    }
};

// Numbers up to 100: at most 5050 pairs, each with at most 100 moves, a few milliseconds.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_number = 100;
    return limits;
}

inline std::string reference_description() {
    return "POJ 2348 reference: plays Euclid's Game by its rules (memoised search of every\n"
           "reachable pair), no quotient rule. Same input and output as euclid, for small numbers.";
}

class WinsBySearch {
public:
    WinsBySearch() : search_(EuclidRules()) {}
    bool first_player_wins(long long a, long long b) { return search_.wins(EuclidRules::position_of(a, b)); }
    std::size_t positions_seen() const { return search_.positions_seen(); }

private:
    gamecore::GameSearch<EuclidRules> search_;
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    // One search for every input the process reads: a position's outcome never changes, and the in-process stress
    // run's seeds meet mostly the same positions.
    static WinsBySearch game;
    answer_lines(in, limits, out, game);
}

}  // namespace euclid

#endif
