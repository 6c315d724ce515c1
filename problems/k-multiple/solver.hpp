// POJ 3922 A simple stone game: judge solver. The losing numbers a_i of the k-multiple game built exactly up to n,
// in 32-bit integers for n < 2^32 and 64-bit beyond (O(k log(n/k)) once per k; the last two k's kept across cases),
// then a greedy decomposition of n: O(log^2 n) a case.
// Tested in tests.cpp against the game played by its rules (reference.hpp) and against known sequences (k = 1, 2).
#ifndef K_MULTIPLE_SOLVER_HPP
#define K_MULTIPLE_SOLVER_HPP

#include <algorithm>
#include <cstddef>
#include <vector>

#include "problem.hpp"

namespace k_multiple {

// A growing list of terms in one block of storage: reserve() the count it will reach, then append through a pointer
// with no check per term (std::vector's push_back checks its capacity and stores its end at every term, and its
// resize would zero the block first). Never copied.
template <class Term>
class TermList {
public:
    TermList() : terms_(0), size_(0), capacity_(0) {}
    ~TermList() { delete[] terms_; }
    std::size_t size() const { return size_; }
    const Term* begin() const { return terms_; }
    const Term* end() const { return terms_ + size_; }
    Term operator[](std::size_t i) const { return terms_[i]; }
    void clear() { size_ = 0; }
    // Room for at least `count` terms, the ones kept copied; growth by at least half, so that a list asked a
    // little more every time moves rarely (each move touches new pages).
    void reserve(std::size_t count) {
        if (count <= capacity_) return;
        const std::size_t grown = std::max(count, capacity_ + capacity_ / 2);
        Term* moved = new Term[grown];
        std::copy(terms_, terms_ + size_, moved);
        delete[] terms_;
        terms_ = moved;
        capacity_ = grown;
    }
    void release() {
        delete[] terms_;
        terms_ = 0;
        size_ = capacity_ = 0;
    }
    // The first free place, and the terms written up to `end` counted: at most the capacity reserved.
    Term* append_at() { return terms_ + size_; }
    void appended_to(const Term* end) { size_ = static_cast<std::size_t>(end - terms_); }

private:
    TermList(const TermList&);
    TermList& operator=(const TermList&);
    Term* terms_;
    std::size_t size_, capacity_;
};

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
        const Table& table = losing_numbers_to(n, k);
        const unsigned long long rest = static_cast<unsigned long long>(n);
        const unsigned long long smallest =
            table.wide ? decompose(table.wide_terms, rest, 0) : decompose(table.narrow_terms, rest, 0);
        return smallest == rest ? 0 : static_cast<long long>(smallest);  // a single term: n is a losing number
    }

    // n's greedy sum of k's losing numbers, the largest term first (n alone iff n is one); first_move takes its
    // smallest term. For --moves and --explain. 1 <= n <= 2^62 - 1, 1 <= k.
    void greedy_sum(long long n, long long k, std::vector<unsigned long long>& sum) {
        const Table& table = losing_numbers_to(n, k);
        sum.clear();
        const unsigned long long rest = static_cast<unsigned long long>(n);
        if (table.wide) decompose(table.wide_terms, rest, &sum);
        else decompose(table.narrow_terms, rest, &sum);
    }

    // a_1, a_2, ... built so far for the k asked last, at least every one up to its n (tests and --explain read
    // the sequence): term(i) is a_{i+1}.
    std::size_t term_count() const {
        const Table& table = tables_[current_];
        return table.wide ? table.wide_terms.size() : table.narrow_terms.size();
    }
    unsigned long long term(std::size_t i) const {
        const Table& table = tables_[current_];
        return table.wide ? table.wide_terms[i] : table.narrow_terms[i];
    }
    std::vector<unsigned long long> terms() const {
        const Table& table = tables_[current_];
        return table.wide ? std::vector<unsigned long long>(table.wide_terms.begin(), table.wide_terms.end())
                          : std::vector<unsigned long long>(table.narrow_terms.begin(), table.narrow_terms.end());
    }

    // More than the number of k's losing numbers up to n, reserved before a table grows so that it never moves.
    // a_1..a_{k+1} are 1..k+1 (no a_t * k below them). Past them each a_{i+1} = a_i + b_t + 1 = a_i + a_{t+1} for
    // the t chosen when a_i was built, and a_{t+1} * k >= a_i, so a_{i+1} >= a_i (k + 1) / k: the m terms in
    // (k + 1, n] have m - 1 < ln(n / (k + 1)) / ln(1 + 1 / k) <= (k + 1) ln(q + 1) < 0.7 (k + 1) bits(q) for
    // q = floor(n / (k + 1)), ln(q + 1) <= bits(q) ln 2. About 1.07 times the count at the judge's n = 10^8,
    // k = 10^5. Tested against the counts built for every n < 4000, k < 120, and the largest.
    static std::size_t count_bound(unsigned long long n, unsigned long long k) {
        if (n <= k + 1 || k > 0xFFFFFFFFULL) return static_cast<std::size_t>(n);  // the latter: past any memory
        unsigned long long bits = 0;
        for (unsigned long long q = n / (k + 1); q > 0; q >>= 1) ++bits;
        return static_cast<std::size_t>(k + 2 + 7 * (k + 1) * bits / 10);
    }

private:
    // One k's losing numbers as far as built; k = 0 until a k is asked (k >= 1). Only the terms up to the n asked
    // are kept, so a table for n < 2^32 is exact in 32 bits: half the memory written (4 bytes a term, 3.2 MB at
    // the judge's limits) of 64-bit terms. A larger n with the same k widens it once.
    struct Table {
        Table() : k(0), last_b(0), past_t(0), wide(false) {}
        unsigned long long k;
        unsigned long long last_b;  // b of the last term: the next term is last_b + 1
        std::size_t past_t;         // t + 1 for the largest t with a_t * k < the next term, 0 if none
        bool wide;                  // the terms are in wide_terms, else in narrow_terms
        TermList<unsigned int> narrow_terms;  // a_1, a_2, ... (0-based here), increasing, while every n < 2^32
        TermList<unsigned long long> wide_terms;
    };

    // k's table built to n: the terms up to n, and the next one past it known (last_b >= n).
    const Table& losing_numbers_to(long long n, long long k) {
        // The tables of the last two k's are kept: a file alternating two k's builds each once instead of once a
        // case, and a third k rebuilds in the storage of the one asked longer ago, so memory stays at two tables.
        const unsigned long long asked = static_cast<unsigned long long>(k), up_to = static_cast<unsigned long long>(n);
        if (tables_[current_].k != asked) {
            current_ = 1 - current_;
            if (tables_[current_].k != asked) start(tables_[current_], asked, up_to);
        }
        Table& table = tables_[current_];
        if (table.last_b < up_to) {
            if (!table.wide && up_to > 0xFFFFFFFFULL) {
                table.wide_terms.clear();
                table.wide_terms.reserve(table.narrow_terms.size());
                unsigned long long* widened = table.wide_terms.append_at();
                widened = std::copy(table.narrow_terms.begin(), table.narrow_terms.end(), widened);
                table.wide_terms.appended_to(widened);
                table.narrow_terms.release();
                table.wide = true;
            }
            if (table.wide) extend(table, table.wide_terms, up_to);
            else extend(table, table.narrow_terms, up_to);
        }
        return table;
    }

    static void start(Table& table, unsigned long long k, unsigned long long n) {
        table.k = k;
        table.last_b = 1;
        table.past_t = 0;
        table.wide = n > 0xFFFFFFFFULL;
        // clear() keeps the storage: a list as long as before grows with no new pages.
        table.narrow_terms.clear();
        table.wide_terms.clear();
        if (table.wide) append_one(table.wide_terms);
        else append_one(table.narrow_terms);
    }

    template <class Term>
    static void append_one(TermList<Term>& a) {
        a.reserve(1);
        Term* one = a.append_at();
        *one = 1;
        a.appended_to(one + 1);
    }

    // Extends the table until the next term is past n (last_b >= n). With n < 2^62 every a_i stored is at most n
    // and every b_i below 2n, so nothing wraps in unsigned 64-bit arithmetic, nor a term in its Term.
    template <class Term>
    static void extend(Table& table, TermList<Term>& a, unsigned long long n) {
        a.reserve(count_bound(n, table.k));  // the terms up to n fit: no check in the loop
        const unsigned long long k = table.k, largest_factor = ~0ULL / k;
        const Term* const first = a.begin();
        Term* out = a.append_at();
        unsigned long long last_b = table.last_b;
        std::size_t past_t = table.past_t;
        // While t stays, b_t stays and the loop only adds: `beyond` is a_{t+1} * k, the next term that moves t past
        // a_{t+1}; 0 sends every term to the slow path, where a_{t+1} is not built yet (k = 1) and at the start.
        unsigned long long beyond = 0, b_t = 0;
        do {
            const unsigned long long next = last_b + 1;
            if (next > beyond) {
                // a_t * k < next as a product (a 64-bit division here took half the time); beyond the judge it
                // could pass 2^64, and then it is not below next.
                const std::size_t built = static_cast<std::size_t>(out - first);
                while (past_t < built && first[past_t] <= largest_factor && first[past_t] * k < next) ++past_t;
                if (past_t < built) {
                    // b_t = a_{t+1} - 1, 0 with no t.
                    b_t = past_t == 0 ? 0 : first[past_t] - 1;
                    beyond = first[past_t] <= largest_factor ? first[past_t] * k : ~0ULL;
                } else {
                    b_t = last_b;  // t is the last index (k = 1 only): b_t is the last b
                    beyond = 0;
                }
            }
            *out++ = static_cast<Term>(next);
            last_b = next + b_t;
        } while (last_b < n);
        a.appended_to(out);
        table.last_b = last_b;
        table.past_t = past_t;
    }

    // n's greedy sum of the terms a (those up to n at least), into *sum when given; returns its smallest term.
    template <class Term>
    static unsigned long long decompose(const TermList<Term>& a, unsigned long long n,
                                        std::vector<unsigned long long>* sum) {
        const Term* end = a.end();
        unsigned long long rest = n, smallest = 0;
        while (rest > 0) {
            // The largest a_i <= rest (a_1 = 1 <= rest), searched below the last term taken: rest only falls.
            end = std::upper_bound(a.begin(), end, rest);
            smallest = *(end - 1);
            if (sum) sum->push_back(smallest);
            rest -= smallest;
        }
        return smallest;
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
