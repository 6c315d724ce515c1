// HDU 2516 reference: the game played by its rules, a memoised search (gamecore::GameSearch) over (stones left,
// largest take allowed): O(n^2) positions, <= n moves each, O(n^3 log n) at worst. Used by tests.cpp and stress.
#ifndef FIBONACCI_NIM_REFERENCE_HPP
#define FIBONACCI_NIM_REFERENCE_HPP

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "gamecore/game_search.hpp"
#include "problem.hpp"

namespace fibonacci_nim {

// A position is (stones left r, largest take allowed now), the take capped at r: a cap above r allows nothing
// more, and capping merges positions that play alike.
class TakeRules {
public:
    typedef std::pair<long long, long long> Position;

    static Position position(long long stones, long long largest_take) {
        return Position(stones, largest_take < stones ? largest_take : stones);
    }

    // The first move takes anything but the whole heap.
    static Position start(long long n) { return position(n, n - 1); }

    // Take t, 1 <= t <= the cap; the opponent may then take up to 2t. No stones left: no move, a loss.
    void moves(const Position& p, std::vector<Position>& out) const {
        for (long long take = 1; take <= p.second; ++take) out.push_back(position(p.first - take, 2 * take));
    }
};

// n up to 200: the search reaches 6835 positions and tries 320663 moves, a few hundredths of a second.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_stones = 200;
    return limits;
}

inline std::string reference_description() {
    return "HDU 2516 reference: plays the heap by the rules (memoised search over stones\n"
           "left and largest take allowed), no Fibonacci numbers. Same input and output as\n"
           "fibonacci-nim, for small n.";
}

class WinsBySearch {
public:
    WinsBySearch() : search_(TakeRules()) {}
    bool first_player_wins(long long n) { return search_.wins(TakeRules::start(n)); }
    // The player to move with `stones` left who may take at most `largest_take` (for --moves: after a first move).
    bool mover_wins(long long stones, long long largest_take) {
        return search_.wins(TakeRules::position(stones, largest_take));
    }
    std::size_t positions_seen() const { return search_.positions_seen(); }

private:
    gamecore::GameSearch<TakeRules> search_;
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    // One search for every input the process reads: a position's outcome never changes, and the in-process stress
    // run's seeds meet mostly the same positions.
    static WinsBySearch game;
    answer_lines(in, limits, out, game);
}

}  // namespace fibonacci_nim

#endif
