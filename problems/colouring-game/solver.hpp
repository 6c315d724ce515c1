// Codeforces 1704F Colouring Game judge solver: the counts of red and blue decide; with equal counts, the maximal
// alternating runs are heaps of Dawson's Kayles (octal 0.07, period certified at start-up by gamecore/octal.hpp),
// xored. O(n) a strip. Tested in tests.cpp against reference.hpp's partizan search on every strip of <= 10 cells.
#ifndef COLOURING_GAME_SOLVER_HPP
#define COLOURING_GAME_SOLVER_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/octal.hpp"
#include "problem.hpp"

namespace colouring_game {

// Dawson's Kayles g(n) for any n, from the period gamecore certifies (preperiod 53, period 34).
using gamecore::DawsonKaylesValues;

// What decides a strip (of R, B and, after moves, W for white): the count of each colour and the xor of g over the
// maximal runs of coloured cells in which neighbours differ.
struct StripValue {
    std::size_t red, blue;
    unsigned runs_xor;
};

inline StripValue strip_value(const std::string& strip, const DawsonKaylesValues& g) {
    StripValue v = {0, 0, 0};
    std::size_t run = 0;
    for (std::size_t i = 0; i < strip.size(); ++i) {
        v.red += strip[i] == 'R';
        v.blue += strip[i] == 'B';
        if (strip[i] == 'W') run = 0;
        else run = i > 0 && strip[i - 1] != 'W' && strip[i - 1] != strip[i] ? run + 1 : 1;
        if (run > 0 && (i + 1 == strip.size() || strip[i + 1] == 'W' || strip[i + 1] == strip[i])) {
            v.runs_xor ^= g.value(run);
        }
    }
    return v;
}

// Does the player to move win? Each move of a player whitens at least one cell of his colour, and a move on a red
// and a blue neighbour takes one of each: the player with more cells of his colour outlasts the other. With equal
// counts both play the red-blue pairs, an impartial game in which a run of L alternating cells loses two adjacent
// ones (Dawson's Kayles, 0.07); whoever must first whiten a cell of his own alone then runs out first.
inline bool mover_wins(const StripValue& v, bool alice_to_move) {
    const std::size_t own = alice_to_move ? v.red : v.blue, other = alice_to_move ? v.blue : v.red;
    if (own != other) return own > other;
    return v.runs_xor != 0;
}

class AliceWins {
public:
    bool operator()(const std::string& strip) const { return mover_wins(strip_value(strip, g_), true); }
    const DawsonKaylesValues& values() const { return g_; }

private:
    DawsonKaylesValues g_;
};

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    const AliceWins decide;
    answer_cases(in, limits, out, decide);
}

}  // namespace colouring_game

#endif
