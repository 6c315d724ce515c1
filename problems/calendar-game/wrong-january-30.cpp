// calendar-game-wrong-january-30: a deliberately WRONG decision, kept so that the stress tests prove they catch it.
// It writes the second exception as 01-30 instead of 11-30, a slip seen in a solution published in 2023 (before the
// 2024 hack test): 01-30 (sum 31, the day move to 01-31 even, no 02-30) is lost, and 11-30 is won. On the judge's
// range it answers 213 of the 39,023 dates wrong. Its problem's test executable fails unless the in-process stress
// run catches it.
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

bool first_player_wins(long long, long long month, long long day) {
    if (day == 30 && (month == 9 || month == 1)) return true;  // the bug: 1 for 11
    return (month + day) % 2 == 0;
}

void solve(gamecore::Scanner& in, const calendar_game::Limits& limits, gamecore::Output& out) {
    calendar_game::answer_cases(in, limits, out, first_player_wins);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("the exceptions 09-30 and 01-30 (11-30 mistyped)", solve, calendar_game::suite_limits())
