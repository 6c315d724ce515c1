// POJ 3922 reference: the game played by its rules, a memoised table over (stones left r, largest take allowed c),
// c <= r, one row per r, filled as far as n asks: O(n^2) per k. No losing numbers. Used by tests.cpp and stress.
#ifndef K_MULTIPLE_REFERENCE_HPP
#define K_MULTIPLE_REFERENCE_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "problem.hpp"

namespace k_multiple {

// wins(r, c): does the player to move win with r stones left and takes of 1..c allowed (c capped at r)? Taking t
// leaves (r - t, min(k t, r - t)); with no stones left the player to move has lost. Row r needs only rows below it,
// so the table grows a row at a time and is kept until k changes.
class TakeSearch {
public:
    TakeSearch() : k_(0) {}

    // The smallest first move t, 1 <= t <= n - 1, after which the opponent loses; 0 if there is none.
    long long first_move(long long n, long long k) {
        for (long long t = 1; t < n; ++t)
            if (!wins(n - t, k * t, k)) return t;
        return 0;
    }

    bool wins(long long r, long long c, long long k) {
        if (k != k_) {
            k_ = k;
            table_.clear();
        }
        while (static_cast<long long>(table_.size()) <= r) add_row();
        return table_[static_cast<std::size_t>(r)][static_cast<std::size_t>(c < r ? c : r)] != 0;
    }

private:
    // Row r: entry c is row r's entry c - 1 (the same takes but c) or whether taking c leaves a loss.
    void add_row() {
        const long long r = static_cast<long long>(table_.size());
        std::vector<char> row(static_cast<std::size_t>(r + 1), 0);
        for (long long c = 1; c <= r; ++c) {
            const long long left = r - c, next_cap = k_ * c < left ? k_ * c : left;
            const bool leaves_a_loss = !table_[static_cast<std::size_t>(left)][static_cast<std::size_t>(next_cap)];
            row[static_cast<std::size_t>(c)] = row[static_cast<std::size_t>(c - 1)] || leaves_a_loss;
        }
        table_.push_back(row);
    }

    long long k_;
    std::vector<std::vector<char> > table_;
};

// n up to 500: 125,000 table entries per k, built once per run of cases with that k.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_cases = 1000;
    limits.max_stones = 500;
    limits.max_k = 100000;
    return limits;
}

inline std::string reference_description() {
    return "POJ 3922 reference: plays the pile by the rules (a table over stones left and\n"
           "largest take allowed), no losing numbers. Same input and output as k-multiple,\n"
           "for small n.";
}

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    TakeSearch game;
    answer_cases(in, limits, out, game);
}

}  // namespace k_multiple

#endif
