// Luogu P6791 [SNOI2020] 取石子: judge solver. The count of won heaps 1..N is N minus the count of m in 0..N-1 whose
// Zeckendorf terms all exceed k, a walk over the Zeckendorf digits of N - 1 (gamecore/zeckendorf.hpp): O(log N) a
// query. Tested in tests.cpp against the game played by its rules, every k < 48 and N <= 1500.
#ifndef MISERE_FIB_NIM_COUNT_SOLVER_HPP
#define MISERE_FIB_NIM_COUNT_SOLVER_HPP

#include <cstddef>
#include <vector>

#include "gamecore/zeckendorf.hpp"
#include "problem.hpp"

namespace misere_fib_nim_count {

// The Fibonacci numbers of Zeckendorf's numeration, f[0] = 1, f[1] = 2, f[2] = 3, ..., every one below 2^63: 91 of
// them, f[90] = 7540113804746346429. The numbers with Zeckendorf digits only at indices [0, L) are exactly 0..f[L]-1.
class ZeckendorfDigits {
public:
    ZeckendorfDigits() {
        fibonacci_.push_back(1);
        fibonacci_.push_back(2);
        while (fibonacci_[fibonacci_.size() - 2] <= kLargest - fibonacci_.back())
            fibonacci_.push_back(fibonacci_.back() + fibonacci_[fibonacci_.size() - 2]);
    }
    std::size_t size() const { return fibonacci_.size(); }
    long long operator[](std::size_t i) const { return fibonacci_[i]; }

    // The least index t with f[t] > k: a term is more than k iff its index is at least t (size() if none is).
    std::size_t first_above(long long k) const {
        std::size_t t = 0;
        while (t < fibonacci_.size() && fibonacci_[t] <= k) ++t;
        return t;
    }

private:
    static const long long kLargest = 9223372036854775807LL;
    std::vector<long long> fibonacci_;
};

// How many m in 0..x have every Zeckendorf term more than k (m = 0 has none, and counts)? With t = first_above(k),
// those m have digits only at indices >= t. Walk x's terms from the largest, index i each: the m that agree with x
// above i and have 0 at i are all below x, and their digits below i are any set of non-adjacent indices in [t, i)
// (x's digit at i + 1 is 0, so nothing is adjacent above): f[i - t] of them, or 1 (all zero) when i < t. The first
// term of x below t ends the walk (m agreeing there has a term <= k); if there is none, x itself counts too.
// Every partial sum counts distinct m <= x, so nothing passes x + 1.
inline long long all_terms_above(const ZeckendorfDigits& digits, long long k, long long x) {
    const std::size_t t = digits.first_above(k);
    if (x == 0) return 1;
    const std::vector<long long> terms = gamecore::zeckendorf_terms(x);  // largest first
    long long count = 0;
    std::size_t i = digits.size();
    for (std::size_t j = 0; j < terms.size(); ++j) {
        while (digits[--i] != terms[j]) {
        }
        if (i < t) return count + 1;
        count += digits[i - t];
    }
    return count + 1;  // x itself
}

// Misère play on n stones is normal play on n - 1: taking the last stone loses, so no one takes it while another
// move is left, and a player left with one stone has lost, as a player left with none has in normal play. Normal
// Fibonacci Nim with at most k to take on m stones is won iff m >= 1 and m's smallest Zeckendorf term is at most k
// (Whinihan 1963; hrpa's solver.hpp). So n is won iff m = n - 1 is at least 1 with its smallest term <= k, and the
// count over n = 1..N is the m in 0..N-1 less those whose terms all exceed k (m = 0 among them).
inline long long won_heaps(const ZeckendorfDigits& digits, long long k, long long n_max) {
    return n_max - all_terms_above(digits, k, n_max - 1);
}

struct CountByZeckendorf {
    long long operator()(long long k, long long n_max) const { return won_heaps(digits, k, n_max); }
    ZeckendorfDigits digits;
};

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    CountByZeckendorf decide;
    answer_queries(in, limits, out, decide);
}

}  // namespace misere_fib_nim_count

#endif
