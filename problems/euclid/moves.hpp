// POJ 2348 Euclid's Game on the command line: --moves lists every winning move, --explain says why (C++17, never
// judged). O(log) per pair. Tested in-process against moves_by_rules, which tries every legal move on the search.
#ifndef EUCLID_MOVES_HPP
#define EUCLID_MOVES_HPP

#include <algorithm>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include "cli/case_moves.hpp"
#include "cli/play.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace euclid {

// The numbers after each winning move, in input order. From larger = q * smaller + r only two moves can win (see
// first_player_wins_from): to (smaller, r) and to (smaller + r, smaller), the latter taking q - 1 multiples; r = 0
// is the move that makes a 0. Both numbers equal: either can be taken to 0.
inline std::vector<std::pair<long long, long long>> winning_numbers(long long a, long long b) {
    std::vector<std::pair<long long, long long>> after;
    auto consider = [&](long long x, long long y) {
        if (x == 0 || y == 0 || !first_player_wins_from(x, y)) after.push_back({x, y});
    };
    // k in {q - 1, q}, never counted up past q: q is 2^63 - 1 for (2^63 - 1, 1).
    if (a >= b)
        for (long long k : {a / b - 1, a / b})
            if (k >= 1) consider(a - k * b, b);
    if (b >= a)
        for (long long k : {b / a - 1, b / a})
            if (k >= 1) consider(a, b - k * a);
    std::sort(after.begin(), after.end());
    after.erase(std::unique(after.begin(), after.end()), after.end());
    return after;
}

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation = "X,Y, the numbers left (X of a, Y of b), ascending by X then Y";

    // The parser asks decide.first_player_wins(a, b) a line.
    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        gamesuite::FirstPlayerWins<PerCase> per_line{per_case};
        answer_lines(in, limits, out, per_line);
    }
    static constexpr gamesuite::AnswerWords answer_words = {"Stan wins", "Ollie wins"};

    gamesuite::MoveList moves(long long a, long long b) {
        std::vector<std::string> moves;
        for (const auto& numbers : winning_numbers(a, b))
            moves.push_back(gamesuite::pair_left(numbers.first, numbers.second));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, long long a, long long b) {
        // The forced moves (quotient 1) from (a, b), up to the first pair whose mover has a choice.
        long long larger = std::max(a, b), smaller = std::min(a, b), forced = 0;
        while (larger % smaller != 0 && larger - smaller <= smaller) {
            const long long remainder = larger % smaller;
            larger = smaller;
            smaller = remainder;
            ++forced;
        }
        const std::string chooser = forced % 2 == 0 ? "Stan" : "Ollie";
        const std::string at = "(" + std::to_string(larger) + ", " + std::to_string(smaller) + ")";
        const std::string choice =
            larger % smaller == 0 ? at + ", whose mover can make a 0"
                                  : at + ", whose quotient " + std::to_string(larger / smaller) +
                                        " >= 2 lets its mover choose who faces (" + std::to_string(smaller) + ", " +
                                        std::to_string(larger % smaller) + ")";
        std::string why = choice + "; that mover is " + chooser;
        if (forced > 0)
            why = gamesuite::counted(forced, "forced move") + " (quotient 1) " + (forced == 1 ? "leads" : "lead") +
                  " to " + why;
        const auto moves = winning_numbers(a, b);
        if (moves.empty()) {
            lines.explain_loss(why);
            return;
        }
        const auto [x, y] = moves.front();
        const bool took_a = x != a;
        const long long taken = took_a ? a - x : b - y, multiple = took_a ? b : a;
        lines.explain_win(why, gamesuite::pair_left(x, y),
                          "subtract " + std::to_string(taken / multiple) + " x " + std::to_string(multiple) +
                              " from " + (took_a ? "a" : "b"),
                          x == 0 || y == 0 ? "a number is 0: Stan wins"
                                           : "Ollie faces (" + std::to_string(x) + ", " + std::to_string(y) +
                                                 "), lost for its mover");
    }

    // By the rules: every multiple of the smaller number taken from the larger (from either when they are equal),
    // kept when it makes a 0 or the reference's search finds the pair after it lost for the player then to move.
    gamesuite::MoveList moves_by_rules(long long a, long long b) {
        WinsBySearch& search = gamesuite::search_for_process<WinsBySearch>();
        std::vector<std::pair<long long, long long>> after;
        auto keep = [&](long long x, long long y) {
            if (x == 0 || y == 0 || !search.first_player_wins(x, y)) after.push_back({x, y});
        };
        if (a >= b)
            for (long long left = a - b; left >= 0; left -= b) keep(left, b);
        if (b >= a)
            for (long long left = b - a; left >= 0; left -= a) keep(a, left);
        std::sort(after.begin(), after.end());
        after.erase(std::unique(after.begin(), after.end()), after.end());
        std::vector<std::string> moves;
        for (const auto& numbers : after) moves.push_back(gamesuite::pair_left(numbers.first, numbers.second));
        return moves;
    }

    // --play
    static std::string board(long long a, long long b) {
        return "  a = " + std::to_string(a) + ", b = " + std::to_string(b);
    }
    static std::string play(const std::string& move, long long& a, long long& b) {
        long long x = 0, y = 0;
        if (!gamesuite::read_pair_left(move, x, y)) return "write X,Y, the two numbers as the move leaves them";
        const auto multiple_taken = [](long long from, long long left, long long by) {
            return by > 0 && left >= 0 && left < from && (from - left) % by == 0;
        };
        const bool from_a = y == b && a >= b && multiple_taken(a, x, b);
        const bool from_b = x == a && b >= a && multiple_taken(b, y, a);
        if (!from_a && !from_b)
            return "subtract a positive multiple of the smaller number from the larger, leaving at least 0";
        a = x;
        b = y;
        return "";
    }
    // The smallest subtraction: the game lasts longest.
    static std::string any_move(long long a, long long b) {
        if (a == 0 || b == 0) return "";
        return a >= b ? gamesuite::pair_left(a - b, b) : gamesuite::pair_left(a, b - a);
    }
};

}  // namespace euclid

#endif
