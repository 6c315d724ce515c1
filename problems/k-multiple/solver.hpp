// POJ 3922 A simple stone game: judge solver. The losing numbers a_i of the k-multiple game built exactly in 64-bit
// integers (O(k log(n/k)) once per k; the last two k's kept across cases), then a greedy decomposition of n:
// O(log^2 n) a case.
// Tested in tests.cpp against the game played by its rules (reference.hpp) and against known sequences (k = 1, 2).
#ifndef K_MULTIPLE_SOLVER_HPP
#define K_MULTIPLE_SOLVER_HPP

#include <algorithm>
#include <cstddef>
#include <vector>

#include "problem.hpp"

namespace k_multiple {

// The construction of the k-multiple game's losing numbers (the cheat sheet of classic models, k 倍动态减法; the
// our notes on dynamic subtraction): a_1 = b_1 = 1; a_{i+1} = b_i + 1; b_{i+1} = a_{i+1} + b_t for the largest t with
// a_t * k < a_{i+1}, or b_{i+1} = a_{i+1} if there is none. b_i is the largest number that a_1..a_i can write as a
// sum of terms in which each term is more than k times the next smaller one; a_{i+1} is the first number they
// cannot, so the player who faces it with a free first move loses. Any other n is such a sum, taken greedily from
// the largest a_i <= n down; taking its smallest term x leaves a sum whose smallest term is more than k * x, which
// the opponent cannot take in one move, and keeps the winner in the same situation. k = 1 gives the powers of two,
// k = 2 the Fibonacci numbers (Fibonacci Nim).
class LosingNumbers {
public:
    LosingNumbers() : current_(0) {}

    // The smallest winning first move from n stones, 0 if n is lost. 1 <= n <= 2^62 - 1, 1 <= k.
    long long first_move(long long n, long long k) {
        const std::vector<unsigned long long>& a = losing_numbers_past(n, k);
        unsigned long long rest = static_cast<unsigned long long>(n), smallest = 0;
        while (rest > 0) {
            // The largest a_i <= rest (a_1 = 1 <= rest, and the list runs past n).
            smallest = *(std::upper_bound(a.begin(), a.end(), rest) - 1);
            if (smallest == static_cast<unsigned long long>(n)) return 0;  // n itself is a losing number
            rest -= smallest;
        }
        return static_cast<long long>(smallest);
    }

    // n's greedy sum of k's losing numbers, the largest term first (n alone iff n is one); first_move takes its
    // smallest term. For --moves and --explain. 1 <= n <= 2^62 - 1, 1 <= k.
    void greedy_sum(long long n, long long k, std::vector<unsigned long long>& sum) {
        const std::vector<unsigned long long>& a = losing_numbers_past(n, k);
        sum.clear();
        for (unsigned long long rest = static_cast<unsigned long long>(n); rest > 0; rest -= sum.back())
            sum.push_back(*(std::upper_bound(a.begin(), a.end(), rest) - 1));
    }

    // a_1, a_2, ... built so far for the k asked last (tests read the sequence).
    const std::vector<unsigned long long>& terms() const { return tables_[current_].a; }

private:
    // k's losing numbers a_1, a_2, ..., built at least to the first one past n.
    const std::vector<unsigned long long>& losing_numbers_past(long long n, long long k) {
        // The tables of the last two k's are kept: a file alternating two k's builds each once instead of once a
        // case, and a third k rebuilds in the storage of the one asked longer ago, so memory stays at two tables.
        const unsigned long long asked = static_cast<unsigned long long>(k);
        if (tables_[current_].k != asked) {
            current_ = 1 - current_;
            if (tables_[current_].k != asked) tables_[current_].start(asked);
        }
        extend(tables_[current_], static_cast<unsigned long long>(n));
        return tables_[current_].a;
    }

    // One k's losing numbers as far as built; k = 0 until a k is asked (k >= 1).
    struct Table {
        Table() : k(0), last_b(0), t(-1) {}
        void start(unsigned long long new_k) {
            k = new_k;
            a.assign(1, 1);  // keeps the storage: a list as long as before grows with no reallocation
            last_b = 1;
            t = -1;
        }
        unsigned long long k;
        std::vector<unsigned long long> a;  // a_1, a_2, ... (0-based here), increasing
        unsigned long long last_b;          // b of the last term of a
        long t;                             // 0-based index of the largest a with a * k < the next term, -1 if none
    };

    // Extends the table until its last term is past n. With n < 2^62 every a_i built is at most 2n (b_i < 2 a_i)
    // and every b_i below 4n, so nothing wraps in unsigned 64-bit arithmetic.
    static void extend(Table& table, unsigned long long n) {
        std::vector<unsigned long long>& a = table.a;
        while (a.back() <= n) {
            const unsigned long long next = table.last_b + 1;
            // a_t * k < next, asked as a_t <= (next - 1) / k: beyond the judge the product would pass 2^64.
            const unsigned long long largest_times_k = (next - 1) / table.k;
            while (table.t + 1 < static_cast<long>(a.size()) &&
                   a[static_cast<std::size_t>(table.t + 1)] <= largest_times_k)
                ++table.t;
            // b_t = a_{t+1} - 1, or the last b when t is the last index (k = 1 only).
            unsigned long long b_t = 0;
            if (table.t >= 0)
                b_t = table.t + 1 < static_cast<long>(a.size()) ? a[static_cast<std::size_t>(table.t + 1)] - 1
                                                                 : table.last_b;
            a.push_back(next);
            table.last_b = next + b_t;
        }
    }

    Table tables_[2];
    int current_;  // the table of the k asked last
};

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    LosingNumbers game;
    answer_cases(in, limits, out, game);
}

}  // namespace k_multiple

#endif
