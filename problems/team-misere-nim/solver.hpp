// POJ 2068 Nim: judge solver. The DP over (stones, player to move), O(S * 2n) a case: each player's win at s needs
// only the largest s' < s lost for the next player, so no take is tried one by one; O(2n) memory.
// Tested in tests.cpp against the plain DP that tries every take (reference.hpp) on every small game, and by the
// testdata.
#ifndef TEAM_MISERE_NIM_SOLVER_HPP
#define TEAM_MISERE_NIM_SOLVER_HPP

#include <cstddef>
#include <vector>

#include "problem.hpp"

namespace team_misere_nim {

// Win(0, i) = true: the player facing no stones has won (the last take lost). For s >= 1, Win(s, i) iff some take
// x in 1..min(M_i, s) leaves (s - x, i + 1) lost; s - x = 0 never is, so iff the largest lost s' in 1..s-1 of the
// next player lies within M_i below s. Players go round the table, i + 1 after i, 0 after 2n - 1.
class TeamDp {
public:
    // Fills the outcomes for every stone count up to `stones`; wins(player) then tells Win(stones, player). With
    // `table`, also every Win(s, i) there, at s * 2n + i (the command line's moves).
    void run(long long stones, const std::vector<long long>& caps, std::vector<char>* table = 0) {
        const std::size_t players = caps.size();
        last_lost_.assign(players, -1);  // none yet: 0 is a win for everyone
        now_.assign(players, 1);
        if (table) table->assign(static_cast<std::size_t>(stones + 1) * players, 1);
        for (long long s = 1; s <= stones; ++s) {
            for (std::size_t i = 0; i < players; ++i) {
                const long long lost = last_lost_[i + 1 == players ? 0 : i + 1];
                now_[i] = lost >= 1 && s - lost <= caps[i];
                if (table) (*table)[static_cast<std::size_t>(s) * players + i] = now_[i];
            }
            for (std::size_t i = 0; i < players; ++i)
                if (!now_[i]) last_lost_[i] = s;
        }
    }
    bool wins(std::size_t player) const { return now_[player] != 0; }

private:
    std::vector<long long> last_lost_;
    std::vector<char> now_;
};

inline bool first_team_wins(long long stones, const std::vector<long long>& caps) {
    TeamDp dp;
    dp.run(stones, caps);
    return dp.wins(0);
}

struct FirstTeamWins {
    bool operator()(long long stones, const std::vector<long long>& caps) {
        dp.run(stones, caps);
        return dp.wins(0);
    }
    TeamDp dp;
};

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    FirstTeamWins decide;
    answer_cases(in, limits, out, decide);
}

}  // namespace team_misere_nim

#endif
