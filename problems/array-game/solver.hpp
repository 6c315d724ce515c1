// Luogu P3179 [HAOI2015] 数组游戏: judge solver. A coin-turning game: a query is worth the xor over its white cells
// x of SG(x), and SG(x) depends on m = floor(n / x) only; the O(sqrt n) values of m are tabulated once in
// O(n^(3/4)), then O(1) a white cell. Tested in tests.cpp against the game by its rules (reference.hpp) and testdata.
#ifndef ARRAY_GAME_SOLVER_HPP
#define ARRAY_GAME_SOLVER_HPP

#include <cmath>
#include <cstddef>
#include <vector>

#include "problem.hpp"

namespace array_game {

// SG of a cell x as a function of m = floor(n / x), for every m that occurs. The coin-turning reduction (Winning
// Ways, ch. 14: a move turns a white coin black and others either way, so a position is the xor of its single
// white coins): the options of x alone are the sets {2x, ..., kx}, 1 <= k <= m, each worth the xor of
// SG(jx) = G(floor(m / j)), and floor(m / j) = floor(n / (jx)) is itself a value of floor(n / .). So
// G(m) = mex over k of P_m(k), P_m(k) = xor of G(floor(m / j)) for 2 <= j <= k. Over a block of j with the same
// q = floor(m / j), P_m alternates between two values, so a block adds at most two option values: O(sqrt m) a
// value, O(n^(3/4)) in all.
class DivisorBlockGrundy {
public:
    DivisorBlockGrundy() : n_(0), root_(0) {}

    void prepare(long long n) {
        n_ = n;
        root_ = floor_sqrt(n);
        small_.assign(static_cast<std::size_t>(root_) + 1, 0);
        large_.assign(static_cast<std::size_t>(root_) + 1, 0);
        std::vector<unsigned> seen;  // stamps: seen[v] == stamp when v is an option value of the m in hand
        unsigned stamp = 0;
        // Ascending m: 1..root, then n / d for d = root down to 1 (skipping n / d <= root).
        for (long long i = 1; i <= 2 * root_ + 1; ++i) {
            long long m;
            if (i <= root_) m = i;
            else {
                const long long d = 2 * root_ + 1 - i;
                if (d < 1) continue;
                m = n / d;
                if (m <= root_) continue;
            }
            const std::size_t bound = 2 * static_cast<std::size_t>(blocks_bound(m)) + 2;
            if (seen.size() < bound) seen.resize(bound, 0);
            ++stamp;
            seen[0] = stamp;  // k = 1: nothing else flips
            unsigned prefix = 0;
            for (long long j = 2; j <= m;) {
                const long long q = m / j, last = m / q;
                const unsigned g = value_of(q);
                if ((prefix ^ g) < bound) seen[prefix ^ g] = stamp;
                if (last > j && prefix < bound) seen[prefix] = stamp;  // two steps into the block
                if ((last - j + 1) % 2 == 1) prefix ^= g;
                j = last + 1;
            }
            unsigned mex = 0;
            while (mex < bound && seen[mex] == stamp) ++mex;
            store(m, mex);
        }
    }

    long long n() const { return n_; }
    // SG of cell x, 1 <= x <= n.
    unsigned cell(long long x) const { return value_of(n_ / x); }
    // G(m) for m a value of floor(n / x).
    unsigned value_of(long long m) const {
        return m <= root_ ? small_[static_cast<std::size_t>(m)] : large_[static_cast<std::size_t>(n_ / m)];
    }

private:
    // At most 2 sqrt(m) blocks of j, so at most 4 sqrt(m) + 1 option values: the mex is below that.
    static long long blocks_bound(long long m) { return 2 * floor_sqrt(m) + 1; }
    // The double's root corrected by integer steps: exact for every m a long long holds below 2^62.
    static long long floor_sqrt(long long m) {
        long long r = static_cast<long long>(std::sqrt(static_cast<double>(m)));
        while (r > 0 && r * r > m) --r;
        while ((r + 1) * (r + 1) <= m) ++r;
        return r;
    }
    void store(long long m, unsigned value) {
        if (m <= root_) small_[static_cast<std::size_t>(m)] = value;
        else large_[static_cast<std::size_t>(n_ / m)] = value;
    }

    long long n_, root_;
    std::vector<unsigned> small_, large_;  // G(m) for m <= root; G(n / d) at d for n / d > root
};

// The white cells' values xored as they come (Sprague-Grundy): the first player wins iff the sum is not 0.
struct CoinSum {
    CoinSum() : sum(0) {}
    void prepare(long long n) { grundy.prepare(n); }
    void clear() { sum = 0; }
    void add_white(long long cell) { sum ^= grundy.cell(cell); }
    bool first_player_wins() const { return sum != 0; }
    DivisorBlockGrundy grundy;
    unsigned sum;
};

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    CoinSum position;
    answer_cases(in, limits, out, position);
}

}  // namespace array_game

#endif
