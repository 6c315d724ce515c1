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
};

}  // namespace hrpa

#endif
