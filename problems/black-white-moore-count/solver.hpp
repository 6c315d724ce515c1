// Luogu P2490 [SDOI2011] 黑白棋: judge solver. The layouts A loses are Moore's Nim_d losses on the k/2 gaps, counted
// by a DP over the gaps' binary digits and their total, the free cells around the pairs placed by a binomial; the
// answer is C(n, k) less them, mod 10^9 + 7. O(log n x n x k/d). Tested in tests.cpp against the board game played
// by its rules on every layout, n <= 12.
#ifndef BLACK_WHITE_MOORE_COUNT_SOLVER_HPP
#define BLACK_WHITE_MOORE_COUNT_SOLVER_HPP

#include <cstddef>
#include <vector>

#include "problem.hpp"

namespace black_white_moore_count {

const long long modulus = 1000000007LL;

inline long long power_mod(long long base, long long exponent) {
    long long result = 1;
    base %= modulus;
    for (; exponent > 0; exponent >>= 1, base = base * base % modulus)
        if (exponent & 1) result = result * base % modulus;
    return result;
}

// C(a, b) mod p for 0 <= b <= a <= size - 1, by factorials and their inverses (Fermat: p is prime).
class Binomials {
public:
    explicit Binomials(std::size_t size) : factorial_(size, 1), inverse_(size, 1) {
        for (std::size_t i = 1; i < size; ++i) factorial_[i] = factorial_[i - 1] * static_cast<long long>(i) % modulus;
        inverse_[size - 1] = power_mod(factorial_[size - 1], modulus - 2);
        for (std::size_t i = size - 1; i > 0; --i) inverse_[i - 1] = inverse_[i] * static_cast<long long>(i) % modulus;
    }
    long long operator()(long long a, long long b) const {
        if (b < 0 || b > a) return 0;
        return factorial_[static_cast<std::size_t>(a)] * inverse_[static_cast<std::size_t>(b)] % modulus *
               inverse_[static_cast<std::size_t>(a - b)] % modulus;
    }

private:
    std::vector<long long> factorial_, inverse_;
};

// Pair i is W_i and the B_i right of it; its gap g_i is the empty cells between them. A white piece moves only inside
// its gap (B_i stops it), a black one too (W_i stops it), and either shrinks the gap: both players choose 1..d gaps
// and shrink each, the same moves, so the game is Moore's Nim_d on the h = k/2 gaps (gamecore/moore.hpp), lost for
// the player to move iff at every binary digit the gaps holding it number a multiple of d + 1.
// The lost layouts: f[S] = the gap vectors of total S whose digits so far are all held by multiples of d + 1; at
// digit b, c = 0, d + 1, 2(d + 1), ... <= h of the gaps hold it, C(h, c) ways, adding c 2^b. A gap vector of total S
// leaves F - S of the F = n - k free cells for the h + 1 slots outside the pairs (before W_1, between B_i and
// W_(i+1), after B_h): C(F - S + h, h) ways.
// f[S] for S = 0..free_cells: the gap vectors of h gaps, total S, whose every binary digit is held by a multiple of
// `modulus` gaps (Moore's Nim_d: modulus = d + 1).
inline std::vector<long long> lost_gap_totals(long long free_cells, long long h, long long modulus_of_digits,
                                              const Binomials& binomial) {
    std::vector<long long> lost(static_cast<std::size_t>(free_cells) + 1, 0), next;
    lost[0] = 1;
    for (long long digit = 1; digit <= free_cells; digit *= 2) {
        next.assign(lost.size(), 0);
        for (long long total = 0; total <= free_cells; ++total) {
            const long long ways = lost[static_cast<std::size_t>(total)];
            if (ways == 0) continue;
            for (long long c = 0; c <= h && total + c * digit <= free_cells; c += modulus_of_digits) {
                long long& into = next[static_cast<std::size_t>(total + c * digit)];
                into = (into + ways * binomial(h, c)) % modulus;
            }
        }
        lost.swap(next);
    }
    return lost;
}

inline long long won_layouts(long long n, long long k, long long d) {
    const long long h = k / 2, free_cells = n - k;
    const Binomials binomial(static_cast<std::size_t>(n) + 1);
    const std::vector<long long> lost = lost_gap_totals(free_cells, h, d + 1, binomial);
    long long losing = 0;
    for (long long total = 0; total <= free_cells; ++total)
        losing = (losing + lost[static_cast<std::size_t>(total)] * binomial(free_cells - total + h, h)) % modulus;
    return ((binomial(n, k) - losing) % modulus + modulus) % modulus;
}

inline long long count_by_moore(long long n, long long k, long long d) { return won_layouts(n, k, d); }

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    answer_case(in, limits, out, count_by_moore);
}

}  // namespace black_white_moore_count

#endif
