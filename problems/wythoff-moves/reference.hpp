// HDU 2177 reference: every move from (a, b) tried by the rules, a child printed when it is lost for the player to
// move there, by a memoised search of Wythoff's game (gamecore::GameSearch), no closed form. O(a*b*(a+b)) at first.
// Used by tests.cpp, wythoff-moves-reference and the checker's tests on small piles.
#ifndef WYTHOFF_MOVES_REFERENCE_HPP
#define WYTHOFF_MOVES_REFERENCE_HPP

#include <algorithm>
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "gamecore/game_search.hpp"
#include "problem.hpp"

namespace wythoff_moves {

// Positions as (smaller pile, larger pile): the order of the piles does not matter.
struct WythoffRules {
    typedef std::pair<long long, long long> Position;

    static Position position(long long u, long long v) { return u < v ? Position(u, v) : Position(v, u); }

    static void single_pile_moves(const Position& p, std::vector<Position>& out) {
        for (long long take = 1; take <= p.first; ++take) out.push_back(position(p.first - take, p.second));
        for (long long take = 1; take <= p.second; ++take) out.push_back(position(p.first, p.second - take));
    }

    static void equal_removal_moves(const Position& p, std::vector<Position>& out) {
        for (long long take = 1; take <= p.first; ++take) out.push_back(position(p.first - take, p.second - take));
    }

    void moves(const Position& p, std::vector<Position>& out) const {
        single_pile_moves(p, out);
        equal_removal_moves(p, out);
    }
};

// Piles up to 60: 1,891 positions of up to 180 moves, a few hundredths of a second.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_pile = 60;
    return limits;
}

inline std::string reference_description() {
    return "HDU 2177 reference: tries every move of Wythoff's game and prints those that leave\n"
           "a position lost by memoised search. Same input and output as wythoff-moves, for\n"
           "small piles.";
}

class MovesBySearch {
public:
    MovesBySearch() : search_(WythoffRules()) {}

    // The same order as the solver: equal-removal results, then single-pile results ascending, each once.
    void winning_moves(long long a, long long b, std::vector<Move>& moves) {
        moves.clear();
        const WythoffRules::Position p = WythoffRules::position(a, b);
        std::vector<WythoffRules::Position> equal, single;
        WythoffRules::equal_removal_moves(p, equal);
        WythoffRules::single_pile_moves(p, single);
        std::vector<Move> equal_lost, single_lost;
        for (std::size_t i = 0; i < equal.size(); ++i)
            if (!search_.wins(equal[i])) equal_lost.push_back(move(equal[i]));
        for (std::size_t i = 0; i < single.size(); ++i)
            if (!search_.wins(single[i])) single_lost.push_back(move(single[i]));
        std::sort(equal_lost.begin(), equal_lost.end());
        std::sort(single_lost.begin(), single_lost.end());
        for (std::size_t i = 0; i < equal_lost.size(); ++i) moves.push_back(equal_lost[i]);
        for (std::size_t i = 0; i < single_lost.size(); ++i) {
            if (i > 0 && single_lost[i] == single_lost[i - 1]) continue;
            if (std::find(equal_lost.begin(), equal_lost.end(), single_lost[i]) != equal_lost.end()) continue;
            moves.push_back(single_lost[i]);
        }
    }

    bool wins(long long a, long long b) { return search_.wins(WythoffRules::position(a, b)); }
    std::size_t positions_seen() const { return search_.positions_seen(); }

private:
    static Move move(const WythoffRules::Position& p) {
        Move m;
        m.x = p.first;
        m.y = p.second;
        return m;
    }

    gamecore::GameSearch<WythoffRules> search_;
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    // One search for every input the process reads: a position's outcome never changes, and the in-process stress
    // run's seeds meet mostly the same positions.
    static MovesBySearch decide;
    answer_positions(in, limits, out, decide);
}

}  // namespace wythoff_moves

#endif
