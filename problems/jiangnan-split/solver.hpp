// Luogu P3235 [HNOI2014] 江南乐: judge solver. Grundy values of one heap by the divisor blocks of x / M, tabled once
// up to the largest heap read: O(sqrt x) a heap size, O(H sqrt H) in all; a game is the xor over its heaps.
// Tested in tests.cpp against the full mex over every M (x <= 1000, many F) and against the game searched by its
// rules (reference.hpp), and by the testdata.
#ifndef JIANGNAN_SPLIT_SOLVER_HPP
#define JIANGNAN_SPLIT_SOLVER_HPP

#include <cstddef>
#include <vector>

#include "problem.hpp"

namespace jiangnan_split {

// The value of splitting x into M heaps: x mod M heaps of q + 1 and M - (x mod M) of q, q = x / M; equal heaps
// cancel in pairs, so only the parities of the two counts matter.
template <class Values>
int split_value(const Values& g, long long x, long long m) {
    const long long q = x / m, r = x % m;
    int value = 0;
    if (r % 2 == 1) value ^= g[static_cast<std::size_t>(q + 1)];
    if ((m - r) % 2 == 1) value ^= g[static_cast<std::size_t>(q)];
    return value;
}

// g(x) for one F, extended on demand. g(x) = 0 for x < F; for x >= F the mex of split_value over M = 2..x. Within a
// block of M with the same q = x / M, r = x - qM falls by q and M - r grows by q + 1 a step, so both parities repeat
// with period 2: the first two M of each block give every value the block has.
class GrundyTable {
public:
    explicit GrundyTable(long long least) : least_(least), g_(1, 0), seen_(4096, 0), stamp_(0) {}

    long long least() const { return least_; }

    int value(long long x) {
        extend_to(x);
        return g_[static_cast<std::size_t>(x)];
    }

    void extend_to(long long x) {
        while (static_cast<long long>(g_.size()) <= x) {
            const long long next = static_cast<long long>(g_.size());
            g_.push_back(next < least_ ? 0 : mex_of(next));
        }
    }

    const std::vector<int>& values() const { return g_; }

private:
    // 32-bit divisions (x <= 10^6 in the suite), about twice as fast as 64-bit ones: two a block.
    int mex_of(long long wide_x) {
        ++stamp_;
        const unsigned x = static_cast<unsigned>(wide_x);
        for (unsigned low = 2; low <= x;) {
            const unsigned q = x / low;
            const unsigned high = x / q;
            const int with_q1 = g_[static_cast<std::size_t>(q + 1 < x ? q + 1 : q)];  // read only when r is odd
            const int with_q = g_[static_cast<std::size_t>(q)];
            unsigned r = x - q * low;
            mark(((r & 1) ? with_q1 : 0) ^ (((low - r) & 1) ? with_q : 0));
            if (low + 1 <= high) {
                r -= q;  // the same quotient: x - q (low + 1)
                mark(((r & 1) ? with_q1 : 0) ^ (((low + 1 - r) & 1) ? with_q : 0));
            }
            low = high + 1;
        }
        int mex = 0;
        while (static_cast<std::size_t>(mex) < seen_.size() && seen_[static_cast<std::size_t>(mex)] == stamp_) ++mex;
        return mex;
    }
    // A value is at most the number of options, under 4 sqrt(x) + 2 < 4096 for x <= 10^6, and so is any xor of
    // two: 4096 stamps hold every option's value.
    void mark(int value) { seen_[static_cast<std::size_t>(value)] = stamp_; }

    long long least_;
    std::vector<int> g_;
    std::vector<int> seen_;
    int stamp_;  // the x whose options are being marked: at most 10^6
};

// One table for the input's F (the first line gives it once for every game).
struct WinsByTable {
    WinsByTable() : table(1) {}
    bool operator()(long long least, const std::vector<long long>& heaps) {
        if (table.least() != least) table = GrundyTable(least);
        int total = 0;
        for (std::size_t i = 0; i < heaps.size(); ++i) total ^= table.value(heaps[i]);
        return total != 0;
    }
    GrundyTable table;
};

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    WinsByTable decide;
    answer_cases(in, limits, out, decide);
}

}  // namespace jiangnan_split

#endif
