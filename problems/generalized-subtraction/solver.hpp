// AtCoder ABC278 G (Generalized Subtraction Game): the judge solution, a player of the protocol (problem.hpp).
// O(N) per move; O(N^2) once where L = R and N - L is odd (Grundy values of one run). Tested in tests.cpp: its
// choice against the reference's search on every (N, L, R) with N <= 14, full games against every interactor
// strategy on every small (N, L, R), the testdata through scripts/judge (CLI, judge98 bundle).
#ifndef GENERALIZED_SUBTRACTION_SOLVER_HPP
#define GENERALIZED_SUBTRACTION_SOLVER_HPP

#include <cstddef>
#include <vector>

#include "problem.hpp"

namespace generalized_subtraction {

// g[m] for a run of m cards when every move removes exactly `y` cards: mex of g[a] xor g[m - y - a] over the
// a cards left on the left. A run has m - y + 1 options, so g[m] <= m - y + 1 <= n: `seen` needs no more room.
inline std::vector<int> fixed_run_grundy(int n, int y) {
    std::vector<int> g(static_cast<std::size_t>(n) + 1, 0);
    std::vector<int> seen(static_cast<std::size_t>(n) + 2, -1);  // seen[v] == m: v is an option of m
    for (int m = y; m <= n; ++m) {
        for (int a = 0; a <= m - y; ++a) {
            const int v = g[static_cast<std::size_t>(a)] ^ g[static_cast<std::size_t>(m - y - a)];
            if (v <= n + 1) seen[static_cast<std::size_t>(v)] = m;
        }
        int mex = 0;
        while (seen[static_cast<std::size_t>(mex)] == m) ++mex;
        g[static_cast<std::size_t>(m)] = mex;
    }
    return g;
}

// The strategy. Where L < R or N - L is even (the official editorial): go first, take a central run of y cards,
// L <= y <= R and y = N (mod 2), leaving two equal halves, then answer each move (a, b) with its reflection
// (N + 2 - a - b, b), which lies in the other half and is still there (Tweedledum and Tweedledee). Otherwise (L = R,
// N - L odd) the runs are independent games: go first iff g[N] != 0, and each turn move to a zero xor of the runs'
// values. Either way it keeps the cards actually on the table and moves only where a run is present: a judge that
// misbehaved gets a legal move, not an assumption.
class Player {
public:
    Player(int n, int l, int r) : n_(n), l_(l), cards_(n), mirror_(l < r || (n - l) % 2 == 0), opened_(false) {
        last_ = make_move(0, 0);
        if (!mirror_) grundy_ = fixed_run_grundy(n, l);
        first_ = mirror_ || grundy_[static_cast<std::size_t>(n)] != 0;
    }

    bool goes_first() const { return first_; }

    Move next_move() {
        Move move = mirror_ ? mirror_move() : grundy_move();
        if (move.y == 0) move = any_move();
        if (move.y != 0) cards_.remove(move.x, move.y);
        return move;
    }

    void opponent_moved(Move move) {
        cards_.remove(move.x, move.y);
        last_ = move;
    }

private:
    Move mirror_move() {
        if (!opened_) {
            opened_ = true;
            const int y = (l_ - n_) % 2 == 0 ? l_ : l_ + 1;  // then L < R, so L + 1 <= R
            return make_move((n_ - y) / 2 + 1, y);
        }
        const Move mirror = make_move(n_ + 2 - last_.x - last_.y, last_.y);
        return cards_.run_present(mirror.x, mirror.y) ? mirror : make_move(0, 0);
    }

    int value(int length) const { return grundy_[static_cast<std::size_t>(length)]; }

    Move grundy_move() {
        cards_.runs(runs_);
        int sum = 0;
        for (std::size_t i = 0; i < runs_.size(); ++i) sum ^= value(runs_[i].y);
        if (sum == 0) return make_move(0, 0);
        for (std::size_t i = 0; i < runs_.size(); ++i) {
            const int m = runs_[i].y, target = sum ^ value(m);
            if (target >= value(m)) continue;  // only a run holding the sum's top bit can reach it
            for (int a = 0; a <= m - l_; ++a)
                if ((value(a) ^ value(m - l_ - a)) == target) return make_move(runs_[i].x + a, l_);
        }
        return make_move(0, 0);
    }

    // Any legal move (the leftmost), or none: only reached if the position is lost, which the choice of side avoids.
    Move any_move() {
        cards_.runs(runs_);
        for (std::size_t i = 0; i < runs_.size(); ++i)
            if (runs_[i].y >= l_) return make_move(runs_[i].x, l_);
        return make_move(0, 0);
    }

    int n_, l_;
    Cards cards_;
    bool mirror_, opened_, first_;
    Move last_;
    std::vector<int> grundy_;
    std::vector<Move> runs_;
};

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    play_game<Player>(in, limits, out);
}

}  // namespace generalized_subtraction

#endif
