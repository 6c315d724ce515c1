// HDU 1846 (Brave Game) on the command line: --moves lists every winning move, --explain says why (C++17, never
// judged). O(1) per case. Tested in-process against reference_moves, which tries every legal move on the search.
#ifndef BASH_MOVES_HPP
#define BASH_MOVES_HPP

#include <string>
#include <vector>

#include "cli/moves.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace bash_game {

const char* const move_notation = "K, take K stones";

// The losing piles are the multiples of m + 1, and from n exactly one lies within m below it when n is not one:
// the only winning move takes n mod (m + 1).
inline std::vector<std::string> winning_moves(long long stones, long long most) {
    std::vector<std::string> moves;
    const unsigned long long period = static_cast<unsigned long long>(most) + 1;
    const unsigned long long take = static_cast<unsigned long long>(stones) % period;
    if (take != 0) moves.push_back(std::to_string(take));
    return moves;
}

inline void write_moves(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    gamesuite::CaseLines lines(out);
    auto per_case = [&](long long stones, long long most) {
        lines.moves(winning_moves(stones, most));
        return true;
    };
    answer_cases(in, limits, lines.discarded, per_case);
}

inline void write_explanation(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    gamesuite::CaseLines lines(out);
    auto per_case = [&](long long stones, long long most) {
        const unsigned long long period = static_cast<unsigned long long>(most) + 1;
        const unsigned long long take = static_cast<unsigned long long>(stones) % period;
        const std::string why = "n = " + std::to_string(stones) + " leaves " + std::to_string(take) +
                                " over a multiple of m + 1 = " + std::to_string(period);
        if (take == 0) {
            lines.explain_loss(why + ": a move takes 1 to m, so the opponent answers with m + 1 minus it");
            return true;
        }
        lines.explain_win(why, std::to_string(take),
                          "take " + std::to_string(take) + ", " + std::to_string(stones) + " -> " +
                              std::to_string(static_cast<unsigned long long>(stones) - take),
                          "a multiple of m + 1: whatever the opponent takes, take m + 1 minus it");
        return true;
    };
    answer_cases(in, limits, lines.discarded, per_case);
}

// By the rules: every take of 1 to m stones, kept when the reference's search finds the pile after it lost for the
// player then to move.
inline void reference_moves(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    gamesuite::CaseLines lines(out);
    WinsBySearch wins;
    auto per_case = [&](long long stones, long long most) {
        std::vector<std::string> moves;
        for (long long take = 1; take <= most && take <= stones; ++take)
            if (!wins(stones - take, most)) moves.push_back(std::to_string(take));
        lines.moves(moves);
        return true;
    };
    answer_cases(in, limits, lines.discarded, per_case);
}

}  // namespace bash_game

#endif
