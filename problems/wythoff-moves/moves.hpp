// HDU 2177 (Wythoff's game, the winning moves) on the command line: --moves lists the judge's moves in the suite's
// one-line form, --explain says why (C++17, never judged). O(1) a pair. Tested in-process against moves_by_rules.
#ifndef WYTHOFF_MOVES_MOVES_HPP
#define WYTHOFF_MOVES_MOVES_HPP

#include <algorithm>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "cli/play.hpp"
#include "cli/wythoff_explain.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace wythoff_moves {

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation =
        "X,Y, the position a move leaves, X <= Y: the equal removal first, then the others ascending (the judge's "
        "order)";

    // The parser asks its decide for each pair's moves; this one hands the pair to per_case and lists none, so
    // the parser writes its "0" to the discarded judge answers.
    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        struct PerPair {
            void winning_moves(long long a, long long b, std::vector<Move>&) { per_case(a, b); }
            PerCase& per_case;
        } per_pair{per_case};
        answer_positions(in, limits, out, per_pair);
    }
    // A case is "0", or "1" and then a line "x y" for each winning move.
    static std::optional<std::vector<gamesuite::Outcome>> judge_outcomes(const std::string& answers) {
        std::vector<gamesuite::Outcome> outcomes;
        bool won = false;
        std::istringstream text(answers);
        for (std::string line; std::getline(text, line);) {
            if (line == "0" || line == "1") {
                won = line == "1";
                outcomes.push_back(won ? gamesuite::Outcome::win : gamesuite::Outcome::lose);
            } else if (!won || line.find(' ') == std::string::npos) {
                throw std::runtime_error("the judge answer '" + line + "' is neither 0, 1 nor a move after a 1");
            }
        }
        return outcomes;
    }

    gamesuite::MoveList moves(long long a, long long b) { return listed(a, b, solver_); }

    void explain(gamesuite::CaseLines& lines, long long a, long long b) {
        auto position = [](unsigned long long x, unsigned long long y) {
            return gamesuite::pair_left(std::min(x, y), std::max(x, y));
        };
        gamesuite::explain_wythoff_pair(lines, static_cast<unsigned long long>(a), static_cast<unsigned long long>(b),
                                        position);
    }

    // By the rules: the reference's MovesBySearch, which tries every move and keeps those its search finds lost.
    gamesuite::MoveList moves_by_rules(long long a, long long b) {
        static MovesBySearch search;  // as solve_by_reference: one search for every input the process reads
        return listed(a, b, search);
    }

    // --play: the position kept as the judge gives it, the smaller pile first.
    static std::string board(long long a, long long b) {
        return gamesuite::pile_rows(std::vector<long long>{a, b}, "pile");
    }
    static std::string play(const std::string& move, long long& a, long long& b) {
        long long x = 0, y = 0;
        if (!gamesuite::read_pair_left(move, x, y)) return "write X,Y, the two piles as the move leaves them";
        if (!gamesuite::wythoff_move_legal(a, b, x, y) && !gamesuite::wythoff_move_legal(a, b, y, x))
            return "take from one pile, or the same number from both";
        a = std::min(x, y);
        b = std::max(x, y);
        return "";
    }
    static std::string any_move(long long a, long long b) {
        if (a == 0 && b == 0) return "";
        return a >= b ? gamesuite::pair_left(std::min(a - 1, b), std::max(a - 1, b))
                      : gamesuite::pair_left(std::min(a, b - 1), std::max(a, b - 1));
    }

private:
    // The moves of a winning_moves(a, b, moves) like the solver's or the reference's, in the judge's order.
    template <class Source>
    gamesuite::MoveList listed(long long a, long long b, Source& source) {
        std::vector<Move> found;
        source.winning_moves(a, b, found);
        std::vector<std::string> moves;
        for (const Move& move : found) moves.push_back(gamesuite::pair_left(move.x, move.y));
        return moves;
    }

    WinningMoves solver_;
};

}  // namespace wythoff_moves

#endif
