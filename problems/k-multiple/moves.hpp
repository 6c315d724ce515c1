// POJ 3922 A simple stone game on the command line: --moves lists every winning first move, --explain says why
// (C++17, never judged). O(log^2 n) a case after the losing numbers (solver.hpp). Tested in-process against
// moves_by_rules, which tries every first move on the reference's table.
#ifndef K_MULTIPLE_MOVES_HPP
#define K_MULTIPLE_MOVES_HPP

#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "cli/play.hpp"
#include "cli/multiple_takes.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace k_multiple {

// k's losing numbers up to n: the first 8, then "...".
inline std::string losing_numbers_text(const LosingNumbers& losing, long long n) {
    std::string text;
    for (std::size_t i = 0; i < losing.term_count() && losing.term(i) <= static_cast<unsigned long long>(n); ++i) {
        if (i == 8) return text + ", ...";
        text += (i == 0 ? "" : ", ") + std::to_string(losing.term(i));
    }
    return text;
}

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation = "K, the stones the first move takes; ascending";

    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        struct PerLine {
            long long first_move(long long n, long long k) { return per_case(n, k); }
            PerCase& per_case;
        } per_line{per_case};
        answer_cases(in, limits, out, per_line);
    }
    // "Case N: lose", or "Case N: x" with x the smallest winning first move.
    static std::optional<std::vector<gamesuite::Outcome>> judge_outcomes(const std::string& answers) {
        return gamesuite::outcome_per_line(answers, [](const std::string& line) {
            const std::size_t colon = line.find(": ");
            const std::string answer = colon == std::string::npos ? "" : line.substr(colon + 2);
            if (line.rfind("Case ", 0) == 0 && answer == "lose") return gamesuite::Outcome::lose;
            if (line.rfind("Case ", 0) == 0 && !answer.empty() && answer[0] != '0' &&
                answer.find_first_not_of("0123456789") == std::string::npos)
                return gamesuite::Outcome::win;
            throw std::runtime_error("the judge answer '" + line + "' is neither 'Case N: lose' nor 'Case N: x'");
        });
    }

    gamesuite::MoveList moves(long long n, long long k) {
        game_.greedy_sum(n, k, sum_);
        std::vector<std::string> moves;
        for (unsigned long long take : gamesuite::winning_first_takes(sum_, static_cast<unsigned long long>(k)))
            moves.push_back(std::to_string(take));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, long long n, long long k) {
        const std::string pile = "n = " + std::to_string(n), times = k == 1 ? "" : std::to_string(k);
        if (n == 1) {
            lines.explain_loss(pile + ": the first move must leave a stone, so there is none");
            return;
        }
        game_.greedy_sum(n, k, sum_);
        const std::string numbers = "the losing numbers for k = " + std::to_string(k) + " (" +
                                    losing_numbers_text(game_, n) + ")";
        if (sum_.size() == 1) {
            lines.explain_loss(pile + " is one of " + numbers + ": whatever the first move takes, t, leaves " +
                               std::to_string(n) + " - t, whose greedy sum of them ends in a term of at most " +
                               times + "t; the opponent takes it, and so on to the last stone");
            return;
        }
        // The smallest winning take, the smallest term (gamesuite::winning_first_takes).
        const unsigned long long take = sum_.back();
        const std::vector<unsigned long long> left(sum_.begin(), sum_.end() - 1);
        lines.explain_win(pile + " = " + gamesuite::sum_expression(sum_) + ", a greedy sum of " + numbers +
                              ", each term more than " + std::to_string(k) + " times the next, not one of them",
                          std::to_string(take),
                          "take " + std::to_string(take) + ": " + std::to_string(n - static_cast<long long>(take)) +
                              (left.size() > 1 ? " = " + gamesuite::sum_expression(left) : "") + " left",
                          "its smallest term " + std::to_string(left.back()) + " is more than " +
                              std::to_string(k) + " x " + std::to_string(take) +
                              ", so the opponent cannot take it; whatever they take, y, leaves a smallest term "
                              "of at most " + times + "y, which the first player takes in turn, down to the "
                              "last stone");
    }

    // By the rules: every first move, 1 to n - 1 stones, kept when the reference's table finds the pile after it
    // (the opponent may take up to k times as many) lost for the player then to move.
    gamesuite::MoveList moves_by_rules(long long n, long long k) {
        TakeSearch& search = gamesuite::search_for_process<TakeSearch>();
        std::vector<std::string> moves;
        for (long long take = 1; take < n; ++take)
            if (!search.wins(n - take, k * take, k)) moves.push_back(std::to_string(take));
        return moves;
    }

    // --play: after the first take a position is the stones left and the largest take allowed, no case.
    struct Board {
        long long stones;
        long long last_take;  // 0 before the first move
        long long k;
        long long most() const {  // the largest take allowed now
            if (last_take == 0) return stones - 1;
            return last_take > stones / k ? stones : k * last_take;
        }
    };
    static Board play_position(long long n, long long k) { return Board{n, 0, k}; }

    // The winning takes of any (r, at most c to take): the suffix sums of r's greedy sum that
    // cli/multiple_takes.hpp finds for a first move (its argument holds for any cap), up to c, then the last stones
    // when c reaches them.
    gamesuite::MoveList moves(const Board& board) {
        if (board.last_take == 0) return moves(board.stones, board.k);
        std::vector<std::string> moves;
        if (board.stones == 0) return moves;
        game_.greedy_sum(board.stones, board.k, sum_);
        for (unsigned long long take : gamesuite::winning_first_takes(sum_, static_cast<unsigned long long>(board.k)))
            if (take <= static_cast<unsigned long long>(board.most())) moves.push_back(std::to_string(take));
        if (board.stones <= board.most()) moves.push_back(std::to_string(board.stones));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, const Board& board) {
        if (board.last_take == 0) return explain(lines, board.stones, board.k);
        const std::string position = gamesuite::counted(board.stones, "stone") + " left, at most " +
                                     std::to_string(board.most()) + " to take (" + std::to_string(board.k) +
                                     " times the last take, " + std::to_string(board.last_take) + ")";
        if (board.stones == 0) return lines.explain_loss("no stone is left: the opponent took the last one");
        game_.greedy_sum(board.stones, board.k, sum_);
        const std::string sum = std::to_string(board.stones) + " = " + gamesuite::sum_expression(sum_);
        const long long take = static_cast<long long>(sum_.back());
        if (take > board.most())
            return lines.explain_loss(position + ": " + sum + ", whose smallest term is more than " +
                                      std::to_string(board.most()) + "; whatever is taken, t, leaves a smallest "
                                      "term of at most " + std::to_string(board.k) + "t, which the opponent takes "
                                      "in turn, down to the last stone");
        if (take == board.stones)
            return lines.explain_win(position + ": " + sum + ", all of it may be taken", std::to_string(take),
                                     "take the last " + gamesuite::counted(take, "stone"),
                                     "none is left for the opponent");
        const std::vector<unsigned long long> left(sum_.begin(), sum_.end() - 1);
        lines.explain_win(position + ": " + sum + ", whose smallest term may be taken", std::to_string(take),
                          "take " + std::to_string(take) + ": " + std::to_string(board.stones - take) + " = " +
                              gamesuite::sum_expression(left) + " left",
                          "its smallest term " + std::to_string(left.back()) + " is more than " +
                              std::to_string(board.k) + " x " + std::to_string(take) +
                              ", so the opponent cannot take it; whatever they take, y, leaves a smallest term of "
                              "at most " + std::to_string(board.k) + "y, taken in turn down to the last stone");
    }

    gamesuite::MoveList moves_by_rules(const Board& board) {
        if (board.last_take == 0) return moves_by_rules(board.stones, board.k);
        TakeSearch& search = gamesuite::search_for_process<TakeSearch>();
        std::vector<std::string> moves;
        for (long long take = 1; take <= board.most(); ++take)
            if (!search.wins(board.stones - take, board.k * take, board.k)) moves.push_back(std::to_string(take));
        return moves;
    }

    static std::string board(const Board& board) {
        std::string text = "  stones: " + std::to_string(board.stones) + gamesuite::stones_drawn(board.stones);
        if (board.most() > 0)
            text += "\n  the next move takes 1 to " + std::to_string(board.most()) +
                    (board.last_take == 0 ? " (not the whole pile)"
                                          : " (at most " + std::to_string(board.k) + " times the last take, " +
                                                std::to_string(board.last_take) + ")");
        return text;
    }
    static std::string play(const std::string& move, Board& board) {
        long long take = 0;
        if (!gamesuite::read_number_move(move, take)) return "write K (the stones to take)";
        if (take < 1) return "take at least 1 stone";
        if (take > board.most())
            return board.last_take == 0 ? "the first move may not take the whole pile: take at most " +
                                              std::to_string(board.most())
                   : take > board.stones ? "only " + gamesuite::counted(board.stones, "stone") + " left"
                                         : "take at most " + std::to_string(board.k) + " times the last take, " +
                                               std::to_string(board.most());
        board.last_take = take;
        board.stones -= take;
        return "";
    }
    // Holding out: one stone at a time.
    static std::string any_move(const Board& board) { return board.most() > 0 ? "1" : ""; }

private:
    LosingNumbers game_;
    std::vector<unsigned long long> sum_;
};

}  // namespace k_multiple

#endif
