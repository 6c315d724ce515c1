// 51Nod 1185 reference: Wythoff's game decided by memoised search over its rules, no closed form.
// O(a*b*(a+b)) positions x moves. Used by tests.cpp, the in-process stress and wythoff-v2-reference on small piles.
#ifndef WYTHOFF_V2_REFERENCE_HPP
#define WYTHOFF_V2_REFERENCE_HPP

#include <string>
#include <utility>
#include <vector>

#include "gamecore/game_search.hpp"
#include "gamecore/wythoff_rules.hpp"
#include "problem.hpp"

namespace wythoff_v2 {

using gamecore::WythoffRules;

// Piles up to 200: 40,000 positions of up to 600 moves, about a second.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_pile = 200;
    return limits;
}

inline std::string reference_description() {
    return "51Nod 1185 reference: plays Wythoff's game by its rules (memoised search).\n"
           "Same input and output as wythoff-v2, for piles up to 200.";
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
    answer_cases(in, limits, out, decide);
}

}  // namespace wythoff_v2

#endif
