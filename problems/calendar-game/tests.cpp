// calendar-game tests: the parity rule against the retrograde over every date of the suite's range, the cases pinned
// by hand and by the catalogue, the moves' edge rules, and input handling.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

using calendar_game::Date;
using input_testing::answers_by;
using input_testing::error_of;
using input_testing::file_text;
using input_testing::scan;

const calendar_game::Limits suite = calendar_game::suite_limits();
const calendar_game::Limits judge = calendar_game::judge_limits();

std::string answers_of(const std::string& input, bool by_reference) {
    return by_reference ? answers_by(calendar_game::solve_by_reference, calendar_game::reference_limits(), input)
                        : answers_by(calendar_game::solve, suite, input);
}

bool rule(long long y, long long m, long long d) { return calendar_game::first_player_wins(y, m, d); }

}  // namespace

TEST_CASE("calendar-game: the rule matches the retrograde on every date from 0001-01-01 to the target") {
    const calendar_game::Retrograde& table = calendar_game::retrograde();
    long long dates = 0, lost = 0, judge_dates = 0, judge_lost = 0, mismatches = 0;
    for (Date d(1, 1, 1);; d = calendar_game::next_day(d)) {
        const bool wins = table.wins(d);
        if (rule(d.year, d.month, d.day) != wins) {
            ++mismatches;
            CAPTURE(calendar_game::date_text(d.year, d.month, d.day));
            CHECK(rule(d.year, d.month, d.day) == wins);
        }
        ++dates;
        lost += !wins;
        if (d.year >= 1900) {
            ++judge_dates;
            judge_lost += !wins;
        }
        if (calendar_game::is_target(d.year, d.month, d.day)) break;
    }
    CHECK(mismatches == 0);
    // Counted by testdata/calendar-game/derive.py (Python's datetime calendar, its own retrograde): 732,619 dates,
    // 361,538 lost; from 1900-01-01 on, 39,024 dates (the catalogue's 39,023 before the target, and the target),
    // 19,258 lost.
    CHECK(dates == 732619);
    CHECK(table.dates() == 732619u);
    CHECK(lost == 361538);
    CHECK(judge_dates == 39024);
    CHECK(judge_lost == 19258);
}

TEST_CASE("calendar-game: pinned dates (the sample, the exceptions, the end of the game)") {
    // The statement's sample: YES, NO, NO.
    CHECK(rule(2001, 11, 3));
    CHECK_FALSE(rule(2001, 11, 2));
    CHECK_FALSE(rule(2001, 10, 3));
    // By hand near the target: 11-04 is the end (lost for the mover), 11-03 reaches it, 11-02 can only go to 11-03
    // (a month on passes the target), 10-31 only to 11-01, which reaches 11-02.
    CHECK_FALSE(rule(2006, 11, 4));
    CHECK(rule(2006, 11, 3));
    CHECK_FALSE(rule(2006, 11, 2));
    CHECK(rule(2006, 11, 1));
    CHECK_FALSE(rule(2006, 10, 31));
    // The exceptions: 09-30 and 11-30 have odd sums but go to 10-01 and 12-01, odd and lost.
    CHECK(rule(1999, 9, 30));
    CHECK(rule(1900, 11, 30));
    CHECK_FALSE(rule(1999, 10, 1));
    CHECK_FALSE(rule(1900, 12, 1));
    // The other 30-day months' ends are plain parity: 04-30 and 06-30 even (won), 08-31 and 10-31 odd (lost).
    CHECK(rule(2001, 4, 30));
    CHECK(rule(2001, 6, 30));
    CHECK_FALSE(rule(2001, 8, 31));
    CHECK_FALSE(rule(2001, 12, 31));
    // February: 02-28 won in every year (02-28 -> 03-28), 02-29 lost (its sum 31 is odd).
    CHECK(rule(1900, 2, 28));
    CHECK(rule(2000, 2, 28));
    CHECK_FALSE(rule(2000, 2, 29));
}

TEST_CASE("calendar-game: the moves, the calendar and the target's edge") {
    CHECK(calendar_game::is_leap(2000));
    CHECK_FALSE(calendar_game::is_leap(1900));
    CHECK(calendar_game::is_leap(2004));
    CHECK_FALSE(calendar_game::is_leap(2006));
    CHECK(calendar_game::days_in_month(1900, 2) == 28);
    CHECK(calendar_game::days_in_month(2000, 2) == 29);
    CHECK(calendar_game::next_day(Date(1900, 2, 28)) == Date(1900, 3, 1));
    CHECK(calendar_game::next_day(Date(2000, 2, 28)) == Date(2000, 2, 29));
    CHECK(calendar_game::next_day(Date(1999, 12, 31)) == Date(2000, 1, 1));
    Date after;
    CHECK_FALSE(calendar_game::next_month(Date(1900, 1, 31), after));  // 02-31
    CHECK_FALSE(calendar_game::next_month(Date(1900, 1, 29), after));  // 1900-02-29: 1900 is common
    CHECK(calendar_game::next_month(Date(2000, 1, 29), after));
    CHECK(after == Date(2000, 2, 29));
    CHECK(calendar_game::next_month(Date(1999, 12, 31), after));
    CHECK(after == Date(2000, 1, 31));
    std::vector<Date> moves;
    calendar_game::legal_moves(Date(2006, 10, 5), moves);  // a month on, 11-05, passes the target
    CHECK(moves.size() == 1u);
    calendar_game::legal_moves(Date(2006, 10, 4), moves);  // 11-04 by a month: a winning move
    CHECK(moves.size() == 2u);
    CHECK(calendar_game::retrograde().wins(Date(2006, 10, 4)));
    calendar_game::legal_moves(Date(2006, 11, 4), moves);
    CHECK(moves.empty());
    CHECK(calendar_game::day_index(1, 1, 1) == 0);
    CHECK(calendar_game::day_index(2006, 11, 4) == 732618);
}

TEST_CASE("calendar-game: statement sample and testdata; solver and reference through the same parser") {
    const std::string sample = file_text(GAMESUITE_TESTDATA_DIR "/sample-1.in");
    CHECK(answers_of(sample, false) == "YES\nNO\nNO\n");
    CHECK(answers_of(sample, true) == "YES\nNO\nNO\n");
    const std::string ends = file_text(GAMESUITE_TESTDATA_DIR "/month-ends-and-exceptions.in");
    CHECK(answers_of(ends, false) == file_text(GAMESUITE_TESTDATA_DIR "/month-ends-and-exceptions.out"));
    CHECK(answers_of(ends, true) == answers_of(ends, false));
}

TEST_CASE("calendar-game: lenient reading, the target, and nothing read after the games") {
    CHECK(answers_of("2\r\n2006\t11 4\r\n\r\n1 1 1", false) == "NO\nYES\n");
    CHECK(answers_of("1\n2001 11 3\n1999 2 30 not read", false) == "YES\n");
    CHECK(answers_of("0\n", false).empty());
}

TEST_CASE("calendar-game: bad dates name the day, line and column") {
    std::string answers;
    gamecore::Output out(answers);
    gamecore::Scanner feb = scan("2\n2000 2 29\n1900 2 29\n");
    const gamecore::InputError leap = error_of([&] { calendar_game::solve(feb, suite, out); });
    CHECK(answers == "NO\n");
    CHECK(leap.line == 3);
    CHECK(leap.column == 8);
    CHECK(leap.expected == "day Z (integer 1..28 in 1900-02)");

    gamecore::Scanner april = scan("1\n2001 4 31\n");
    CHECK(error_of([&] { calendar_game::solve(april, suite, out); }).expected == "day Z (integer 1..30 in 2001-04)");

    gamecore::Scanner past = scan("1\n2006 11 5\n");
    const gamecore::InputError late = error_of([&] { calendar_game::solve(past, suite, out); });
    CHECK(late.expected == "a date from 0001-01-01 to 2006-11-04 (2006-11-05)");
    CHECK(late.found == "'5'");

    gamecore::Scanner month = scan("1\n2001 13 1\n");
    CHECK(error_of([&] { calendar_game::solve(month, suite, out); }).expected == "month Y (integer 1..12)");
    gamecore::Scanner year = scan("1\n2007 1 1\n");
    CHECK(error_of([&] { calendar_game::solve(year, suite, out); }).expected == "year X (integer 1..2006)");
}

TEST_CASE("calendar-game: strict mode checks the exact format and the judge's limits") {
    std::string answers;
    gamecore::Output out(answers);
    gamecore::Scanner good = scan("3\n2001 11 3\n2001 11 2\n2001 10 3\n");
    good.set_strict(true);
    calendar_game::solve(good, judge, out);
    CHECK(answers == "YES\nNO\nNO\n");

    gamecore::Scanner target = scan("1\n2006 11 4\n");
    target.set_strict(true);
    CHECK(error_of([&] { calendar_game::solve(target, judge, out); }).expected ==
          "a date from 1900-01-01 to 2006-11-03 (2006-11-04)");
    gamecore::Scanner early = scan("1\n1899 12 31\n");
    early.set_strict(true);
    CHECK(error_of([&] { calendar_game::solve(early, judge, out); }).expected == "year X (integer 1900..2006)");
    gamecore::Scanner none = scan("0\n");
    none.set_strict(true);
    CHECK(error_of([&] { calendar_game::solve(none, judge, out); }).expected == "number of games (integer 1..100000)");
    gamecore::Scanner trailing = scan("1\n2001 11 3\n\n");
    trailing.set_strict(true);
    CHECK(error_of([&] { calendar_game::solve(trailing, judge, out); }).expected == "end of input");
}
