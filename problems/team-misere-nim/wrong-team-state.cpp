// team-misere-nim-wrong-team-state: a deliberately WRONG decision, kept so that the stress tests prove they catch it.
// It keeps the state as (stones, team) instead of (stones, player), each team playing with its first player's cap
// M_1 or M_2 throughout: right for n = 1 only. Its problem's test executable fails unless the in-process stress run
// catches it.
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

bool first_team_wins(long long stones, const std::vector<long long>& caps) {
    std::vector<std::vector<char> > win(static_cast<std::size_t>(stones) + 1, std::vector<char>(2, 1));
    for (long long s = 1; s <= stones; ++s)
        for (std::size_t team = 0; team < 2; ++team) {
            win[static_cast<std::size_t>(s)][team] = 0;
            for (long long take = 1; take <= caps[team] && take <= s; ++take)  // the bug: one cap a team
                if (!win[static_cast<std::size_t>(s - take)][1 - team]) win[static_cast<std::size_t>(s)][team] = 1;
        }
    return win[static_cast<std::size_t>(stones)][0] != 0;
}

void solve(gamecore::Scanner& in, const team_misere_nim::Limits& limits, gamecore::Output& out) {
    team_misere_nim::answer_cases(in, limits, out, first_team_wins);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("the state (stones, team) with one cap a team", solve, team_misere_nim::suite_limits())
