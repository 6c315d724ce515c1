// Misère Moore's Nim reference: the game decided by a memoised search over its rules, no closed form.
// A position is the sorted multiset of non-empty heaps; a move lowers 1..k of them, each by one stone or more.
// 5 heaps of <= 6: C(11, 5) = 462 positions per k of < 7^5 moves each. Used by tests.cpp, the in-process stress
// run and misere-moore-nim-reference.
#ifndef MISERE_MOORE_NIM_REFERENCE_HPP
#define MISERE_MOORE_NIM_REFERENCE_HPP

#include <algorithm>
#include <cstddef>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "gamecore/nim_rules.hpp"
#include "problem.hpp"

namespace misere_moore_nim {

// gamecore::GameSearch plays normal play (no move: a loss); here the player with no move WINS, because the
// opponent took the last stone. So this is a minimax of its own, as plain as the rules.
class MisereMooreSearch {
public:
    // The non-empty heaps, ascending (Nim's positions): an empty heap offers nothing, and order does not matter.
    typedef gamecore::NimRules::Position Position;

    static Position position_of(const std::vector<long long>& heaps) {
        return gamecore::NimRules::position_of(heaps);
    }

    // Does the player to move at p win, when a move may lower up to `take` heaps?
    bool wins(const Position& p, long long take) {
        // A move touches at most every non-empty heap: k beyond their number plays like their number, and so do the
        // positions after it, which have no more heaps. One memo entry serves every such k.
        const long long k = std::min<long long>(take, static_cast<long long>(p.size()));
        const Key key(k, p);
        std::map<Key, bool>::const_iterator known = memo_.find(key);
        if (known != memo_.end()) return known->second;
        Position next(p);
        const bool wins = p.empty() || reaches_lost(next, 0, k, k);  // no stone left: the opponent took the last one
        memo_[key] = wins;
        return wins;
    }

    std::size_t positions_seen() const { return memo_.size(); }

private:
    typedef std::pair<long long, Position> Key;

    // Lowers one more heap, at index >= first, and up to heaps_left - 1 after it (`next` holds the heaps lowered so
    // far): does some such move leave a position the opponent, moving with the same k, loses? `next` is restored.
    bool reaches_lost(Position& next, std::size_t first, long long heaps_left, long long k) {
        for (std::size_t i = first; i < next.size(); ++i) {
            const long long original = next[i];
            bool found = false;
            for (long long left = 0; left < original && !found; ++left) {
                next[i] = left;
                found = !wins(position_of(next), k);
                if (!found && heaps_left > 1) found = reaches_lost(next, i + 1, heaps_left - 1, k);
            }
            next[i] = original;
            if (found) return true;
        }
        return false;
    }

    std::map<Key, bool> memo_;
};

// 5 heaps of <= 6 stones, any k: C(11, 5) = 462 positions for each k up to 5 (a larger k plays like 5), the very
// positions tests.cpp proves the rule on, shared by every case the process reads.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_cases = 1000;
    limits.max_heaps = 5;
    limits.max_heap = 6;
    return limits;
}

inline std::string reference_description() {
    return "Misere Moore's Nim reference: plays the game by its rules (memoised misere search).\n"
           "Same input and output as misere-moore-nim, for few heaps of few stones.";
}

// The one search of the process: a position's outcome never changes, so every input the process reads, the
// in-process stress run's seeds and tests.cpp's proofs share it (they meet mostly the same positions).
inline MisereMooreSearch& shared_search() {
    static MisereMooreSearch search;
    return search;
}

inline bool wins_by_search(const std::vector<long long>& heaps, long long take) {
    return shared_search().wins(MisereMooreSearch::position_of(heaps), take);
}

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    answer_cases(in, limits, out, wins_by_search);
}

}  // namespace misere_moore_nim

#endif
