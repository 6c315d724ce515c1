// POJ 2975 reference: every legal move tried, counted when the position after it is lost for the player to move
// there, by a memoised search of Nim by its rules (gamecore::GameSearch); no nim sum. k piles of <= v stones:
// C(v + k, k) positions of < k*v moves each. Used by tests.cpp, the in-process stress run and
// nim-count-moves-reference.
#ifndef NIM_COUNT_MOVES_REFERENCE_HPP
#define NIM_COUNT_MOVES_REFERENCE_HPP

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/game_search.hpp"
#include "gamecore/nim_rules.hpp"
#include "problem.hpp"

namespace nim_count_moves {

typedef gamecore::NimRules NimRules;

// 6 piles of <= 10 stones: C(16, 6) = 8008 positions of <= 60 moves each, shared by all cases.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_piles = 6;
    limits.max_pile = 10;
    return limits;
}

inline std::string reference_description() {
    return "POJ 2975 reference: tries every move of Nim (each pile left with each smaller size)\n"
           "and counts those that leave a position lost by memoised search, no nim sum.\n"
           "Same input and output as nim-count-moves, for few piles of few stones.";
}

class CountBySearch {
public:
    CountBySearch() : search_(NimRules()) {}

    // Every move: pile i (as numbered in the input) left with `left` < piles[i] stones. Moves on different piles
    // count apart even when the piles are equal (the judge counts them so: statement.md).
    long long operator()(const std::vector<long long>& piles) {
        long long count = 0;
        for (std::size_t i = 0; i < piles.size(); ++i)
            for (long long left = 0; left < piles[i]; ++left) {
                std::vector<long long> after(piles);
                after[i] = left;
                if (!search_.wins(NimRules::position_of(after))) ++count;
            }
        return count;
    }

    bool wins(const std::vector<long long>& piles) { return search_.wins(NimRules::position_of(piles)); }
    std::size_t positions_seen() const { return search_.positions_seen(); }

private:
    gamecore::GameSearch<NimRules> search_;
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    // One search for every input the process reads: a position's outcome never changes, and the in-process stress
    // run's seeds meet mostly the same positions.
    static CountBySearch count;
    answer_cases(in, limits, out, count);
}

}  // namespace nim_count_moves

#endif
