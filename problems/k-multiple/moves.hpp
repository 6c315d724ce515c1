// POJ 3922 A simple stone game on the command line: --moves lists every winning first move, --explain says why
// (C++17, never judged). O(log^2 n) a case after the losing numbers (solver.hpp). Tested in-process against
// reference_moves, which tries every first move on the reference's table.
#ifndef K_MULTIPLE_MOVES_HPP
#define K_MULTIPLE_MOVES_HPP

#include <string>
#include <vector>

#include "cli/moves.hpp"
#include "cli/multiple_takes.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace k_multiple {

const char* const move_notation = "K, the stones the first move takes; ascending";

// k's losing numbers up to n: the first 8, then "...".
inline std::string losing_numbers_text(const std::vector<unsigned long long>& losing, long long n) {
    std::string text;
    for (std::size_t i = 0; i < losing.size() && losing[i] <= static_cast<unsigned long long>(n); ++i) {
        if (i == 8) return text + ", ...";
        text += (i == 0 ? "" : ", ") + std::to_string(losing[i]);
    }
    return text;
}

inline void write_moves(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    gamesuite::CaseLines lines(out);
    struct PerCase {
        gamesuite::CaseLines& lines;
        LosingNumbers game;
        std::vector<unsigned long long> sum;
        long long first_move(long long n, long long k) {
            game.greedy_sum(n, k, sum);
            std::vector<std::string> moves;
            for (unsigned long long take : gamesuite::winning_first_takes(sum, static_cast<unsigned long long>(k)))
                moves.push_back(std::to_string(take));
            lines.moves(moves);
            return 0;
        }
    } per_case{lines, LosingNumbers(), {}};
    answer_cases(in, limits, lines.discarded, per_case);
}

inline void write_explanation(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    gamesuite::CaseLines lines(out);
    struct PerCase {
        gamesuite::CaseLines& lines;
        LosingNumbers game;
        std::vector<unsigned long long> sum;
        long long first_move(long long n, long long k) {
            const std::string pile = "n = " + std::to_string(n), times = k == 1 ? "" : std::to_string(k);
            if (n == 1) {
                lines.explain_loss(pile + ": the first move must leave a stone, so there is none");
                return 0;
            }
            game.greedy_sum(n, k, sum);
            const std::string numbers = "the losing numbers for k = " + std::to_string(k) + " (" +
                                        losing_numbers_text(game.terms(), n) + ")";
            if (sum.size() == 1) {
                lines.explain_loss(pile + " is one of " + numbers + ": whatever the first move takes, t, leaves " +
                                   std::to_string(n) + " - t, whose greedy sum of them ends in a term of at most " +
                                   times + "t; the opponent takes it, and so on to the last stone");
                return 0;
            }
            // The smallest winning take, the smallest term (gamesuite::winning_first_takes).
            const unsigned long long take = sum.back();
            const std::vector<unsigned long long> left(sum.begin(), sum.end() - 1);
            lines.explain_win(pile + " = " + gamesuite::sum_expression(sum) + ", a greedy sum of " + numbers +
                                  ", each term more than " + std::to_string(k) + " times the next, not one of them",
                              std::to_string(take),
                              "take " + std::to_string(take) + ": " + std::to_string(n - static_cast<long long>(take)) +
                                  (left.size() > 1 ? " = " + gamesuite::sum_expression(left) : "") + " left",
                              "its smallest term " + std::to_string(left.back()) + " is more than " +
                                  std::to_string(k) + " x " + std::to_string(take) +
                                  ", so the opponent cannot take it; whatever they take, y, leaves a smallest term "
                                  "of at most " + times + "y, which the first player takes in turn, down to the "
                                  "last stone");
            return 0;
        }
    } per_case{lines, LosingNumbers(), {}};
    answer_cases(in, limits, lines.discarded, per_case);
}

// By the rules: every first move, 1 to n - 1 stones, kept when the reference's table finds the pile after it (the
// opponent may take up to k times as many) lost for the player then to move.
inline void reference_moves(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    gamesuite::CaseLines lines(out);
    struct PerCase {
        gamesuite::CaseLines& lines;
        TakeSearch search;
        long long first_move(long long n, long long k) {
            std::vector<std::string> moves;
            for (long long take = 1; take < n; ++take)
                if (!search.wins(n - take, k * take, k)) moves.push_back(std::to_string(take));
            lines.moves(moves);
            return 0;
        }
    } per_case{lines, TakeSearch()};
    answer_cases(in, limits, lines.discarded, per_case);
}

}  // namespace k_multiple

#endif
