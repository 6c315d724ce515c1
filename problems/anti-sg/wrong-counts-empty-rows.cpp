// anti-sg-wrong-counts-empty-rows: a deliberately WRONG decision, kept so that the stress tests prove they catch it.
// When no row holds more than one apple it answers by the parity of n, the number of rows given, instead of the number
// of rows that still hold an apple: "2 / 0 1" is one apple, which the first player must take (a loss), but n = 2 is
// even. Its problem's test executable fails unless the in-process stress run (src/tests/stress/in_process.cpp) catches
// it.
#include <cstddef>
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "gamecore/nim.hpp"
#include "problem.hpp"

namespace {

bool first_player_wins(const std::vector<long long>& rows) {
    bool some_above_one = false;
    for (std::size_t i = 0; i < rows.size(); ++i) some_above_one = some_above_one || rows[i] > 1;
    if (!some_above_one) return rows.size() % 2 == 0;  // the bug: empty rows counted
    return gamecore::nim_sum(rows.begin(), rows.end()) != 0;
}

void solve(gamecore::Scanner& in, const anti_sg::Limits& limits, gamecore::Output& out) {
    anti_sg::answer_cases(in, limits, out, first_player_wins);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("counts empty rows when all rows are <= 1", solve, anti_sg::suite_limits())
