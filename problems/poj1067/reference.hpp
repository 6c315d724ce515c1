// POJ 1067 reference: Wythoff's game decided by memoised search over its rules, no closed form.
// O(a*b*(a+b)) positions x moves. Used by tests.cpp and poj1067-reference on small piles.
#ifndef POJ1067_REFERENCE_HPP
#define POJ1067_REFERENCE_HPP

#include <string>
#include <utility>
#include <vector>

#include "gamecore/game_search.hpp"
#include "gamecore/wythoff_rules.hpp"
#include "problem.hpp"

namespace poj1067 {

using gamecore::WythoffRules;

// Piles up to 200: 40,000 positions of up to 600 moves, about a second.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_pile = 200;
    return limits;
}

inline std::string reference_description() {
    return "POJ 1067 reference: plays Wythoff's game by its rules (memoised search).\n"
           "Same input and output as poj1067, for small piles.";
}

struct WinsBySearch {
    WinsBySearch() : search(WythoffRules()) {}
    bool operator()(long long a, long long b) { return search.wins(WythoffRules::Position(a, b)); }
    gamecore::GameSearch<WythoffRules> search;
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    // One search for every input the process reads: a position's outcome never changes, and the in-process stress
    // run's seeds meet mostly the same positions.
    static WinsBySearch decide;
    answer_pairs(in, limits, out, decide);
}

}  // namespace poj1067

#endif
