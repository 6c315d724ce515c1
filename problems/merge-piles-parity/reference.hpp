// Luogu P4101 reference: the merging game decided by memoised search over its rules, no move count. A position is
// the heap sizes, ascending, with m; a move merges any two whose sum is at most m. O(the partitions of n with parts
// <= m, times their pairs). Used by tests.cpp, the stress run and merge-piles-parity-reference on small n.
#ifndef MERGE_PILES_PARITY_REFERENCE_HPP
#define MERGE_PILES_PARITY_REFERENCE_HPP

#include <algorithm>
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "gamecore/game_search.hpp"
#include "problem.hpp"

namespace merge_piles_parity {

struct MergeRules {
    // (m, the heaps ascending); m never changes.
    typedef std::pair<long long, std::vector<long long> > Position;

    static Position start(long long heaps, long long most) {
        return Position(most, std::vector<long long>(static_cast<std::size_t>(heaps), 1));
    }
    // The position after merging the heaps at i < j.
    static Position merged(const Position& p, std::size_t i, std::size_t j) {
        std::vector<long long> heaps(p.second);
        heaps[i] += heaps[j];
        heaps.erase(heaps.begin() + static_cast<std::ptrdiff_t>(j));
        std::sort(heaps.begin(), heaps.end());
        return Position(p.first, heaps);
    }

    void moves(const Position& p, std::vector<Position>& out) const {
        const std::vector<long long>& heaps = p.second;
        for (std::size_t i = 0; i < heaps.size(); ++i) {
            if (i > 0 && heaps[i] == heaps[i - 1]) continue;  // an equal heap gives the same merges
            for (std::size_t j = i + 1; j < heaps.size(); ++j) {
                if (j > i + 1 && heaps[j] == heaps[j - 1]) continue;
                if (heaps[i] + heaps[j] <= p.first) out.push_back(merged(p, i, j));
            }
        }
    }
};

// n <= 20: at most the 627 partitions of 20 a (n, m), each of at most 190 pairs.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_cases = 1000;
    limits.max_heaps = 20;
    limits.max_most = 1000;
    return limits;
}

inline std::string reference_description() {
    return "Luogu P4101 reference: plays the merging game by its rules (memoised search over\n"
           "the heap sizes). Same input and output as merge-piles-parity, for small n.";
}

struct WinsBySearch {
    WinsBySearch() : search(MergeRules()) {}
    // m >= n behaves as m = n (no heap can pass n), so such cases share one search.
    bool operator()(long long heaps, long long most) {
        return search.wins(MergeRules::start(heaps, std::min(most, heaps)));
    }
    gamecore::GameSearch<MergeRules> search;
};

// One search for every input the process reads, and for --moves' reference and the tests: a position's outcome never
// changes, and the stress run's seeds meet mostly the same positions.
inline WinsBySearch& search_by_rules() {
    static WinsBySearch decide;
    return decide;
}

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    answer_cases(in, limits, out, search_by_rules());
}

}  // namespace merge_piles_parity

#endif
