// HDU 2177 (Wythoff's game, winning moves): judge solver. O(1) per position, exact up to 2^63 - 1: each winning
// move ends on the losing pair with a given difference or a given member, which gamecore/wythoff.hpp finds exactly.
// Tested in tests.cpp against every move tried by the rules (reference.hpp).
#ifndef WYTHOFF_MOVES_SOLVER_HPP
#define WYTHOFF_MOVES_SOLVER_HPP

#include <algorithm>
#include <cstddef>
#include <vector>

#include "gamecore/wythoff.hpp"
#include "problem.hpp"

namespace wythoff_moves {

inline bool is_losing(unsigned long long x, unsigned long long y) { return gamecore::is_wythoff_losing(x, y); }

// The losing pair with difference d >= 1, when its smaller member is below `below` (then the pair is within
// 2^63 - 1: below + d is at most the input's larger pile).
inline bool losing_pair_with_difference(unsigned long long d, unsigned long long below, Move& move) {
    unsigned long long smaller;
    if (!gamecore::wythoff_smaller_of_difference(d, smaller) || smaller >= below) return false;
    move.x = static_cast<long long>(smaller);
    move.y = static_cast<long long>(smaller + d);
    return true;
}

inline Move ordered(unsigned long long u, unsigned long long v) {
    Move m;
    m.x = static_cast<long long>(u < v ? u : v);
    m.y = static_cast<long long>(u < v ? v : u);
    return m;
}

// The winning moves from (a, b), as the positions they leave, in the documented order: the equal-removal result
// first (there is at most one: the difference stays b - a), then the single-pile results ascending by (x, y), a
// position equal to the equal-removal result or to another single-pile result left out. Every winning move ends on
// a losing pair: equal removal on the one with difference b - a (or (0, 0) when a = b), a single-pile move on the
// one containing the pile that stays.
inline void winning_moves(long long a_in, long long b_in, std::vector<Move>& moves) {
    moves.clear();
    const unsigned long long a = static_cast<unsigned long long>(a_in < b_in ? a_in : b_in);
    const unsigned long long b = static_cast<unsigned long long>(a_in < b_in ? b_in : a_in);
    if (is_losing(a, b)) return;
    Move equal = ordered(0, 0);  // when a = b > 0, taking a from both
    const bool has_equal = a == b || losing_pair_with_difference(b - a, a, equal);
    if (has_equal) moves.push_back(equal);
    std::vector<Move> single;
    unsigned long long p;
    // A partner past 2^63 - 1 (false) is above every pile of the input: no move reaches it.
    if (gamecore::wythoff_partner(a, p) && p < b) single.push_back(ordered(a, p));  // b reduced to a's partner
    if (gamecore::wythoff_partner(b, p) && p < a) single.push_back(ordered(p, b));  // a reduced to b's partner
    std::sort(single.begin(), single.end());
    for (std::size_t i = 0; i < single.size(); ++i) {
        if (has_equal && single[i] == equal) continue;
        if (i > 0 && single[i] == single[i - 1]) continue;  // a = b: either pile reduced gives the same position
        moves.push_back(single[i]);
    }
}

struct WinningMoves {
    void winning_moves(long long a, long long b, std::vector<Move>& moves) const {
        wythoff_moves::winning_moves(a, b, moves);
    }
};

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    WinningMoves decide;
    answer_positions(in, limits, out, decide);
}

}  // namespace wythoff_moves

#endif
