// calendar-game-wrong-plain-parity: a deliberately WRONG decision, kept so that the stress tests prove they catch it.
// It answers by the parity of month + day alone, forgetting the two exceptions: 09-30 and 11-30 have an odd sum but
// are won (the next day, 10-01 or 12-01, has an odd sum too). Its problem's test executable fails unless the
// in-process stress run catches it.
#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

bool first_player_wins(long long, long long month, long long day) { return (month + day) % 2 == 0; }

void solve(gamecore::Scanner& in, const calendar_game::Limits& limits, gamecore::Output& out) {
    calendar_game::answer_cases(in, limits, out, first_player_wins);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("month + day even, without 09-30 and 11-30", solve, calendar_game::suite_limits())
