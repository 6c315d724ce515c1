// calendar-game-gen: seeded input. Small: <= 40 games, a third of them on the dates that decide the game (month
// ends, 09-29/09-30, 11-29/11-30, 02-28/02-29 of leap and common years, the weeks before the target, the target
// itself, 1900-01-01), the rest any date 0001-01-01..2006-11-04, which the reference's table covers whole.
// The first game of a small input lies in 2006-07-01..2006-11-04: the --play checks play each seed's first game to
// its end four ways, and a game from 1900 lasts some 39,000 moves.
// Judge: 10^5 games (the judge's bound is assumed) from 1900-01-01 to 2006-11-03, the same mix.
#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

using calendar_game::Date;

Date random_date(gamesuite::SeededRandom& random, long long first_year) {
    for (;;) {
        const long long year = random.between(first_year, calendar_game::target_year);
        const long long month = random.between(1, 12);
        const long long day = random.between(1, calendar_game::days_in_month(year, month));
        const Date date(year, month, day);
        if (!calendar_game::after_target(date)) return date;
    }
}

Date special_date(gamesuite::SeededRandom& random, long long first_year, bool judge) {
    const long long leap_years[] = {1904, 1996, 2000, 2004, 1600, 4};
    const long long common_years[] = {1900, 1901, 2001, 2005, 1800, 2006};
    const long long pick = random.between(0, 9);
    Date date = random_date(random, first_year);
    switch (pick) {
        case 0: date.day = calendar_game::days_in_month(date.year, date.month); break;  // a month's end
        case 1: date.month = random.chance(50) ? 9 : 11; date.day = random.chance(60) ? 30 : 29; break;
        case 2: date.year = leap_years[random.between(0, 5)]; date.month = 2; date.day = random.between(27, 29); break;
        case 3: date.year = common_years[random.between(0, 5)]; date.month = 2; date.day = 28; break;
        case 4:  // the weeks before the target
            date = Date(2006, random.chance(50) ? 10 : 11, random.between(1, 31));
            if (date.month == 11) date.day = random.between(1, 4);
            break;
        case 5: date = Date(2006, 11, judge ? 3 : 4); break;  // the target itself, in the suite only
        case 6: date = Date(judge ? 1900 : 1, 1, 1); break;
        case 7: date.month = 12; date.day = 31; break;
        case 8: date.month = random.chance(50) ? 1 : 3; date.day = random.between(29, 31); break;
        default: date.day = random.between(28, calendar_game::days_in_month(date.year, date.month)); break;
    }
    if (date.year < first_year) date.year = first_year;
    if (date.day > calendar_game::days_in_month(date.year, date.month))
        date.day = calendar_game::days_in_month(date.year, date.month);
    // Past the judge's (or the suite's) last date: its last date.
    const long long last = judge ? 20061103 : 20061104;
    if (calendar_game::date_number(date.year, date.month, date.day) > last) date = Date(2006, 11, judge ? 3 : 4);
    return date;
}

void write_input(gamesuite::SeededRandom& random, bool small) {
    const long long cases = small ? random.between(1, 40) : calendar_game::judge_limits().max_cases;
    gamesuite::print("%lld\n", cases);
    for (long long c = 0; c < cases; ++c) {
        const long long first_year = small && random.chance(50) ? 1 : 1900;
        Date date = random.chance(35) ? special_date(random, first_year, !small) : random_date(random, first_year);
        if (small && c == 0) {
            date = Date(2006, random.between(7, 11), random.between(1, 30));
            if (random.chance(20)) date.day = calendar_game::days_in_month(2006, date.month);
            if (date.month == 11) date.day = random.between(1, 4);
        }
        gamesuite::print("%lld %lld %lld\n", date.year, date.month, date.day);
    }
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
