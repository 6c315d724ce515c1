// HDU 2516 Fibonacci Nim on the command line: --moves lists every winning first move, --explain says why (C++17,
// never judged). O(log n) a line. Tested in-process against moves_by_rules, which tries every first move on the
// reference's search.
#ifndef FIBONACCI_NIM_MOVES_HPP
#define FIBONACCI_NIM_MOVES_HPP

#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "cli/multiple_takes.hpp"
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
};

}  // namespace fibonacci_nim

#endif
