// Luogu P3235 reference: the game played by its rules, no Grundy theory: a memoised search (gamecore::GameSearch)
// over whole positions, the sorted list of live heaps. Small inputs only; used by tests.cpp, moves.hpp and
// jiangnan-split-reference.
#ifndef JIANGNAN_SPLIT_REFERENCE_HPP
#define JIANGNAN_SPLIT_REFERENCE_HPP

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/game_search.hpp"
#include "problem.hpp"

namespace jiangnan_split {

// The M heaps a split of x leaves: x mod M of x / M + 1, the rest of x / M.
inline std::vector<long long> split_parts(long long x, long long m) {
    const long long q = x / m, r = x % m;
    std::vector<long long> parts(static_cast<std::size_t>(r), q + 1);
    parts.insert(parts.end(), static_cast<std::size_t>(m - r), q);
    return parts;
}

// A position: F first, then the heaps that can still split (at least F and at least 2: a heap of 1 has no M >= 2),
// sorted. Dead heaps change nothing and are dropped. Every split makes smaller heaps, so every play ends.
struct SplitRules {
    typedef std::vector<long long> Position;

    static bool live(long long least, long long heap) { return heap >= least && heap >= 2; }

    static Position position(long long least, const std::vector<long long>& heaps) {
        Position p(1, least);
        for (std::size_t i = 0; i < heaps.size(); ++i)
            if (live(least, heaps[i])) p.push_back(heaps[i]);
        std::sort(p.begin() + 1, p.end());
        return p;
    }

    // The position after splitting the heap at index i (of p, from 1) into m.
    static Position after(const Position& p, std::size_t i, long long m) {
        Position next(p.begin(), p.end());
        const long long x = next[i];
        next.erase(next.begin() + static_cast<std::ptrdiff_t>(i));
        const std::vector<long long> parts = split_parts(x, m);
        for (std::size_t k = 0; k < parts.size(); ++k)
            if (live(p[0], parts[k])) next.push_back(parts[k]);
        std::sort(next.begin() + 1, next.end());
        return next;
    }

    void moves(const Position& p, std::vector<Position>& out) const {
        for (std::size_t i = 1; i < p.size(); ++i) {
            if (i > 1 && p[i] == p[i - 1]) continue;  // the same heap size: the same options
            for (long long m = 2; m <= p[i]; ++m) out.push_back(after(p, i, m));
        }
    }
};

// Heaps <= 12 and <= 3 of them: a few thousand positions of <= 33 moves at most.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_cases = 1000;
    limits.max_heaps = 3;
    limits.max_heap = 12;
    return limits;
}

inline std::string reference_description() {
    return "Luogu P3235 reference: plays the splitting game by its rules (memoised search over whole\n"
           "positions). Same input and output as jiangnan-split, for heaps <= 12, N <= 3.";
}

inline gamecore::GameSearch<SplitRules>& split_search() {
    static gamecore::GameSearch<SplitRules> search((SplitRules()));
    return search;
}

struct WinsBySearch {
    bool operator()(long long least, const std::vector<long long>& heaps) const {
        return split_search().wins(SplitRules::position(least, heaps));
    }
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    WinsBySearch decide;
    answer_cases(in, limits, out, decide);
}

}  // namespace jiangnan_split

#endif
