// POJ 2068 reference: the game decided by the plain DP over (stones left, player to move) that tries every take,
// O(S * 2n * M) a case. Used by tests.cpp, the in-process stress and team-misere-nim-reference on small games.
#ifndef TEAM_MISERE_NIM_REFERENCE_HPP
#define TEAM_MISERE_NIM_REFERENCE_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "problem.hpp"

namespace team_misere_nim {

// Win[s][i] by the rules: a player facing 0 stones has won (whoever took the last one lost); else he wins iff some
// take of 1..min(M_i, s) leaves the next player round the table lost.
inline std::vector<std::vector<char> > outcomes_by_rules(long long stones, const std::vector<long long>& caps) {
    const std::size_t players = caps.size();
    std::vector<std::vector<char> > win(static_cast<std::size_t>(stones) + 1, std::vector<char>(players, 0));
    for (std::size_t i = 0; i < players; ++i) win[0][i] = 1;
    for (long long s = 1; s <= stones; ++s)
        for (std::size_t i = 0; i < players; ++i) {
            const std::size_t next = (i + 1) % players;
            for (long long take = 1; take <= caps[i] && take <= s; ++take)
                if (!win[static_cast<std::size_t>(s - take)][next]) win[static_cast<std::size_t>(s)][i] = 1;
        }
    return win;
}

// S <= 3000, caps <= 64: at most 3000 * 40 * 64 steps a case.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_team = 20;
    limits.max_stones = 3000;
    limits.max_cap = 64;
    return limits;
}

inline std::string reference_description() {
    return "POJ 2068 reference: the DP over (stones, player to move) trying every take.\n"
           "Same input and output as team-misere-nim, for S <= 3000 and M_i <= 64.";
}

struct WinsByRules {
    bool operator()(long long stones, const std::vector<long long>& caps) const {
        return outcomes_by_rules(stones, caps)[static_cast<std::size_t>(stones)][0] != 0;
    }
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    WinsByRules decide;
    answer_cases(in, limits, out, decide);
}

}  // namespace team_misere_nim

#endif
