// POJ 3480 / HDU 1907 reference: misère Nim decided by a memoised minimax over its rules, no closed form.
// k piles of <= v stones: C(v + k, k) positions of < k*v moves each. Used by tests.cpp and misere-nim-reference.
#ifndef MISERE_NIM_REFERENCE_HPP
#define MISERE_NIM_REFERENCE_HPP

#include <algorithm>
#include <cstddef>
#include <map>
#include <string>
#include <vector>

#include "gamecore/nim_rules.hpp"
#include "problem.hpp"

namespace misere_nim {

// gamecore::GameSearch plays normal play (no move: a loss); here the player with no move WINS, because the
// opponent ate the last sweet. So this is a minimax of its own, as plain as the rules.
class MisereNimSearch {
public:
    // The positions of Nim's rules (the non-empty piles, ascending), played here to the opposite end.
    typedef gamecore::NimRules::Position Position;

    static Position position_of(const std::vector<long long>& piles) { return gamecore::NimRules::position_of(piles); }

    // Does the player to move at p win?
    bool wins(const Position& p) {
        std::map<Position, bool>::const_iterator known = memo_.find(p);
        if (known != memo_.end()) return known->second;
        bool wins = p.empty();  // no sweet left: the opponent ate the last one
        for (std::size_t chosen = 0; chosen < p.size() && !wins; ++chosen) {
            for (long long left = 0; left < p[chosen] && !wins; ++left) {
                Position next(p);
                next[chosen] = left;
                wins = !this->wins(position_of(next));
            }
        }
        memo_[p] = wins;
        return wins;
    }

    std::size_t positions_seen() const { return memo_.size(); }

private:
    std::map<Position, bool> memo_;
};

// 6 piles of <= 7 stones: C(13, 6) = 1716 positions of < 42 moves each, shared by all cases.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_cases = 1000;
    limits.max_piles = 6;
    limits.max_pile = 7;
    return limits;
}

inline std::string reference_description() {
    return "POJ 3480 / HDU 1907 reference: plays misere Nim by its rules (memoised minimax).\n"
           "Same input and output as misere-nim, for few piles of few sweets.";
}

struct WinsBySearch {
    bool operator()(const std::vector<long long>& piles) { return search.wins(MisereNimSearch::position_of(piles)); }
    MisereNimSearch search;
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    // One search for every input the process reads: a position's outcome never changes, and the in-process stress
    // run's seeds meet mostly the same positions.
    static WinsBySearch decide;
    answer_cases(in, limits, out, decide);
}

}  // namespace misere_nim

#endif
