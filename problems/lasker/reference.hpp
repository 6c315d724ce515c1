// HDU 3032 reference: Lasker's Nim by its rules, no closed form. A heap's Grundy value is the mex over its options
// (gamecore::GrundyTable, O(s^2) to reach heap s), xored over the heaps; tests.cpp also searches whole positions
// (gamecore::GameSearch over HeapsRules, no Sprague-Grundy sum). Used by tests.cpp and lasker-reference.
#ifndef LASKER_REFERENCE_HPP
#define LASKER_REFERENCE_HPP

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/grundy.hpp"
#include "problem.hpp"

namespace lasker {

// One heap, for gamecore::GrundyTable: take any positive number (leaving 0..s-1), or split s into a and s - a
// with 1 <= a <= s - 1, an option worth g(a) xor g(s - a); a and s - a give the same option, so a <= s / 2.
struct HeapRules {
    std::size_t option_bound(std::size_t heap) const { return heap + heap / 2; }
    void add_options(std::size_t heap, const std::vector<unsigned>& g, gamecore::MexBuffer& out) const {
        for (std::size_t rest = 0; rest < heap; ++rest) out.add(g[rest]);
        for (std::size_t left = 1; left <= heap / 2; ++left) out.add(g[left] ^ g[heap - left]);
    }
};

// Whole positions, for gamecore::GameSearch: the non-empty heaps, ascending. No Grundy values of heaps and no
// xor: the search sees only the moves.
struct HeapsRules {
    typedef std::vector<long long> Position;

    static Position position_of(const std::vector<long long>& heaps) {
        Position p;
        for (std::size_t i = 0; i < heaps.size(); ++i)
            if (heaps[i] > 0) p.push_back(heaps[i]);
        std::sort(p.begin(), p.end());
        return p;
    }

    void moves(const Position& p, std::vector<Position>& out) const {
        for (std::size_t chosen = 0; chosen < p.size(); ++chosen) {
            if (chosen > 0 && p[chosen] == p[chosen - 1]) continue;  // an equal heap has the same moves
            Position others(p);
            others.erase(others.begin() + static_cast<std::ptrdiff_t>(chosen));
            for (long long rest = 0; rest < p[chosen]; ++rest) {  // take p[chosen] - rest objects
                std::vector<long long> heaps(others);
                heaps.push_back(rest);
                out.push_back(position_of(heaps));
            }
            for (long long left = 1; left < p[chosen]; ++left) {  // split, nothing removed
                std::vector<long long> heaps(others);
                heaps.push_back(left);
                heaps.push_back(p[chosen] - left);
                out.push_back(position_of(heaps));
            }
        }
    }
};

// Heaps up to 1000: the table costs 1.5 * 1000^2 / 2 mex steps once. Up to 1000 heaps a case, 100 cases.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_cases = 100;
    limits.max_heaps = 1000;
    limits.max_heap = 1000;
    return limits;
}

inline std::string reference_description() {
    return "HDU 3032 reference: the Grundy value of each heap by the rules of Lasker's Nim\n"
           "(mex over its options), xored over the heaps. Same input and output as lasker,\n"
           "for small heaps.";
}

// The heaps' Grundy values from the table, xored as they come.
typedef gamecore::GrundyTableSum<HeapRules> GrundyTableSum;

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    GrundyTableSum position;
    answer_cases(in, limits, out, position);
}

}  // namespace lasker

#endif
