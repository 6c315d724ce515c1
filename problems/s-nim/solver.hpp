// HDU 1536 S-Nim: judge solver. A Grundy table per subtraction set (GrundyTable over SubtractionRules), kept for
// a repeated set: O(H k) per set to its largest heap H, O(1) a heap. Tested in tests.cpp (rules, OEIS) and testdata.
#ifndef S_NIM_SOLVER_HPP
#define S_NIM_SOLVER_HPP

#include <algorithm>
#include <cstddef>
#include <vector>

#include "gamecore/grundy.hpp"
#include "problem.hpp"

namespace s_nim {

// A position is a sum of one-heap subtraction games, so the player to move wins iff the heaps' Grundy values
// g(h) = mex{ g(h - s) : s in S, s <= h } xor to non-zero (Sprague-Grundy). The table belongs to one S and serves
// all the positions of its test case, and of the following test cases as long as they bring the same S.
class SubtractionSum {
public:
    // Heaps never exceed max_heap, so larger amounts never apply and are left out (they may pass size_t, too).
    explicit SubtractionSum(long long max_heap)
        : max_heap_(max_heap), table_(gamecore::SubtractionRules(std::vector<std::size_t>())), sum_(0) {}

    // Repeats and order do not change the moves; sorted and distinct, each heap's mex looks at each amount once,
    // and two sets with the same moves compare equal, so an S given again in another order keeps its table.
    void start_set(const std::vector<long long>& amounts) {
        usable_.clear();
        for (std::size_t i = 0; i < amounts.size(); ++i)
            if (amounts[i] <= max_heap_) usable_.push_back(static_cast<std::size_t>(amounts[i]));
        std::sort(usable_.begin(), usable_.end());
        usable_.erase(std::unique(usable_.begin(), usable_.end()), usable_.end());
        if (usable_ == table_amounts_) return;  // same moves: the values computed so far still hold
        table_amounts_ = usable_;
        table_ = gamecore::GrundyTable<gamecore::SubtractionRules>(gamecore::SubtractionRules(table_amounts_));
    }

    void start_position() { sum_ = 0; }
    void add_heap(long long heap) { sum_ ^= grundy(heap); }
    bool first_player_wins() const { return sum_ != 0; }

    // g(heap) for the current S; 0 <= heap <= max_heap.
    unsigned grundy(long long heap) { return table_.value(static_cast<std::size_t>(heap)); }

    // How many heaps have a value so far under the current S (tests: the table is kept, not rebuilt).
    std::size_t heaps_known() const { return table_.values().size(); }

private:
    long long max_heap_;
    std::vector<std::size_t> usable_;         // the current S, sorted, distinct, each amount <= max_heap
    std::vector<std::size_t> table_amounts_;  // the S that table_ belongs to
    gamecore::GrundyTable<gamecore::SubtractionRules> table_;
    unsigned sum_;
};

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    SubtractionSum game(limits.max_heap);
    answer_test_cases(in, limits, out, game);
}

}  // namespace s_nim

#endif
