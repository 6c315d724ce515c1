// COCI 2010/2011 #4 HRPA on the command line: --moves lists every winning first move, --explain says why in
// Zeckendorf terms (C++17, never judged). O(log N) a line. Tested in-process against moves_by_rules, which tries every
// first move on the reference's memo.
#ifndef HRPA_MOVES_HPP
#define HRPA_MOVES_HPP

#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "cli/multiple_takes.hpp"
#include "cli/play.hpp"
#include "gamecore/zeckendorf.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace hrpa {

// Every winning first take, ascending: the suffix sums of N's Zeckendorf terms that leave a stone and whose next
// larger term is more than twice them (gamesuite::winning_first_takes, as in Fibonacci Nim), then N itself, since
// taking the whole heap wins too. At most 46 of them.
inline std::vector<long long> winning_first_takes(long long n) {
    std::vector<long long> takes = gamesuite::winning_first_takes(gamecore::zeckendorf_terms(n), 2);
    takes.push_back(n);
    return takes;
}

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation =
        "K, the pebbles the first move takes; ascending, the whole heap N (always a win) last";

    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        answer_lines(in, limits, out, per_case);
    }
    // The judge's answer is a take, 1 to N: Mirko always wins (he may take the whole heap).
    static std::optional<std::vector<gamesuite::Outcome>> judge_outcomes(const std::string& answers) {
        return gamesuite::outcome_per_line(answers, [](const std::string& line) {
            if (!line.empty() && line[0] != '0' && line.find_first_not_of("0123456789") == std::string::npos)
                return gamesuite::Outcome::win;
            throw std::runtime_error("the judge answer '" + line + "' is no first take (a positive integer)");
        });
    }

    gamesuite::MoveList moves(long long n) {
        std::vector<std::string> moves;
        for (long long take : winning_first_takes(n)) moves.push_back(std::to_string(take));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, long long n) {
        const std::vector<long long> terms = gamecore::zeckendorf_terms(n);
        const long long take = terms.back();
        const std::string heap = "N = " + std::to_string(n);
        if (n == 1) {
            lines.explain_win("N = 1: the one pebble is the only take, and it is the last", "1", "take the pebble",
                              "none is left: Mirko took the last pebble");
            return;
        }
        if (terms.size() == 1) {
            lines.explain_win(heap + " is a Fibonacci number: a take t < " + std::to_string(n) + " leaves " +
                                  std::to_string(n) + " - t, whose smallest Zeckendorf term is at most 2t, and "
                                  "Slavko, taking it, keeps Mirko in that spot to the last pebble; so only the whole "
                                  "heap wins",
                              std::to_string(take), "take all " + gamesuite::counted(n, "pebble"),
                              "none is left: Mirko took the last pebble");
            return;
        }
        const std::vector<long long> left(terms.begin(), terms.end() - 1);
        const std::string smallest =
            take == 1 ? "its smallest term is 1, the smallest take there is"
                      : "its smallest term " + std::to_string(take) + " is the smallest take that wins: a take t < " +
                            std::to_string(take) + " leaves " + std::to_string(take) + " - t of it, whose smallest "
                            "term is at most 2t, for Slavko to take";
        lines.explain_win(heap + " = " + gamesuite::sum_expression(terms) + " (Zeckendorf); " + smallest,
                          std::to_string(take),
                          "take " + std::to_string(take) + ": " + std::to_string(n - take) + " = " +
                              gamesuite::sum_expression(left) + " left",
                          "its smallest term " + std::to_string(left.back()) + " is more than twice " +
                              std::to_string(take) + ", so Slavko cannot take it; whatever he takes, y, leaves a "
                              "smallest term of at most 2y, which Mirko takes in turn, down to the last pebble");
    }

    // By the rules: every first take, 1 to N, kept when it takes the last pebble or the reference's memo finds the
    // heap after it (Slavko may take up to twice as many) lost for Slavko.
    gamesuite::MoveList moves_by_rules(long long n) {
        static TakeRules rules;  // one memo for every input the process reads
        std::vector<std::string> moves;
        for (long long take = 1; take <= n; ++take)
            if (rules.first_take_wins(n, take)) moves.push_back(std::to_string(take));
        return moves;
    }

    // --play: after the first take a position is the pebbles left and the largest take allowed, no case.
    struct Board {
        long long pebbles;
        long long last_take;  // 0 before the first move, which may take them all
        long long most() const {  // the largest take allowed now
            return last_take == 0 || last_take > pebbles / 2 ? pebbles : 2 * last_take;
        }
    };
    static Board play_position(long long n) { return Board{n, 0}; }

    // The winning takes of any (r, at most c to take): the suffix sums of r's Zeckendorf terms whose next larger term
    // is more than twice them (as for the first move: cli/multiple_takes.hpp's argument holds for any cap), up to c,
    // then the last pebbles when c reaches them. The smallest term, if c allows it, is the first.
    gamesuite::MoveList moves(const Board& board) {
        if (board.last_take == 0) return moves(board.pebbles);
        std::vector<std::string> moves;
        if (board.pebbles == 0) return moves;
        for (long long take : gamesuite::winning_first_takes(gamecore::zeckendorf_terms(board.pebbles), 2))
            if (take <= board.most()) moves.push_back(std::to_string(take));
        if (board.pebbles <= board.most()) moves.push_back(std::to_string(board.pebbles));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, const Board& board) {
        if (board.last_take == 0) return explain(lines, board.pebbles);
        if (board.pebbles == 0) return lines.explain_loss("no pebble is left: the opponent took the last one");
        const std::string position = gamesuite::counted(board.pebbles, "pebble") + " left, at most " +
                                     std::to_string(board.most()) + " to take";
        const std::vector<long long> terms = gamecore::zeckendorf_terms(board.pebbles);
        const std::string sum = std::to_string(board.pebbles) + " = " + gamesuite::sum_expression(terms);
        if (terms.back() > board.most())
            return lines.explain_loss(position + ": " + sum + " (Zeckendorf), whose smallest term is more than " +
                                      std::to_string(board.most()) + "; whatever is taken, t, leaves a smallest "
                                      "term of at most 2t, which the opponent takes in turn, down to the last pebble");
        const long long take = terms.back();
        if (take == board.pebbles)
            return lines.explain_win(position + ": all of them may be taken", std::to_string(take),
                                     "take the last " + gamesuite::counted(take, "pebble"),
                                     "none is left for the opponent");
        const std::vector<long long> left(terms.begin(), terms.end() - 1);
        lines.explain_win(position + ": " + sum + " (Zeckendorf), whose smallest term may be taken",
                          std::to_string(take),
                          "take " + std::to_string(take) + ": " + std::to_string(board.pebbles - take) + " = " +
                              gamesuite::sum_expression(left) + " left",
                          "its smallest term " + std::to_string(left.back()) + " is more than twice " +
                              std::to_string(take) + ", so the opponent cannot take it; whatever they take, y, "
                              "leaves a smallest term of at most 2y, taken in turn down to the last pebble");
    }

    gamesuite::MoveList moves_by_rules(const Board& board) {
        if (board.last_take == 0) return moves_by_rules(board.pebbles);
        static TakeRules rules;
        std::vector<std::string> moves;
        for (long long take = 1; take <= board.most(); ++take)
            if (take == board.pebbles || !rules.mover_wins(board.pebbles - take, 2 * take))
                moves.push_back(std::to_string(take));
        return moves;
    }

    static std::string board(const Board& board) {
        std::string text = "  pebbles: " + std::to_string(board.pebbles) + gamesuite::stones_drawn(board.pebbles);
        if (board.most() > 0)
            text += "\n  the next move takes 1 to " + std::to_string(board.most()) +
                    (board.last_take == 0 || board.last_take > board.pebbles / 2
                         ? " (all that is left)"
                         : " (twice the last take, " + std::to_string(board.last_take) + ")");
        return text;
    }
    static std::string play(const std::string& move, Board& board) {
        long long take = 0;
        if (!gamesuite::read_number_move(move, take)) return "write K (the pebbles to take)";
        if (take < 1) return "take at least 1 pebble";
        if (take > board.most())
            return take > board.pebbles ? "only " + gamesuite::counted(board.pebbles, "pebble") + " left"
                                        : "take at most " + std::to_string(board.most()) + " (twice the last take)";
        board.last_take = take;
        board.pebbles -= take;
        return "";
    }
    // Holding out: one pebble at a time.
    static std::string any_move(const Board& board) { return board.most() > 0 ? "1" : ""; }
};

}  // namespace hrpa

#endif
