// Luogu P1512 reference: the calendar game solved by retrograde analysis over every date from 0001-01-01 to the
// target 2006-11-04, by the moves alone (no parity). O(732,619) once a process, one byte a date; used by tests.cpp,
// the in-process stress and calendar-game-reference.
#ifndef CALENDAR_GAME_REFERENCE_HPP
#define CALENDAR_GAME_REFERENCE_HPP

#include <string>
#include <vector>

#include "problem.hpp"

namespace calendar_game {

struct Date {
    Date() : year(0), month(0), day(0) {}
    Date(long long year, long long month, long long day) : year(year), month(month), day(day) {}
    long long year, month, day;
};

inline bool operator==(const Date& a, const Date& b) {
    return a.year == b.year && a.month == b.month && a.day == b.day;
}

inline bool after_target(const Date& date) {
    return date_number(date.year, date.month, date.day) > date_number(target_year, target_month, target_day);
}

// The first move: one day on, into the next month and year as the calendar requires.
inline Date next_day(const Date& date) {
    if (date.day < days_in_month(date.year, date.month)) return Date(date.year, date.month, date.day + 1);
    if (date.month < 12) return Date(date.year, date.month + 1, 1);
    return Date(date.year + 1, 1, 1);
}

// The second move: one month on, the same day; false where that day does not exist in the next month.
inline bool next_month(const Date& date, Date& after) {
    after = date.month < 12 ? Date(date.year, date.month + 1, date.day) : Date(date.year + 1, 1, date.day);
    return after.day <= days_in_month(after.year, after.month);
}

// Every legal move from `date`, in the order day, month: a move past the target is none (it can never win, and a
// position after the target has no winner).
inline void legal_moves(const Date& date, std::vector<Date>& out) {
    out.clear();
    if (is_target(date.year, date.month, date.day)) return;  // the game is over
    const Date day = next_day(date);
    if (!after_target(day)) out.push_back(day);
    Date month;
    if (next_month(date, month) && !after_target(month)) out.push_back(month);
}

// Days from 0001-01-01 (index 0) in the proleptic Gregorian calendar, counted by the month lengths above.
inline long long day_index(long long year, long long month, long long day) {
    const long long y = year - 1;
    long long index = y * 365 + y / 4 - y / 100 + y / 400;
    for (long long m = 1; m < month; ++m) index += days_in_month(year, m);
    return index + day - 1;
}

// Win or loss for the player to move at every date up to the target, filled from the target backwards: the target
// is lost (the game is over), and a date is won iff some legal move reaches a lost date. Both moves go forward in
// time, so each successor is decided before the date itself.
class Retrograde {
public:
    Retrograde() {
        const long long last = day_index(target_year, target_month, target_day);
        std::vector<Date> dates;
        dates.reserve(static_cast<std::size_t>(last + 1));
        for (Date d(1, 1, 1);; d = next_day(d)) {
            dates.push_back(d);
            if (is_target(d.year, d.month, d.day)) break;
        }
        wins_.assign(dates.size(), 0);
        std::vector<Date> moves;
        for (std::size_t i = dates.size(); i-- > 0;) {
            legal_moves(dates[i], moves);
            char won = 0;
            for (std::size_t k = 0; k < moves.size(); ++k)
                if (!wins_[index_of(moves[k])]) won = 1;
            wins_[i] = won;
        }
    }
    // Is the date (on or before the target) won for the player to move?
    bool wins(const Date& date) const { return wins_[index_of(date)] != 0; }
    bool operator()(long long year, long long month, long long day) const { return wins(Date(year, month, day)); }
    std::size_t dates() const { return wins_.size(); }

private:
    static std::size_t index_of(const Date& date) {
        return static_cast<std::size_t>(day_index(date.year, date.month, date.day));
    }
    std::vector<char> wins_;
};

// The table covers the suite's whole range, so the reference answers everything the solver does.
inline Limits reference_limits() { return suite_limits(); }

inline std::string reference_description() {
    return "Luogu P1512 reference: the calendar game solved backwards from the target over every date\n"
           "from 0001-01-01, by its two moves alone. Same input and output as calendar-game.";
}

// One table a process (the in-process stress reads many inputs).
inline const Retrograde& retrograde() {
    static const Retrograde table;
    return table;
}

struct WinsByRetrograde {
    bool operator()(long long year, long long month, long long day) const { return retrograde()(year, month, day); }
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    WinsByRetrograde decide;
    answer_cases(in, limits, out, decide);
}

}  // namespace calendar_game

#endif
