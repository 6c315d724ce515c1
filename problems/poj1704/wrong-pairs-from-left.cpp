// poj1704-wrong-pairs-from-left: a deliberately WRONG solver, kept so that the stress harness proves it catches it.
// It pairs from the left: the leftmost piece with the wall, then (2nd, 3rd), (4th, 5th), ... That agrees with
// pairing from the right when the number of pieces is odd, and is wrong when it is even (the rightmost piece is
// left out). The ctest stress-catches-poj1704-wrong-pairs-from-left passes only if scripts/stress reports a mismatch.
#include <cstddef>
#include <vector>

#include "cli/problem_cli.hpp"
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

int main(int argc, char** argv) {
    return gamesuite::run_wrong_variant(argc, argv, "pairs pieces from the left", solve, poj1704::suite_limits());
}
