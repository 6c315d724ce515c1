// HDU 5795 reference: the game by its rules, no closed form. A heap's Grundy value is the mex over its options
// (gamecore::GrundyTable, O(s^2 / 12) a heap, O(s^3 / 36) to reach heap s), xored over the heaps; tests.cpp also
// searches whole positions (gamecore::GameSearch over HeapsRules, no Sprague-Grundy sum). Used by tests.cpp and
// simple-nim-reference.
#ifndef SIMPLE_NIM_REFERENCE_HPP
#define SIMPLE_NIM_REFERENCE_HPP

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/grundy.hpp"
#include "problem.hpp"

namespace simple_nim {

// One heap, for gamecore::GrundyTable: take any positive number (leaving 0..s-1), or split s into a <= b <= c,
// all >= 1, an option worth g(a) xor g(b) xor g(c). Splits number about s^2 / 12; the bound below is larger.
struct HeapRules {
    std::size_t option_bound(std::size_t heap) const { return heap + heap * heap / 12 + 1; }
    void add_options(std::size_t heap, const std::vector<unsigned>& g, gamecore::MexBuffer& out) const {
        for (std::size_t rest = 0; rest < heap; ++rest) out.add(g[rest]);
        for (std::size_t a = 1; 3 * a <= heap; ++a)
            for (std::size_t b = a; a + 2 * b <= heap; ++b) out.add(g[a] ^ g[b] ^ g[heap - a - b]);
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
            const long long s = p[chosen];
            for (long long rest = 0; rest < s; ++rest) {  // take s - rest candies
                std::vector<long long> heaps(others);
                heaps.push_back(rest);
                out.push_back(position_of(heaps));
            }
            for (long long a = 1; a < s; ++a)  // three non-empty heaps, nothing removed
                for (long long b = 1; a + b < s; ++b) {
                    std::vector<long long> heaps(others);
                    heaps.push_back(a);
                    heaps.push_back(b);
                    heaps.push_back(s - a - b);
                    out.push_back(position_of(heaps));
                }
        }
    }
};

// Heaps up to 400: the table costs about 400^3 / 36 = 1.8 * 10^6 mex steps once. Up to 1000 heaps a case, 100
// cases.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_cases = 100;
    limits.max_heaps = 1000;
    limits.max_heap = 400;
    return limits;
}

inline std::string reference_description() {
    return "HDU 5795 reference: the Grundy value of each heap by the rules (mex over taking\n"
           "any number and over every split into three non-empty heaps), xored over the\n"
           "heaps. Same input and output as simple-nim, for small heaps.";
}

// The heaps' Grundy values from the table, xored as they come.
typedef gamecore::GrundyTableSum<HeapRules> GrundyTableSum;

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    GrundyTableSum position;
    answer_cases(in, limits, out, position);
}

}  // namespace simple_nim

#endif
