// POJ 3480 / HDU 1907 (John) on the command line: --moves lists every winning move, --explain says why (C++17, never
// judged). O(n) per case. Tested in-process against reference_moves, which tries every legal move on the search.
#ifndef MISERE_NIM_MOVES_HPP
#define MISERE_NIM_MOVES_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "cli/play.hpp"
#include "gamecore/misere.hpp"
#include "gamecore/nim.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace misere_nim {

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation = "P:K, pile P (counted from 1) left with K sweets, in pile order";
    static constexpr bool long_lists = true;

    static constexpr gamesuite::AnswerWords answer_words = {"John", "Brother"};
    static constexpr const char* won_without_moving = "a table with no sweets, whose last one Brother ate";

    // Misère Nim is the anti-SG rule on heaps whose values are their sizes: a pile can be left with any smaller size.
    gamesuite::MoveList moves(const std::vector<long long>& piles) {
        if (gamesuite::all_empty(piles)) return gamesuite::MoveList::won_without_moving();
        std::vector<std::string> moves;
        auto visit = [&](std::size_t i, unsigned long long left) {
            if (left < static_cast<unsigned long long>(piles[i])) moves.push_back(gamesuite::pile_left(i, left));
        };
        gamecore::for_each_winning_anti_sg_target(piles.begin(), piles.end(), visit);
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, const std::vector<long long>& piles) {
        long long above_one = 0, ones = 0;
        for (long long pile : piles) above_one += pile > 1, ones += pile == 1;
        const unsigned long long sum = gamecore::nim_sum(piles.begin(), piles.end());
        if (gamesuite::all_empty(piles)) {
            lines.explain_won_without_moving("no sweet is left on the table: Brother ate the last one");
            return;
        }
        const std::string why =
            above_one == 0
                ? gamesuite::counted(ones, "pile") + " of one sweet and none larger: John wins iff that is even"
                : gamesuite::counted(above_one, "pile") + " above one sweet, so John wins iff the nim sum " +
                      gamesuite::xor_expression(piles, sum) + " is not 0";
        std::size_t pile = 0;
        unsigned long long left = 0;
        bool found = false;
        auto first = [&](std::size_t i, unsigned long long target) {
            if (!found && target < static_cast<unsigned long long>(piles[i])) pile = i, left = target, found = true;
        };
        gamecore::for_each_winning_anti_sg_target(piles.begin(), piles.end(), first);
        if (!found) {
            lines.explain_loss(why);
            return;
        }
        std::vector<long long> after(piles);
        after[pile] = static_cast<long long>(left);
        long long after_above_one = 0, after_ones = 0;
        for (long long p : after) after_above_one += p > 1, after_ones += p == 1;
        lines.explain_win(why, gamesuite::pile_left(pile, left),
                          "eat " + std::to_string(piles[pile] - after[pile]) + " from pile " +
                              std::to_string(pile + 1) + ", " + std::to_string(piles[pile]) + " -> " +
                              std::to_string(left),
                          after_above_one == 0
                              ? "now " + gamesuite::counted(after_ones, "single sweet") + ", an odd number: " +
                                    "Brother eats the last"
                              : "now the nim sum is " + gamesuite::xor_expression(after, 0) + " with a pile above one");
    }

    // By the rules: every pile left with every smaller size, each kept when the reference's search finds the
    // position after it lost for the player then to move.
    gamesuite::MoveList moves_by_rules(const std::vector<long long>& piles) {
        return gamesuite::nim_moves_by_rules(piles, gamesuite::search_for_process<WinsBySearch>());
    }

    // --play
    static std::string board(const std::vector<long long>& piles) { return gamesuite::pile_rows(piles, "pile"); }
    static std::string play(const std::string& move, std::vector<long long>& piles) {
        return gamesuite::play_pile_left(move, piles, "pile", "sweet");
    }
    static std::string any_move(const std::vector<long long>& piles) { return gamesuite::longest_nim_move(piles); }
    static std::vector<std::string> legal_moves(const std::vector<long long>& piles) {
        return gamesuite::nim_legal_moves(piles);
    }
};

}  // namespace misere_nim

#endif
