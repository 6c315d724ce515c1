// Luogu P4101 [HEOI2014] 人人尽说江南好 on the command line: --moves lists the winning first move, --explain says why
// (C++17, never judged). O(1) a case. Tested in-process against moves_by_rules, which tries the move on the
// reference's search. No --play: after the first merges a position is any multiset of heaps, whose winner has no
// closed form here (only the start's move count is forced), and n goes to 10^9 heaps.
#ifndef MERGE_PILES_PARITY_MOVES_HPP
#define MERGE_PILES_PARITY_MOVES_HPP

#include <algorithm>
#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace merge_piles_parity {

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* no_play = "a position after a few merges is a set of heaps only the search decides, with n up to 10^9";
    static constexpr const char* notation =
        "A+B, merge a heap of A stones with one of B; at the start every heap is 1, so the one move is 1+1";

    // The judge writes 0 for a first-player win.
    static constexpr gamesuite::AnswerWords answer_words = {"0", "1"};

    // Every first move is the same merge of two single stones: it wins iff the game is won.
    gamesuite::MoveList moves(long long heaps, long long most) {
        std::vector<std::string> moves;
        if (first_player_wins(heaps, most)) moves.push_back("1+1");
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, long long heaps, long long most) {
        const long long longest = longest_game(heaps, most);
        const long long full = heaps / most, rest = heaps % most;
        const std::string why =
            "at most " + gamesuite::counted(longest, "merge") + " can be made (" +
            gamesuite::counted(heaps, "stone") + " in " + gamesuite::counted(full, "heap") + " of " +
            std::to_string(most) + (rest != 0 ? " and one of " + std::to_string(rest) : std::string()) +
            "), and the player whom that count favours makes the game last exactly so long by keeping every heap "
            "at 1 or " + std::to_string(most) + " but one";
        if (longest % 2 == 0) {
            lines.explain_loss(why + "; it is even: the second player makes the last merge (1)");
            return;
        }
        lines.explain_win(why + "; it is odd: the first player makes the last merge (0)", "1+1",
                          "merge two single stones",
                          gamesuite::counted(longest - 1, "merge") +
                              " left to play, an even count the first player keeps forced");
    }

    // By the rules: the one first move (two heaps of 1 merged, where m >= 2 and n >= 2), kept when the
    // reference's search finds the position after it lost for the player then to move.
    gamesuite::MoveList moves_by_rules(long long heaps, long long most) {
        std::vector<std::string> moves;
        if (heaps < 2 || most < 2) return moves;
        WinsBySearch& decide = search_by_rules();
        const MergeRules::Position after = MergeRules::merged(MergeRules::start(heaps, std::min(most, heaps)), 0, 1);
        if (!decide.search.wins(after)) moves.push_back("1+1");
        return moves;
    }
};

}  // namespace merge_piles_parity

#endif
