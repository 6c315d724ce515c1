// Codeforces 603C reference: Lieges of Legendre by its rules, no closed form and no parity trick. A heap's Grundy
// value is the mex over its options (gamecore::GrundyTable, one table per k), a split worth the xor of its k heaps'
// values taken k times over; the heaps are xored. tests.cpp also searches whole positions (gamecore::GameSearch over
// HeapsRules: no Sprague-Grundy sum at all). Used by tests.cpp, the stress run and lieges-of-legendre-reference.
#ifndef LIEGES_OF_LEGENDRE_REFERENCE_HPP
#define LIEGES_OF_LEGENDRE_REFERENCE_HPP

#include <algorithm>
#include <cstddef>
#include <map>
#include <string>
#include <vector>

#include "gamecore/game_search.hpp"
#include "gamecore/grundy.hpp"
#include "problem.hpp"

namespace lieges_of_legendre {

// One heap of a game with a fixed k, for gamecore::GrundyTable: remove one (leaving a - 1), or for even a = 2x > 0
// make k heaps of x, an option worth g(x) xor g(x) xor ... (k terms, xored one by one).
struct HeapRules {
    explicit HeapRules(long long split) : split(split) {}
    std::size_t option_bound(std::size_t) const { return 2; }
    void add_options(std::size_t heap, const std::vector<unsigned>& g, gamecore::MexBuffer& out) const {
        if (heap == 0) return;
        out.add(g[heap - 1]);
        if (heap % 2 == 0) {
            unsigned value = 0;
            for (long long i = 0; i < split; ++i) value ^= g[heap / 2];
            out.add(value);
        }
    }
    long long split;
};

// Whole positions, for gamecore::GameSearch: the non-empty heaps, ascending, with k fixed. No Grundy values of
// heaps and no xor: the search sees only the moves.
struct HeapsRules {
    typedef std::vector<long long> Position;
    explicit HeapsRules(long long split) : split(split) {}

    static Position position_of(std::vector<long long> heaps) {
        heaps.erase(std::remove(heaps.begin(), heaps.end(), 0LL), heaps.end());
        std::sort(heaps.begin(), heaps.end());
        return heaps;
    }

    void moves(const Position& p, std::vector<Position>& out) const {
        for (std::size_t chosen = 0; chosen < p.size(); ++chosen) {
            if (chosen > 0 && p[chosen] == p[chosen - 1]) continue;  // an equal heap has the same moves
            std::vector<long long> removed(p);
            --removed[chosen];
            out.push_back(position_of(removed));
            if (p[chosen] % 2 == 0) {
                std::vector<long long> split_up(p);
                split_up[chosen] = p[chosen] / 2;
                for (long long i = 1; i < split; ++i) split_up.push_back(p[chosen] / 2);
                out.push_back(position_of(split_up));
            }
        }
    }
    long long split;
};

// Heaps to 3000 and k to 100: a table costs 3000 mex steps of at most 100 xors, once per k met.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_heaps = 1000;
    limits.max_split = 100;
    limits.max_heap = 3000;
    return limits;
}

inline std::string reference_description() {
    return "Codeforces 603C reference: the Grundy value of each heap by the rules (mex over\n"
           "its options, a split's k heaps xored one by one), xored over the heaps. Same input\n"
           "and output as lieges-of-legendre, for small heaps and k.";
}

// The Grundy tables by the rules, one per k, kept for every input the process reads.
class TablesByRules {
public:
    unsigned value(long long split, long long heap) {
        std::map<long long, gamecore::GrundyTable<HeapRules> >::iterator table = tables_.find(split);
        if (table == tables_.end())
            table = tables_.insert(std::make_pair(split, gamecore::GrundyTable<HeapRules>(HeapRules(split)))).first;
        return table->second.value(static_cast<std::size_t>(heap));
    }

private:
    std::map<long long, gamecore::GrundyTable<HeapRules> > tables_;
};

inline TablesByRules& tables_by_rules() {
    static TablesByRules tables;
    return tables;
}

// The heaps' values from the tables, xored as they come.
struct SumByRules {
    SumByRules() : split(1), sum(0) {}
    void start(long long k) {
        split = k;
        sum = 0;
    }
    void add_heap(long long heap) { sum ^= tables_by_rules().value(split, heap); }
    bool first_player_wins() const { return sum != 0; }
    long long split;
    unsigned sum;
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    SumByRules position;
    answer_cases(in, limits, out, position);
}

}  // namespace lieges_of_legendre

#endif
