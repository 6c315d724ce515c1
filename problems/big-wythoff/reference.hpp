// HDU 5973 reference: Wythoff's game decided by memoised search over its rules, no closed form, on piles to 100.
// O(a*b*(a+b)) positions x moves. Used by tests.cpp, the in-process stress and big-wythoff-reference.
#ifndef BIG_WYTHOFF_REFERENCE_HPP
#define BIG_WYTHOFF_REFERENCE_HPP

#include <string>
#include <utility>
#include <vector>

#include "gamecore/big_unsigned.hpp"
#include "gamecore/game_search.hpp"
#include "gamecore/wythoff_rules.hpp"
#include "problem.hpp"

namespace big_wythoff {

using gamecore::WythoffRules;

// Piles up to 10^2: 10,201 positions of up to 300 moves, a tenth of a second.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_pile_exponent = 2;
    return limits;
}

inline std::string reference_description() {
    return "HDU 5973 reference: plays Wythoff's game by its rules (memoised search).\n"
           "Same input and output as big-wythoff, for piles up to 100.";
}

// The reference's limits keep every pile within a long long (to_u64).
struct WinsBySearch {
    WinsBySearch() : search(WythoffRules()) {}
    bool operator()(long long a, long long b) { return search.wins(WythoffRules::Position(a, b)); }
    bool operator()(const gamecore::BigUnsigned& a, const gamecore::BigUnsigned& b) {
        return (*this)(static_cast<long long>(a.to_u64()), static_cast<long long>(b.to_u64()));
    }
    gamecore::GameSearch<WythoffRules> search;
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    // One search for every input the process reads: a position's outcome never changes, and the in-process stress
    // run's seeds meet mostly the same positions.
    static WinsBySearch decide;
    answer_pairs(in, limits, out, decide);
}

}  // namespace big_wythoff

#endif
