// Luogu P2197 reference: Nim decided by memoised search over its rules, no nim sum.
// k piles of <= v stones: C(v + k, k) positions of < k*v moves each. Used by tests.cpp and nim-reference.
#ifndef NIM_REFERENCE_HPP
#define NIM_REFERENCE_HPP

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/game_search.hpp"
#include "gamecore/nim_rules.hpp"
#include "problem.hpp"

namespace nim {

typedef gamecore::NimRules NimRules;

// 6 piles of <= 7 stones: C(13, 6) = 1716 positions of < 42 moves each, shared by all cases.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_cases = 1000;
    limits.max_piles = 6;
    limits.max_pile = 7;
    return limits;
}

inline std::string reference_description() {
    return "Luogu P2197 reference: plays Nim by its rules (memoised search).\n"
           "Same input and output as nim, for few piles of few stones.";
}

struct WinsBySearch {
    WinsBySearch() : search(NimRules()) {}
    bool operator()(const std::vector<long long>& piles) { return search.wins(NimRules::position_of(piles)); }
    gamecore::GameSearch<NimRules> search;
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    // One search for every input the process reads: a position's outcome never changes, and the in-process stress
    // run's seeds meet mostly the same positions.
    static WinsBySearch decide;
    answer_cases(in, limits, out, decide);
}

}  // namespace nim

#endif
