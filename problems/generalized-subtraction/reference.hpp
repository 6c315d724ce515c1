// AtCoder ABC278 G reference: the game played by its rules. The Grundy value of a whole position (the multiset of
// run lengths) by memoised search over every legal move, no xor of parts assumed; a player that moves to a position
// of value 0. Positions of N cards: the partitions of at most N, each with < N^2 moves. Used by tests.cpp and
// generalized-subtraction-reference (an interactive player like the solver, for N <= 16).
#ifndef GENERALIZED_SUBTRACTION_REFERENCE_HPP
#define GENERALIZED_SUBTRACTION_REFERENCE_HPP

#include <algorithm>
#include <cstddef>
#include <map>
#include <string>
#include <vector>

#include "problem.hpp"

namespace generalized_subtraction {

// N <= 16: at most 231 partitions of 16, every partition of less too, a few hundred moves each.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_cards = 16;
    limits.max_run = 16;
    return limits;
}

inline std::string reference_description() {
    return "AtCoder ABC278 G reference: plays the game by its rules (memoised search over\n"
           "the multiset of runs), the same protocol as generalized-subtraction, N <= 16.";
}

// Positions are sorted run lengths, runs shorter than L dropped (no move touches them).
class RunSearch {
public:
    RunSearch(int l, int r) : l_(l), r_(r) {}

    static std::vector<int> position_of(const std::vector<Move>& runs, int l) {
        std::vector<int> lengths;
        for (std::size_t i = 0; i < runs.size(); ++i)
            if (runs[i].y >= l) lengths.push_back(runs[i].y);
        std::sort(lengths.begin(), lengths.end());
        return lengths;
    }

    // The position after removing y cards of run `index`, leaving a on its left.
    std::vector<int> after(const std::vector<int>& position, std::size_t index, int a, int y) const {
        std::vector<int> next;
        for (std::size_t i = 0; i < position.size(); ++i)
            if (i != index) next.push_back(position[i]);
        const int b = position[index] - y - a;
        if (a >= l_) next.push_back(a);
        if (b >= l_) next.push_back(b);
        std::sort(next.begin(), next.end());
        return next;
    }

    // mex over every legal move of the value of the position it leaves.
    int value(const std::vector<int>& position) {
        const std::map<std::vector<int>, int>::const_iterator known = memo_.find(position);
        if (known != memo_.end()) return known->second;
        std::vector<char> seen;
        for (std::size_t i = 0; i < position.size(); ++i)
            for (int y = l_; y <= r_ && y <= position[i]; ++y)
                for (int a = 0; a + y <= position[i]; ++a) {
                    const std::size_t v = static_cast<std::size_t>(value(after(position, i, a, y)));
                    if (v >= seen.size()) seen.resize(v + 1, 0);
                    seen[v] = 1;
                }
        int mex = 0;
        while (static_cast<std::size_t>(mex) < seen.size() && seen[static_cast<std::size_t>(mex)]) ++mex;
        memo_[position] = mex;
        return mex;
    }

private:
    int l_, r_;
    std::map<std::vector<int>, int> memo_;
};

// The player by search: first iff the whole table is worth something, then always to a position worth 0.
class ReferencePlayer {
public:
    ReferencePlayer(int n, int l, int r) : l_(l), r_(r), cards_(n), search_(l, r) {
        std::vector<int> whole;
        if (n >= l) whole.push_back(n);
        first_ = search_.value(whole) != 0;
    }

    bool goes_first() const { return first_; }

    Move next_move() {
        std::vector<Move> runs;
        cards_.runs(runs);
        Move fallback = make_move(0, 0);
        for (std::size_t i = 0; i < runs.size(); ++i)
            for (int y = l_; y <= r_ && y <= runs[i].y; ++y)
                for (int a = 0; a + y <= runs[i].y; ++a) {
                    const Move move = make_move(runs[i].x + a, y);
                    if (fallback.y == 0) fallback = move;
                    Cards next = cards_;
                    next.remove(move.x, move.y);
                    std::vector<Move> left;
                    next.runs(left);
                    if (search_.value(RunSearch::position_of(left, l_)) == 0) {
                        cards_ = next;
                        return move;
                    }
                }
        if (fallback.y != 0) cards_.remove(fallback.x, fallback.y);
        return fallback;
    }

    void opponent_moved(Move move) { cards_.remove(move.x, move.y); }

private:
    int l_, r_;
    Cards cards_;
    RunSearch search_;
    bool first_;
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    play_game<ReferencePlayer>(in, limits, out);
}

}  // namespace generalized_subtraction

#endif
