// Luogu P6791 [SNOI2020] 取石子 reference: the misère game played by its rules, a memo over (stones left, largest
// take allowed), filled heap by heap: O(n^2) positions, O(1) each; a query counts its heaps 1..N one by one. No
// Fibonacci numbers, no shift to normal play. Used by tests.cpp, the in-process stress tests and
// misere-fib-nim-count-reference.
#ifndef MISERE_FIB_NIM_COUNT_REFERENCE_HPP
#define MISERE_FIB_NIM_COUNT_REFERENCE_HPP

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "problem.hpp"

namespace misere_fib_nim_count {

// Does the player to move with r stones left, who may take 1 to c of them, win, when whoever takes the last stone
// loses? With none left the previous player took the last stone, so the player to move has won. A cap above r
// allows nothing more than r, and the moves allowed by c are those allowed by c - 1 and the take of c, so
//   wins(0, c) = true,   wins(r, 0) = false,   wins(r, c) = wins(r, c - 1) or not wins(r - c, min(2c, r - c)),
// every position asked below r filled first: rows_[r][c], c <= r.
class MisereRules {
public:
    bool mover_wins(long long r, long long c) {
        extend_to(static_cast<std::size_t>(r));
        return rows_[static_cast<std::size_t>(r)][static_cast<std::size_t>(std::min(c, r))] != 0;
    }

    // The queries' answer by the rules: every heap 1..n_max, the first move at most k.
    long long won_heaps(long long k, long long n_max) {
        long long won = 0;
        for (long long n = 1; n <= n_max; ++n) won += mover_wins(n, k);
        return won;
    }

    std::size_t positions() const {
        std::size_t count = 0;
        for (std::size_t r = 0; r < rows_.size(); ++r) count += rows_[r].size();
        return count;
    }

private:
    void extend_to(std::size_t largest) {
        if (rows_.empty()) rows_.push_back(std::vector<char>(1, 1));  // nothing left: the player to move has won
        for (std::size_t r = rows_.size(); r <= largest; ++r) {
            std::vector<char> row(r + 1, 0);
            for (std::size_t c = 1; c <= r; ++c) {
                const std::size_t left = r - c;
                row[c] = row[c - 1] || !rows_[left][std::min(2 * c, left)];
            }
            rows_.push_back(row);
        }
    }

    std::vector<std::vector<char> > rows_;
};

// N up to 2000: about 2 * 10^6 positions, filled once (a few milliseconds); a query costs N lookups, so T stops at
// 1000.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_stones = 2000;
    limits.max_queries = 1000;
    return limits;
}

inline std::string reference_description() {
    return "Luogu P6791 [SNOI2020] 取石子 reference: plays every heap 1..N by the rules (a memo\n"
           "over stones left and largest take allowed, taking the last stone losing), no\n"
           "Fibonacci numbers. Same input and output as misere-fib-nim-count, for small N.";
}

struct CountBySearch {
    long long operator()(long long k, long long n_max) { return rules.won_heaps(k, n_max); }
    MisereRules rules;
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    static CountBySearch decide;  // one memo for every input the process reads: it only grows
    answer_queries(in, limits, out, decide);
}

}  // namespace misere_fib_nim_count

#endif
