// team-misere-nim-wrong-normal-play: a deliberately WRONG decision, kept so that the stress tests prove they catch it.
// It plays the normal game, where taking the last stone wins: facing 0 stones loses instead of winning, so "1 101
// 4 4" (lost, the statement's remark) comes out won. Its problem's test executable fails unless the in-process
// stress run catches it.
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

bool first_team_wins(long long stones, const std::vector<long long>& caps) {
    const std::size_t players = caps.size();
    std::vector<std::vector<char> > win(static_cast<std::size_t>(stones) + 1, std::vector<char>(players, 0));
    // the bug: win[0][i] stays 0, as in normal play
    for (long long s = 1; s <= stones; ++s)
        for (std::size_t i = 0; i < players; ++i)
            for (long long take = 1; take <= caps[i] && take <= s; ++take)
                if (!win[static_cast<std::size_t>(s - take)][(i + 1) % players]) win[static_cast<std::size_t>(s)][i] = 1;
    return win[static_cast<std::size_t>(stones)][0] != 0;
}

void solve(gamecore::Scanner& in, const team_misere_nim::Limits& limits, gamecore::Output& out) {
    team_misere_nim::answer_cases(in, limits, out, first_team_wins);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("normal play (the last stone wins)", solve, team_misere_nim::suite_limits())
