// HDU 1404 Digital Deletions on the command line: --moves lists every winning move, --explain says why, --play plays
// a string (C++17, never judged). O(9 L) moves a string after the table. Tested in-process against moves_by_rules,
// which tries every legal move on the reference's search.
#ifndef DIGITAL_DELETIONS_MOVES_HPP
#define DIGITAL_DELETIONS_MOVES_HPP

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "cli/play.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace digital_deletions {

// Every string one move leaves, shortest first, then ascending: the erasures (from each 0) and the lowerings.
inline std::vector<std::string> strings_after_moves(const std::string& digits) {
    std::vector<std::string> after;
    DeletionRules().moves(digits, after);
    std::sort(after.begin(), after.end(), [](const std::string& a, const std::string& b) {
        return a.size() != b.size() ? a.size() < b.size() : a < b;
    });
    return after;
}

// A string as the notation writes it: its digits, or "-" for the empty string.
inline std::string written(const std::string& digits) { return digits.empty() ? "-" : digits; }

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation =
        "S, the string the move leaves ('-': every digit erased); shortest first, then ascending";

    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        answer_strings(in, limits, out, per_case);
    }
    static constexpr gamesuite::AnswerWords answer_words = {"Yes", "No"};

    gamesuite::MoveList moves(const std::string& digits) {
        std::vector<std::string> moves;
        for (const std::string& after : strings_after_moves(digits))
            if (!table_.wins(after)) moves.push_back(written(after));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, const std::string& digits) {
        const std::vector<std::string> after = strings_after_moves(digits);
        const std::string table = "by the table of every string of up to " +
                                  gamesuite::counted(digits.size(), "digit") +
                                  ", built from the empty string (lost: no move) up";
        for (const std::string& left : after)
            if (!table_.wins(left)) {
                const bool erased = left.size() < digits.size();
                lines.explain_win(table + ", " + written(digits) + " has a move to a lost string", written(left),
                                  erased ? "erase the 0 at digit " + std::to_string(left.size() + 1) +
                                               " and everything right of it"
                                         : lowering(digits, left),
                                  left.empty() ? "nothing is left: the opponent cannot move"
                                               : written(left) + " is lost: every move from it leaves a won string");
                return;
            }
        lines.explain_loss(table + ", every one of the " + gamesuite::counted(after.size(), "move") + " from " +
                           digits + " leaves a string the opponent wins");
    }

    // By the rules: every move, kept when the reference's search finds the string it leaves lost.
    gamesuite::MoveList moves_by_rules(const std::string& digits) {
        WinsBySearch& search = search_for_every_input();
        std::vector<std::string> moves;
        for (const std::string& after : strings_after_moves(digits))
            if (!search(after)) moves.push_back(written(after));
        return moves;
    }

    // --play
    static std::string board(const std::string& digits) {
        if (digits.empty()) return "  (every digit erased)";
        std::string cells, numbers;
        for (std::size_t i = 0; i < digits.size(); ++i) {
            cells += std::string("  ") + digits[i];
            numbers += "  " + std::to_string((i + 1) % 10);
        }
        return "  string:" + cells + "\n  digit: " + numbers;
    }
    static std::string play(const std::string& move, std::string& digits) {
        const std::string left = move == "-" ? std::string() : move;
        if (left.find_first_not_of("0123456789") != std::string::npos || move.empty())
            return "write the string the move leaves, or '-' when it erases every digit";
        const std::vector<std::string> after = strings_after_moves(digits);
        if (std::find(after.begin(), after.end(), left) == after.end())
            return "no move leaves " + written(left) + ": lower one digit of " + digits +
                   ", or erase a 0 and every digit right of it";
        digits = left;
        return "";
    }
    // The move that makes the game last longest: the last digit above 0 lowered by one; else (all zeros) the last
    // digit erased.
    static std::string any_move(const std::string& digits) {
        for (std::size_t i = digits.size(); i-- > 0;)
            if (digits[i] != '0') {
                std::string left(digits);
                --left[i];
                return left;
            }
        return digits.empty() ? "" : written(digits.substr(0, digits.size() - 1));
    }

private:
    // "lower digit 2 from 5 to 3": the one digit where `left` differs.
    static std::string lowering(const std::string& digits, const std::string& left) {
        const std::size_t i = first_difference(digits, left);
        return "lower digit " + std::to_string(i + 1) + " from " + std::string(1, digits[i]) + " to " +
               std::string(1, left[i]);
    }
    static std::size_t first_difference(const std::string& a, const std::string& b) {
        std::size_t i = 0;
        while (i < a.size() && i < b.size() && a[i] == b[i]) ++i;
        return i;
    }

    DeletionTable table_;
};

}  // namespace digital_deletions

#endif
