// Luogu P1512 伊甸园日历游戏 on the command line: --moves lists every winning move, --explain says why, --play plays a
// date (C++17, never judged). O(1) per case. Tested in-process against moves_by_rules, which tries both moves on the
// reference's retrograde table.
#ifndef CALENDAR_GAME_MOVES_HPP
#define CALENDAR_GAME_MOVES_HPP

#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "cli/play.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace calendar_game {

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation = "day (add one day) or month (add one month, the same day)";

    static constexpr gamesuite::AnswerWords answer_words = {"YES", "NO"};

    // The legal moves by name, each with the date it reaches, in the order day, month.
    static std::vector<std::pair<std::string, Date> > named_moves(long long year, long long month, long long day) {
        std::vector<std::pair<std::string, Date> > named;
        const Date from(year, month, day);
        if (is_target(year, month, day)) return named;
        const Date by_day = next_day(from);
        if (!after_target(by_day)) named.push_back(std::make_pair(std::string("day"), by_day));
        Date by_month;
        if (next_month(from, by_month) && !after_target(by_month))
            named.push_back(std::make_pair(std::string("month"), by_month));
        return named;
    }

    // The moves that leave the opponent a lost date by the rule.
    gamesuite::MoveList moves(long long year, long long month, long long day) {
        std::vector<std::string> winning;
        for (const auto& move : named_moves(year, month, day))
            if (!first_player_wins(move.second.year, move.second.month, move.second.day)) winning.push_back(move.first);
        return winning;
    }

    void explain(gamesuite::CaseLines& lines, long long year, long long month, long long day) {
        const std::string date = date_text(year, month, day);
        const std::string sum = "month + day = " + std::to_string(month) + " + " + std::to_string(day) + " = " +
                                std::to_string(month + day);
        if (is_target(year, month, day)) {
            lines.explain_loss(date + " is the target itself: the game is over before Adam moves");
            return;
        }
        if (!first_player_wins(year, month, day)) {
            lines.explain_loss(date + ": " + sum +
                               " is odd and the date is no 09-30 or 11-30: a day or a month on makes the sum even "
                               "(09-30 and 11-30 are reached only from even sums), and from there Eve restores an "
                               "odd sum");
            return;
        }
        const std::vector<std::string> winning = moves(year, month, day).moves;
        std::string move = winning.empty() ? std::string() : winning.front();
        Date to;
        for (const auto& named : named_moves(year, month, day))
            if (named.first == move) to = named.second;
        const std::string why = day == 30 && (month == 9 || month == 11)
                                    ? date + ": " + sum + " is odd, but the next day is the first of a month " +
                                          "of odd sum"
                                    : date + ": " + sum + " is even";
        const std::string reached = date_text(to.year, to.month, to.day);
        lines.explain_win(why, move, (move == "day" ? "a day on, to " : "a month on, to ") + reached,
                          is_target(to.year, to.month, to.day)
                              ? "the target: Adam wins"
                              : reached + " has month + day = " + std::to_string(to.month + to.day) +
                                    ", odd and no 09-30 or 11-30: every reply makes it even, and Adam restores an odd sum");
    }

    // By the rules: both moves, kept when the retrograde table says the date reached is lost for the player to move.
    gamesuite::MoveList moves_by_rules(long long year, long long month, long long day) {
        const Retrograde& table = retrograde();
        std::vector<std::string> winning;
        for (const auto& move : named_moves(year, month, day))
            if (!table.wins(move.second)) winning.push_back(move.first);
        return winning;
    }

    // --play
    static std::string board(long long year, long long month, long long day) {
        return "  " + date_text(year, month, day) + "  (the target: " +
               date_text(target_year, target_month, target_day) + ")";
    }
    static std::string play(const std::string& move, long long& year, long long& month, long long& day) {
        if (move != "day" && move != "month") return "write day or month";
        for (const auto& named : named_moves(year, month, day)) {
            if (named.first != move) continue;
            year = named.second.year;
            month = named.second.month;
            day = named.second.day;
            return "";
        }
        if (is_target(year, month, day)) return "the game is over";
        if (move == "day") return "a day on passes the target";
        Date to;
        if (!next_month(Date(year, month, day), to))
            return "the next month has no day " + std::to_string(day);
        return "a month on passes the target";
    }
    // The day move where it is legal: it makes the game last longest.
    static std::string any_move(long long year, long long month, long long day) {
        const std::vector<std::pair<std::string, Date> > named = named_moves(year, month, day);
        return named.empty() ? std::string() : named.front().first;
    }
};

}  // namespace calendar_game

#endif
