// Codeforces 1704F Colouring Game reference: the partizan game played by its rules, a memoised search over
// (strip of R, B and W, player to move), no counting argument and no Grundy values; O(3^n) states, short strips
// only. Used by tests.cpp, the in-process stress, moves_by_rules and colouring-game-reference.
#ifndef COLOURING_GAME_REFERENCE_HPP
#define COLOURING_GAME_REFERENCE_HPP

#include <cstddef>
#include <map>
#include <string>
#include <utility>

#include "problem.hpp"

namespace colouring_game {

class WinsBySearch {
public:
    // Does the player to move (Alice paints with red, Bob with blue) win on `strip`?
    bool wins(const std::string& strip, bool alice_to_move) {
        const std::pair<std::string, bool> key(strip, alice_to_move);
        const std::map<std::pair<std::string, bool>, bool>::const_iterator known = memo_.find(key);
        if (known != memo_.end()) return known->second;
        bool win = false;
        const char mine = alice_to_move ? 'R' : 'B';
        for (std::size_t i = 0; i + 1 < strip.size() && !win; ++i) {
            if (!legal(strip, i, mine)) continue;
            win = !wins(after(strip, i), !alice_to_move);
        }
        memo_[key] = win;
        return win;
    }

    bool operator()(const std::string& strip) { return wins(strip, true); }

    // A move on cells i and i + 1 (from 0) needs one of them in the mover's colour; both become white.
    static bool legal(const std::string& strip, std::size_t i, char colour) {
        return strip[i] == colour || strip[i + 1] == colour;
    }
    static std::string after(const std::string& strip, std::size_t i) {
        std::string next(strip);
        next[i] = next[i + 1] = 'W';
        return next;
    }

private:
    std::map<std::pair<std::string, bool>, bool> memo_;
};

inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_cells = 12;  // up to 2 * 3^12 states
    return limits;
}

inline std::string reference_description() {
    return "Codeforces 1704F Colouring Game reference: the partizan game played by its rules\n"
           "(memoised search over the strip and the player to move). Same input and output as\n"
           "colouring-game, for strips of at most 12 cells.";
}

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    WinsBySearch decide;
    answer_cases(in, limits, out, decide);
}

}  // namespace colouring_game

#endif
