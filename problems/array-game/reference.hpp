// Luogu P3179 reference: the coin-turning game played by its rules on the whole board, no Grundy values and no
// divisor blocks: a memoised win/lose search (gamecore::GameSearch) over the set of white cells as a bitmask,
// O(2^n n log n) at worst for n cells. Used by tests.cpp and array-game-reference.
#ifndef ARRAY_GAME_REFERENCE_HPP
#define ARRAY_GAME_REFERENCE_HPP

#include <string>
#include <vector>

#include "gamecore/game_search.hpp"
#include "problem.hpp"

namespace array_game {

// Cells 1..n; bit x - 1 of a position is set when cell x is white.
struct BoardRules {
    typedef unsigned long Position;
    long long n;

    // The position after choosing white cell x and k: cells x, 2x, ..., kx flipped.
    static Position after(Position p, long long x, long long k) {
        for (long long j = 1; j <= k; ++j) p ^= 1UL << (j * x - 1);
        return p;
    }

    void moves(const Position& p, std::vector<Position>& out) const {
        for (long long x = 1; x <= n; ++x)
            if (p >> (x - 1) & 1)
                for (long long k = 1; k <= n / x; ++k) out.push_back(after(p, x, k));
    }
};

// Boards up to 14 cells: 2^14 positions at most, each with at most n H(n) moves.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_n = 14;
    limits.max_queries = 100;
    limits.max_whites = 14;
    return limits;
}

inline std::string reference_description() {
    return "Luogu P3179 reference: the coin-turning game played by its rules, a memoised\n"
           "win/lose search over the set of white cells. Same input and output as\n"
           "array-game, for boards of at most 14 cells.";
}

// A search for the board's n, made at prepare().
class BoardSearch {
public:
    BoardSearch() : search_(0), mask_(0) {}
    ~BoardSearch() { delete search_; }
    void prepare(long long n) {
        delete search_;
        BoardRules rules;
        rules.n = n;
        search_ = new gamecore::GameSearch<BoardRules>(rules);
    }
    void clear() { mask_ = 0; }
    void add_white(long long cell) { mask_ |= 1UL << (cell - 1); }
    bool first_player_wins() { return search_->wins(mask_); }
    gamecore::GameSearch<BoardRules>& search() { return *search_; }

private:
    BoardSearch(const BoardSearch&);
    BoardSearch& operator=(const BoardSearch&);
    gamecore::GameSearch<BoardRules>* search_;
    unsigned long mask_;
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    BoardSearch position;
    answer_cases(in, limits, out, position);
}

}  // namespace array_game

#endif
