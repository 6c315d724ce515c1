// calendar-game-wrong-feb-28-lost: a deliberately WRONG decision, kept so that the stress tests prove they catch it.
// It keeps the two exceptions but calls 02-28 lost in every year, the slip of a hand analysis that sees only the
// day move of a common year (02-28 -> 03-01, even sum to even sum) and forgets the month move 02-28 -> 03-28 (odd
// sum), which wins; in a leap year the day move to 02-29 wins as well. Its problem's test executable fails unless
// the in-process stress run catches it.
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

bool first_player_wins(long long, long long month, long long day) {
    if (day == 30 && (month == 9 || month == 11)) return true;
    if (month == 2 && day == 28) return false;  // the bug: the month move to 03-28 forgotten
    return (month + day) % 2 == 0;
}

void solve(gamecore::Scanner& in, const calendar_game::Limits& limits, gamecore::Output& out) {
    calendar_game::answer_cases(in, limits, out, first_player_wins);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("02-28 lost in every year (no leap years)", solve, calendar_game::suite_limits())
