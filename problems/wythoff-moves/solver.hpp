// HDU 2177 (Wythoff's game, winning moves): judge solver. O(1) per position, exact up to 2^63 - 1: each winning
// move ends on the losing pair with a given difference or a given member, found by gamecore/wythoff.hpp's exact
// test among 3 or 4 candidates. Tested in tests.cpp against every move tried by the rules (reference.hpp).
#ifndef WYTHOFF_MOVES_SOLVER_HPP
#define WYTHOFF_MOVES_SOLVER_HPP

#include <algorithm>
#include <cstddef>
#include <vector>

#include "gamecore/wythoff.hpp"
#include "problem.hpp"

namespace wythoff_moves {

const unsigned long long largest_pile = 9223372036854775807ULL;

inline bool is_losing(unsigned long long x, unsigned long long y) { return gamecore::is_wythoff_losing(x, y); }

// floor(k * phi) - 2 <= approx <= floor(k * phi), for 1 <= k < 2^63 (gamecore/wythoff.hpp's filter).
inline unsigned long long approx_k_phi(unsigned long long k) {
    return gamecore::wythoff_detail::floor_k_phi_within_two(k);
}

// The losing pair (a_d, a_d + d) with difference d >= 1, when a_d < below: a_d = floor(d * phi) is one of the
// three candidates from approx_k_phi, and each candidate c < below keeps c + d < 2^63.
inline bool losing_pair_with_difference(unsigned long long d, unsigned long long below, Move& move) {
    const unsigned long long approx = approx_k_phi(d);
    for (unsigned long long c = approx; c <= approx + 2 && c < below; ++c) {
        if (is_losing(c, c + d)) {
            move.x = static_cast<long long>(c);
            move.y = static_cast<long long>(c + d);
            return true;
        }
    }
    return false;
}

// The one pile p that makes (x, p) a losing pair (the pairs (a_k, a_k + k) cover every x >= 1 exactly once), when
// p <= 2^63 - 1. With q = floor(x / phi) = floor(x * phi) - x, which approx_k_phi puts in [k0, k0 + 2]:
// if x = a_k + k then its partner a_k is q; if x = a_k then k = ceil(x / phi) is q or q + 1, partner x + k.
inline bool partner(unsigned long long x, unsigned long long& p) {
    if (x == 0) {
        p = 0;
        return true;
    }
    const unsigned long long approx = approx_k_phi(x);
    const unsigned long long k0 = approx > x ? approx - x : 0;
    for (unsigned long long q = k0; q <= k0 + 2 && q < x; ++q) {
        if (is_losing(q, x)) {
            p = q;
            return true;
        }
    }
    for (unsigned long long k = k0 > 0 ? k0 : 1; k <= k0 + 3 && k <= largest_pile - x; ++k) {
        if (is_losing(x, x + k)) {
            p = x + k;
            return true;
        }
    }
    return false;  // the partner is past 2^63 - 1, so no pile of the input is above it
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
    if (partner(a, p) && p < b) single.push_back(ordered(a, p));  // b reduced to a's partner
    if (partner(b, p) && p < a) single.push_back(ordered(p, b));  // a reduced to b's partner
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
