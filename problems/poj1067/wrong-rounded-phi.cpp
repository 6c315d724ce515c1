// poj1067-wrong-rounded-phi: a deliberately WRONG solver, kept so that the stress harness proves it catches it.
// It rounds the golden ratio to 1.62 and takes a_k = (long long)(k * 1.62); that is floor(k * phi) for
// every k < 21 but gives 34 for k = 21 (21 * phi = 33.97...), so the small generator's piles (<= 60) already
// meet the misplaced losing pair (33, 54) and the false one (34, 55). The ctest
// stress-catches-poj1067-wrong-rounded-phi (src/tests/stress) passes only if scripts/stress reports a mismatch.
#include <utility>

#include "cli/problem_cli.hpp"
#include "problem.hpp"

namespace {

bool first_player_wins(long long a, long long b) {
    if (a > b) std::swap(a, b);
    const long long k = b - a;
    return a != static_cast<long long>(k * 1.62);  // the bug: phi = 1.6180339887..., and floating point at all
}

void solve(gamecore::Scanner& in, const poj1067::Limits& limits, gamecore::Output& out) {
    poj1067::answer_pairs(in, limits, out, first_player_wins);
}

// Where k * 1.62 still fits a long long.
const poj1067::Limits limits = {1000000000};

}  // namespace

int main(int argc, char** argv) {
    return gamesuite::run_wrong_variant(argc, argv, "golden ratio rounded to 1.62", solve, limits);
}
