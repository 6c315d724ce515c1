// Luogu P1512 伊甸园日历游戏 (the POJ 1082 / HDU 1079 "Calendar Game" family), declared once: names, limits, help,
// the Gregorian calendar the game is played on, and the input format every solver of it reads.
// O(1) per case read. Tested through tests.cpp, the testdata and testdata/calendar-game/bad-inputs.txt (CLI and judge98).
#ifndef CALENDAR_GAME_PROBLEM_HPP
#define CALENDAR_GAME_PROBLEM_HPP

#include <cstdio>
#include <string>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace calendar_game {

const char* const id = "calendar-game";
const char* const title = "Luogu P1512 伊甸园日历游戏";
const char* const judge = "Luogu";
const char* const twins = "POJ 1082 (the same game to the target 2001-11-04, its statement not read); HDU 1079 (the same, its statement not read)";

// The statement draws the date from 1900-01-01 to 2006-11-03 and gives no bound on the number of games; 10^5 is
// assumed at the judge (statement.md). The suite answers every Gregorian date from 0001-01-01 up to the target
// 2006-11-04 itself (a finished game: NO), since the retrograde over those 732,619 dates is cheap and the rule is
// held to it on every one of them; a date after the target is refused (nobody can win from there). A date is
// also checked as a whole, as the number YYYYMMDD against the `date` row. Answers are written as cases are read.
#define CALENDAR_GAME_LIMITS(LIMIT)                                            \
    LIMIT(cases, "number of games", 1, 100000, 0, 10000000)                    \
    LIMIT(year, "year X", 1900, 2006, 1, 2006)                                 \
    LIMIT(month, "month Y", 1, 12, 1, 12)                                      \
    LIMIT(day, "day Z", 1, 31, 1, 31)                                          \
    LIMIT(date, "date X-Y-Z, as the number X*10^4 + Y*100 + Z", 19000101, 20061103, 10101, 20061104)
GAMECORE_DECLARE_LIMITS(CALENDAR_GAME_LIMITS)

inline std::string description() {
    return "Luogu P1512 伊甸园日历游戏: a date; a move adds one day, or one month keeping the day\n"
           "(illegal where that day does not exist, e.g. 01-31 -> 02-31), Gregorian leap years. Whoever\n"
           "first reaches 2006-11-04 wins; no move may pass it. Adam moves first.\n"
           "Input: the number of games, then one line 'X Y Z' (year, month, day) a game.\n"
           "Output: per game, YES if Adam has a winning strategy, else NO.";
}

// The target every game races to.
const long long target_year = 2006;
const long long target_month = 11;
const long long target_day = 4;

// Gregorian: every fourth year, but not the centuries, unless divisible by 400 (1900 is common, 2000 leap).
inline bool is_leap(long long year) { return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0; }

inline long long days_in_month(long long year, long long month) {
    static const int days[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return month == 2 && is_leap(year) ? 29 : days[month - 1];
}

// YYYYMMDD: dates compare as these numbers do.
inline long long date_number(long long year, long long month, long long day) {
    return year * 10000 + month * 100 + day;
}

inline bool is_target(long long year, long long month, long long day) {
    return year == target_year && month == target_month && day == target_day;
}

// The word of a date in messages: "1900-02-29".
inline std::string date_text(long long year, long long month, long long day) {
    char text[40];
    std::sprintf(text, "%04lld-%02lld-%02lld", year, month, day);
    return text;
}

// Reads the number of games and then exactly that many lines 'X Y Z'; lenient mode reads nothing after them, strict
// mode wants the end of input there. A day past its month's end, or a date outside the `date` row, is reported at
// the day. decide(year, month, day): does the first player (Adam) win?
template <class Decide>
void answer_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    const long long cases = in.read_int(limits.min_cases, limits.max_cases, "number of games");
    in.read_eoln();
    for (long long c = 0; c < cases; ++c) {
        const long long year = in.read_int(limits.min_year, limits.max_year, "year X");
        in.read_space();
        const long long month = in.read_int(limits.min_month, limits.max_month, "month Y");
        in.read_space();
        const long long day = in.read_int(limits.min_day, limits.max_day, "day Z");
        const long long last = days_in_month(year, month);
        if (day > last)
            in.fail_last_token("day Z (integer 1.." + gamecore::readable(last) + " in " +
                               date_text(year, month, 1).substr(0, 7) + ")");
        const long long number = date_number(year, month, day);
        if (number < limits.min_date || number > limits.max_date)
            in.fail_last_token("a date from " +
                               date_text(limits.min_date / 10000, limits.min_date / 100 % 100, limits.min_date % 100) +
                               " to " +
                               date_text(limits.max_date / 10000, limits.max_date / 100 % 100, limits.max_date % 100) +
                               " (" + date_text(year, month, day) + ")");
        in.read_eoln();
        out.write(decide(year, month, day) ? "YES\n" : "NO\n");
    }
    if (in.strict()) in.read_eof();
}

}  // namespace calendar_game

namespace this_problem = calendar_game;

#endif
