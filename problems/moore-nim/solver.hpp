// POJ 2315 Football Game: judge solver, the formula the judge's accepted solutions use (Moore's rule on A_i mod
// (r + 1)). O(N) per case. NOT the true game in general: tests.cpp counts where it differs from the rules.
#ifndef MOORE_NIM_SOLVER_HPP
#define MOORE_NIM_SOLVER_HPP

#include <cstddef>
#include <vector>

#include "gamecore/moore.hpp"
#include "problem.hpp"

namespace moore_nim {

// Moore's rule for Nim_M (at most M heaps per move, any amount from each): the player to move loses exactly when
// every binary digit position holds a multiple of M + 1 ones (gamecore/moore.hpp; a theorem for that game,
// statement.md).
template <class Iterator>
bool moore_rule_wins(Iterator first, Iterator last, long long kick) {
    return gamecore::moore_nim_first_player_wins(first, last, static_cast<unsigned long long>(kick));
}

// The judge's expectation: every AC-claimed solution reduces each heap mod (r + 1) and applies Moore's rule. True
// for M = 1, for at most M + 1 balls off the goal and for r >= every heap; false elsewhere, e.g. M = 2, r = 3,
// heaps {1, 1, 4, 6}: this says Alice, the game says Bob.
inline bool wins_by_judge_formula(const std::vector<long long>& heaps, long long kick, long long cap) {
    std::vector<long long> residues(heaps.size());
    for (std::size_t i = 0; i < heaps.size(); ++i) residues[i] = heaps[i] % (cap + 1);
    return moore_rule_wins(residues.begin(), residues.end(), kick);
}

inline bool alice_wins_as_judged(const Case& c) { return wins_by_judge_formula(c.heaps, c.kick, c.cap); }

// Lenient (the default): any blanks, CRLF, suite_limits(). Strict (--strict): the exact format and judge_limits().
inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    answer_cases(in, limits, out, alice_wins_as_judged);
}

}  // namespace moore_nim

#endif
