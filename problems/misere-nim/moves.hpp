// POJ 3480 / HDU 1907 (John) on the command line: --moves lists every winning move, --explain says why (C++17, never
// judged). O(n) per case. Tested in-process against reference_moves, which tries every legal move on the search.
#ifndef MISERE_NIM_MOVES_HPP
#define MISERE_NIM_MOVES_HPP

#include <string>
#include <vector>

#include "cli/moves.hpp"
#include "gamecore/misere.hpp"
#include "gamecore/nim.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace misere_nim {

const char* const move_notation = "P:K, pile P (counted from 1) left with K sweets, in pile order";

// Misère Nim is the anti-SG rule on heaps whose values are their sizes: a pile can be left with any smaller size.
inline std::vector<std::string> winning_moves(const std::vector<long long>& piles) {
    std::vector<std::string> moves;
    auto visit = [&](std::size_t i, unsigned long long left) {
        if (left < static_cast<unsigned long long>(piles[i])) moves.push_back(gamesuite::pile_left(i, left));
    };
    gamecore::for_each_winning_anti_sg_target(piles.begin(), piles.end(), visit);
    return moves;
}

inline void write_moves(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    gamesuite::CaseLines lines(out);
    auto per_case = [&](const std::vector<long long>& piles) {
        lines.moves(winning_moves(piles));
        return true;
    };
    answer_cases(in, limits, lines.discarded, per_case);
}

inline void write_explanation(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    gamesuite::CaseLines lines(out);
    auto per_case = [&](const std::vector<long long>& piles) {
        long long above_one = 0, ones = 0;
        for (long long pile : piles) above_one += pile > 1, ones += pile == 1;
        const unsigned long long sum = gamecore::nim_sum(piles.begin(), piles.end());
        const std::string why =
            above_one == 0 ? std::to_string(ones) + " piles of one sweet and none larger: John wins iff that is even"
                           : std::to_string(above_one) + " piles above one sweet, so John wins iff the nim sum " +
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
            return true;
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
                              ? "now " + std::to_string(after_ones) + " single sweets, an odd number: " +
                                    "Brother eats the last"
                              : "now the nim sum is " + gamesuite::xor_expression(after, 0) + " with a pile above one");
        return true;
    };
    answer_cases(in, limits, lines.discarded, per_case);
}

// By the rules: every pile left with every smaller size, each kept when the reference's search finds the position
// after it lost for the player then to move.
inline void reference_moves(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    gamesuite::CaseLines lines(out);
    WinsBySearch wins;
    auto per_case = [&](const std::vector<long long>& piles) {
        lines.moves(gamesuite::nim_moves_by_rules(piles, wins));
        return true;
    };
    answer_cases(in, limits, lines.discarded, per_case);
}

}  // namespace misere_nim

#endif
