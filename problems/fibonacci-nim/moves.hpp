// HDU 2516 Fibonacci Nim on the command line: --moves lists every winning first move, --explain says why (C++17,
// never judged). O(log n) a line. Tested in-process against moves_by_rules, which tries every first move on the
// reference's search.
#ifndef FIBONACCI_NIM_MOVES_HPP
#define FIBONACCI_NIM_MOVES_HPP

#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "cli/multiple_takes.hpp"
#include "cli/play.hpp"
#include "gamecore/zeckendorf.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace fibonacci_nim {

// n's Zeckendorf representation, the largest term first (in the core, shared with hrpa).
using gamecore::zeckendorf_terms;

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation = "K, the stones the first move takes; ascending";

    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        gamesuite::FirstPlayerWins<PerCase> per_line{per_case};
        answer_lines(in, limits, out, per_line);
    }
    static constexpr gamesuite::AnswerWords answer_words = {"First win", "Second win"};

    gamesuite::MoveList moves(long long n) {
        std::vector<std::string> moves;
        for (long long take : gamesuite::winning_first_takes(zeckendorf_terms(n), 2))
            moves.push_back(std::to_string(take));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, long long n) {
        const std::vector<long long> terms = zeckendorf_terms(n);
        const std::string heap = "n = " + std::to_string(n);
        if (n == 1) {
            lines.explain_loss(heap + ": the first move may not take the whole heap, so there is none");
            return;
        }
        if (terms.size() == 1) {
            lines.explain_loss(heap + " is a Fibonacci number: whatever the first move takes, t, leaves " +
                               std::to_string(n) + " - t, whose smallest Zeckendorf term is at most 2t; the "
                               "opponent takes it, and so on to the last stone");
            return;
        }
        // The smallest winning take, the smallest term (gamesuite::winning_first_takes).
        const long long take = terms.back();
        const std::vector<long long> left(terms.begin(), terms.end() - 1);
        lines.explain_win(heap + " = " + gamesuite::sum_expression(terms) + " (Zeckendorf), not a Fibonacci number",
                          std::to_string(take),
                          "take " + std::to_string(take) + ": " + std::to_string(n - take) + " = " +
                              gamesuite::sum_expression(left) + " left",
                          "its smallest term " + std::to_string(left.back()) + " is more than twice " +
                              std::to_string(take) + ", so the opponent cannot take it; whatever they take, y, "
                              "leaves a smallest term of at most 2y, which the first player takes in turn, down "
                              "to the last stone");
    }

    // By the rules: every first move, 1 to n - 1 stones, kept when the reference's search finds the heap after it
    // (the opponent may take up to twice as many) lost for the player then to move.
    gamesuite::MoveList moves_by_rules(long long n) {
        // One search for every input, as solve_by_reference keeps: a position's outcome never changes.
        static WinsBySearch search;
        std::vector<std::string> moves;
        for (long long take = 1; take < n; ++take)
            if (!search.mover_wins(n - take, 2 * take)) moves.push_back(std::to_string(take));
        return moves;
    }

    // --play: after the first take a position is the stones left and the largest take allowed, no case.
    struct Board {
        long long stones;
        long long last_take;  // 0 before the first move
        long long most() const {  // the largest take allowed now
            if (last_take == 0) return stones - 1;
            return last_take > stones / 2 ? stones : 2 * last_take;
        }
    };
    static Board play_position(long long n) { return Board{n, 0}; }

    // The winning takes of any (r, at most c to take): the suffix sums of r's Zeckendorf terms whose next larger term
    // is more than twice them (as for the first move, cli/multiple_takes.hpp, whose argument holds for any cap), up
    // to c, then the last stones when c reaches them. The smallest term, if c allows it, is the first.
    gamesuite::MoveList moves(const Board& board) {
        if (board.last_take == 0) return moves(board.stones);
        std::vector<std::string> moves;
        if (board.stones == 0) return moves;
        for (long long take : gamesuite::winning_first_takes(zeckendorf_terms(board.stones), 2))
            if (take <= board.most()) moves.push_back(std::to_string(take));
        if (board.stones <= board.most()) moves.push_back(std::to_string(board.stones));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, const Board& board) {
        if (board.last_take == 0) return explain(lines, board.stones);
        const std::string position = gamesuite::counted(board.stones, "stone") + " left, at most " +
                                     std::to_string(board.most()) + " to take (twice the last take, " +
                                     std::to_string(board.last_take) + ")";
        if (board.stones == 0) return lines.explain_loss("no stone is left: the opponent took the last one");
        const std::vector<long long> terms = zeckendorf_terms(board.stones);
        const std::string sum = std::to_string(board.stones) + " = " + gamesuite::sum_expression(terms);
        if (terms.back() > board.most())
            return lines.explain_loss(position + ": " + sum + " (Zeckendorf), whose smallest term is more than " +
                                      std::to_string(board.most()) + "; whatever is taken, t, leaves a smallest "
                                      "term of at most 2t, which the opponent takes in turn, down to the last stone");
        const long long take = terms.back();
        if (take == board.stones)
            return lines.explain_win(position + ": " + sum + ", all of it may be taken", std::to_string(take),
                                     "take the last " + gamesuite::counted(take, "stone"),
                                     "none is left for the opponent");
        const std::vector<long long> left(terms.begin(), terms.end() - 1);
        lines.explain_win(position + ": " + sum + " (Zeckendorf), whose smallest term may be taken",
                          std::to_string(take),
                          "take " + std::to_string(take) + ": " + std::to_string(board.stones - take) + " = " +
                              gamesuite::sum_expression(left) + " left",
                          "its smallest term " + std::to_string(left.back()) + " is more than twice " +
                              std::to_string(take) + ", so the opponent cannot take it; whatever they take, y, "
                              "leaves a smallest term of at most 2y, taken in turn down to the last stone");
    }

    gamesuite::MoveList moves_by_rules(const Board& board) {
        if (board.last_take == 0) return moves_by_rules(board.stones);
        static WinsBySearch search;
        std::vector<std::string> moves;
        for (long long take = 1; take <= board.most(); ++take)
            if (!search.mover_wins(board.stones - take, 2 * take)) moves.push_back(std::to_string(take));
        return moves;
    }

    static std::string board(const Board& board) {
        std::string text = "  stones: " + std::to_string(board.stones) + gamesuite::stones_drawn(board.stones);
        if (board.most() > 0)
            text += "\n  the next move takes 1 to " + std::to_string(board.most()) +
                    (board.last_take == 0                     ? " (not the whole heap)"
                     : board.last_take > board.stones / 2 ? " (all that is left)"
                                                              : " (twice the last take, " +
                                                                    std::to_string(board.last_take) + ")");
        return text;
    }
    static std::string play(const std::string& move, Board& board) {
        long long take = 0;
        if (!gamesuite::read_number_move(move, take)) return "write K (the stones to take)";
        if (take < 1) return "take at least 1 stone";
        if (take > board.most())
            return board.last_take == 0 ? "the first move may not take the whole heap: take at most " +
                                              std::to_string(board.most())
                   : take > board.stones ? "only " + gamesuite::counted(board.stones, "stone") + " left"
                                         : "take at most " + std::to_string(board.most()) + " (twice the last take)";
        board.last_take = take;
        board.stones -= take;
        return "";
    }
    // Holding out: one stone at a time.
    static std::string any_move(const Board& board) { return board.most() > 0 ? "1" : ""; }
};

}  // namespace fibonacci_nim

#endif
