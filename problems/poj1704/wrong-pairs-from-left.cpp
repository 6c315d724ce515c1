// poj1704-wrong-pairs-from-left: a deliberately WRONG decision, kept so that the stress tests prove they catch it. It
// pairs from the left: the leftmost piece with the wall, then (2nd, 3rd), (4th, 5th), ... That agrees with pairing from
// the right when the number of pieces is odd, and is wrong when it is even (the rightmost piece is left out). Its
// problem's test executable fails unless the in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include <cstddef>
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "gamecore/nim.hpp"
#include "problem.hpp"

namespace {

bool first_player_wins(const std::vector<long long>& cells) {
    std::vector<unsigned long long> heaps;
    long long previous = 0;  // the wall
    for (std::size_t i = 0; i < cells.size(); i += 2) {  // the bug: always (wall, 1st), (2nd, 3rd), ...
        heaps.push_back(static_cast<unsigned long long>(cells[i] - previous - 1));
        if (i + 1 < cells.size()) previous = cells[i + 1];
    }
    return gamecore::nim_sum(heaps.begin(), heaps.end()) != 0;
}

void solve(gamecore::Scanner& in, const poj1704::Limits& limits, gamecore::Output& out) {
    poj1704::answer_cases(in, limits, out, first_player_wins);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("pairs pieces from the left", solve, poj1704::suite_limits())
