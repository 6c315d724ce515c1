// HDU 3544 reference: Cutcake played by its rules, no values. A memoised search of whole positions (the multiset
// of bars and who moves), O(positions x cuts); small bars only. Used by tests.cpp and cutcake-reference.
#ifndef CUTCAKE_REFERENCE_HPP
#define CUTCAKE_REFERENCE_HPP

#include <algorithm>
#include <cstddef>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "problem.hpp"

namespace cutcake {

// Who is to move. Alice cuts X, Bob cuts Y.
enum Player { alice_moves = 0, bob_moves = 1 };

// Every position reached from some bars, won or lost for each player to move, found by trying every cut: a
// player who cannot cut loses. One shortcut, read off the rules and not from any value: a bar of height 1 is
// only Alice's to cut, every cut of it leaves bars of height 1, and it takes exactly X - 1 cuts whatever their
// order, so it is kept as X - 1 spare cuts of Alice's; a bar of width 1, Y - 1 spare cuts of Bob's. (Without it
// two 6 x 6 bars cost the search over a million positions.) The memo persists, so cases share it.
class CutcakeSearch {
public:
    typedef std::pair<long long, long long> Bar;

    // Alice's spare cuts, Bob's, then the bars with both sides >= 2 in ascending order.
    struct Position {
        Position() : alice_spare(0), bob_spare(0) {}
        long long alice_spare, bob_spare;
        std::vector<Bar> bars;
        bool operator<(const Position& other) const {
            if (alice_spare != other.alice_spare) return alice_spare < other.alice_spare;
            if (bob_spare != other.bob_spare) return bob_spare < other.bob_spare;
            return bars < other.bars;
        }
        void add(const Bar& bar) {
            if (bar.second == 1) alice_spare += bar.first - 1;
            else if (bar.first == 1) bob_spare += bar.second - 1;
            else bars.push_back(bar);
        }
    };

    static Position position_of(const std::vector<Bar>& bars) {
        Position p;
        for (std::size_t i = 0; i < bars.size(); ++i) p.add(bars[i]);
        std::sort(p.bars.begin(), p.bars.end());
        return p;
    }

    // Does `player`, to move at p, win?
    bool wins(const Position& p, Player player) {
        std::map<Position, bool>& memo = memo_[player];
        const std::map<Position, bool>::const_iterator known = memo.find(p);
        if (known != memo.end()) return known->second;
        const Player other = player == alice_moves ? bob_moves : alice_moves;
        bool won = false;
        if (player == alice_moves ? p.alice_spare > 0 : p.bob_spare > 0) {  // one spare cut
            Position next(p);
            --(player == alice_moves ? next.alice_spare : next.bob_spare);
            won = !wins(next, other);
        }
        for (std::size_t chosen = 0; chosen < p.bars.size() && !won; ++chosen) {
            if (chosen > 0 && p.bars[chosen] == p.bars[chosen - 1]) continue;  // an equal bar: the same cuts
            const Bar bar = p.bars[chosen];
            const long long side = player == alice_moves ? bar.first : bar.second;
            for (long long part = 1; part <= side / 2 && !won; ++part) {  // part and side - part: the same cut
                Position next(p);
                next.bars.erase(next.bars.begin() + static_cast<std::ptrdiff_t>(chosen));
                if (player == alice_moves) {
                    next.add(Bar(part, bar.second));
                    next.add(Bar(side - part, bar.second));
                } else {
                    next.add(Bar(bar.first, part));
                    next.add(Bar(bar.first, side - part));
                }
                std::sort(next.bars.begin(), next.bars.end());
                won = !wins(next, other);
            }
        }
        memo[p] = won;
        return won;
    }

    std::size_t positions_seen() const { return memo_[0].size() + memo_[1].size(); }

private:
    std::map<Position, bool> memo_[2];
};

// Up to 3 bars of sides up to 5 a case: 5 x 5, 5 x 4 and 5 x 5 cost the search about 10^5 positions, 0.15 s; a
// 6 x 6 and a 6 x 5 bar already 3 * 10^5, and four such bars more than 20 s. Up to 100 cases, sharing the memo.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_cases = 100;
    limits.max_bars = 3;
    limits.max_side = 5;
    return limits;
}

inline std::string reference_description() {
    return "HDU 3544 reference: Cutcake searched by its rules (every cut of every bar,\n"
           "memoised over whole positions; no values). Same input and output as cutcake,\n"
           "for a few small bars.";
}

// A case's bars, decided by the search with Alice to move.
class SearchedCase {
public:
    void clear() { bars_.clear(); }
    void add_bar(long long x, long long y) { bars_.push_back(CutcakeSearch::Bar(x, y)); }
    bool first_player_wins() { return search_.wins(CutcakeSearch::position_of(bars_), alice_moves); }

private:
    CutcakeSearch search_;
    std::vector<CutcakeSearch::Bar> bars_;
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    // One search for every input the process reads: a position's outcome never changes, and the in-process stress
    // run's seeds meet mostly the same positions.
    static SearchedCase position;
    answer_cases(in, limits, out, position);
}

}  // namespace cutcake

#endif
