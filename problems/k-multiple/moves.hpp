// POJ 3922 A simple stone game on the command line: --moves lists every winning first move, --explain says why
// (C++17, never judged). O(log^2 n) a case after the losing numbers (solver.hpp). Tested in-process against
// reference_moves, which tries every first move on the reference's table.
#ifndef K_MULTIPLE_MOVES_HPP
#define K_MULTIPLE_MOVES_HPP

#include <string>
#include <vector>

#include "cli/moves.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace k_multiple {

const char* const move_notation = "K, the stones the first move takes; ascending";

// Every winning first move, ascending, from n's greedy sum T_1 + ... + T_r of k's losing numbers (largest first, each
// term more than k times the next). (m, at most L to take) is lost for its mover iff m's smallest term is more than L
// (tests.cpp checks this against the search). A take t leaves m = T_1 + ... + T_j + w with 0 <= w < T_{j+1}, whose
// terms are T_1..T_j and w's. If w > 0, then t = (T_{j+1} - w) + T_{j+2} + ... + T_r and, T_{j+1} being lost, w's
// smallest term is at most k (T_{j+1} - w) <= k t: t loses. So t is a suffix sum S_j = T_{j+1} + ... + T_r (j >= 1: the
// first move leaves a stone), and it wins iff T_j > k S_j; the smallest, T_r, always does when n is not a losing
// number. At most 61 of them (a sum below 2^62 has at most 62 terms): no cap is needed.
inline std::vector<unsigned long long> winning_takes(const std::vector<unsigned long long>& sum, long long k) {
    std::vector<unsigned long long> takes;
    const unsigned long long multiplier = static_cast<unsigned long long>(k);
    unsigned long long suffix = 0;
    for (std::size_t j = sum.size(); j-- > 1;) {
        suffix += sum[j];
        // k S_j < T_j, asked as S_j <= (T_j - 1) / k: k S_j passes 2^64 for large k.
        if (suffix <= (sum[j - 1] - 1) / multiplier) takes.push_back(suffix);
    }
    return takes;
}

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
            for (unsigned long long take : winning_takes(sum, k)) moves.push_back(std::to_string(take));
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
            // The smallest winning take, the smallest term (winning_takes).
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
