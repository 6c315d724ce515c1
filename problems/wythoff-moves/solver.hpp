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

inline Move ordered(unsigned long long u, unsigned long long v) {
    Move m;
    m.x = static_cast<long long>(u < v ? u : v);
    m.y = static_cast<long long>(u < v ? v : u);
    return m;
}

// The positions gamecore's winning moves from (a, b) leave, each as a pair x <= y (HDU 2177 names positions, not
// piles): the equal removal, which changes both piles, apart from the single-pile moves, which keep one.
struct CollectPositions {
    CollectPositions(unsigned long long a, unsigned long long b) : a(a), b(b), has_equal(false) {}
    void operator()(unsigned long long x, unsigned long long y) {
        if (x != a && y != b) {
            has_equal = true;
            equal = ordered(x, y);
        } else {
            single.push_back(ordered(x, y));
        }
    }
    unsigned long long a, b;
    bool has_equal;
    Move equal;
    std::vector<Move> single;
};

// The winning moves from (a, b), as the positions they leave, in the documented order: the equal-removal result
// first (there is at most one: the difference stays b - a), then the single-pile results ascending by (x, y), a
// position equal to the equal-removal result or to another single-pile result left out.
inline void winning_moves(long long a, long long b, std::vector<Move>& moves) {
    moves.clear();
    CollectPositions collect(static_cast<unsigned long long>(a), static_cast<unsigned long long>(b));
    gamecore::for_each_winning_wythoff_move(collect.a, collect.b, collect);
    if (collect.has_equal) moves.push_back(collect.equal);
    std::vector<Move>& single = collect.single;
    std::sort(single.begin(), single.end());
    for (std::size_t i = 0; i < single.size(); ++i) {
        if (collect.has_equal && single[i] == collect.equal) continue;
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
