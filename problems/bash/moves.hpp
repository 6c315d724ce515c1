// HDU 1846 (Brave Game) on the command line: --moves lists every winning move, --explain says why (C++17, never
// judged). O(1) per case. Tested in-process against moves_by_rules, which tries every legal move on the search.
#ifndef BASH_MOVES_HPP
#define BASH_MOVES_HPP

#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "cli/play.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace bash_game {

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation = "K, take K stones";

    static constexpr gamesuite::AnswerWords answer_words = {"first", "second"};

    // The losing piles are the multiples of m + 1, and from n exactly one lies within m below it when n is not
    // one: the only winning move takes n mod (m + 1).
    gamesuite::MoveList moves(long long stones, long long most) {
        std::vector<std::string> moves;
        const unsigned long long take = taken(stones, most);
        if (take != 0) moves.push_back(std::to_string(take));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, long long stones, long long most) {
        const unsigned long long period = static_cast<unsigned long long>(most) + 1;
        const unsigned long long take = taken(stones, most);
        const std::string why = "n = " + std::to_string(stones) + " leaves " + std::to_string(take) +
                                " over a multiple of m + 1 = " + std::to_string(period);
        if (take == 0) {
            lines.explain_loss(why + ": a move takes 1 to m, so the opponent answers with m + 1 minus it");
            return;
        }
        lines.explain_win(why, std::to_string(take),
                          "take " + std::to_string(take) + ", " + std::to_string(stones) + " -> " +
                              std::to_string(static_cast<unsigned long long>(stones) - take),
                          "a multiple of m + 1: whatever the opponent takes, take m + 1 minus it");
    }

    // By the rules: every take of 1 to m stones, kept when the reference's search finds the pile after it lost for
    // the player then to move.
    gamesuite::MoveList moves_by_rules(long long stones, long long most) {
        WinsBySearch& search = gamesuite::search_for_process<WinsBySearch>();
        std::vector<std::string> moves;
        for (long long take = 1; take <= most && take <= stones; ++take)
            if (!search(stones - take, most)) moves.push_back(std::to_string(take));
        return moves;
    }


    // --play
    static std::string board(long long stones, long long most) {
        return gamesuite::pile_rows(std::vector<long long>{stones}, "pile") + "\n  a move takes 1 to " +
               std::to_string(most) + " stones";
    }
    static std::string play(const std::string& move, long long& stones, long long most) {
        long long take = 0;
        if (!gamesuite::read_number_move(move, take)) return "write K, the stones to take";
        if (take < 1 || take > most) return "take 1 to " + std::to_string(most) + " stones";
        if (take > stones) return "only " + gamesuite::counted(stones, "stone") + " left";
        stones -= take;
        return "";
    }
    static std::string any_move(long long stones, long long most) { return stones > 0 && most > 0 ? "1" : ""; }
private:
    // n mod (m + 1) in unsigned arithmetic, where m + 1 cannot overflow.
    static unsigned long long taken(long long stones, long long most) {
        return static_cast<unsigned long long>(stones) % (static_cast<unsigned long long>(most) + 1);
    }
};

}  // namespace bash_game

#endif
