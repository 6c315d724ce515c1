// HDU 2176 reference: every legal move tried (each pile, in input order, left with each smaller size, ascending),
// printed when the position after it is lost for the player to move there, by a memoised search of Nim by its
// rules (gamecore::GameSearch); no nim sum. k piles of <= v stones: C(v + k, k) positions of < k*v moves each.
// Used by tests.cpp, the in-process stress run and nim-moves-reference.
#ifndef NIM_MOVES_REFERENCE_HPP
#define NIM_MOVES_REFERENCE_HPP

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/game_search.hpp"
#include "gamecore/nim_rules.hpp"
#include "problem.hpp"

namespace nim_moves {

typedef gamecore::NimRules NimRules;

// 6 piles of <= 10 stones: C(16, 6) = 8008 positions of <= 60 moves each, shared by all cases.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_piles = 6;
    limits.max_pile = 10;
    return limits;
}

inline std::string reference_description() {
    return "HDU 2176 reference: tries every move of Nim (each pile left with each smaller size)\n"
           "and prints those that leave a position lost by memoised search, no nim sum.\n"
           "Same input and output as nim-moves, for few piles of few stones.";
}

class MovesBySearch {
public:
    MovesBySearch() : search_(NimRules()) {}

    // The order of the piles in the input, then the sizes left ascending; a pile equal to an earlier one is a
    // move of its own (statement.md).
    void winning_moves(const std::vector<long long>& piles, std::vector<Move>& moves) {
        moves.clear();
        for (std::size_t i = 0; i < piles.size(); ++i)
            for (long long left = 0; left < piles[i]; ++left) {
                std::vector<long long> after(piles);
                after[i] = left;
                if (!search_.wins(NimRules::position_of(after))) {
                    Move move;
                    move.pile = piles[i];
                    move.left = left;
                    moves.push_back(move);
                }
            }
    }

    bool wins(const std::vector<long long>& piles) { return search_.wins(NimRules::position_of(piles)); }
    std::size_t positions_seen() const { return search_.positions_seen(); }

private:
    gamecore::GameSearch<NimRules> search_;
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    // One search for every input the process reads: a position's outcome never changes, and the in-process stress
    // run's seeds meet mostly the same positions.
    static MovesBySearch decide;
    answer_cases(in, limits, out, decide);
}

}  // namespace nim_moves

#endif
