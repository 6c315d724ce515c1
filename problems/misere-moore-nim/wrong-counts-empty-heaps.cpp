// misere-moore-nim-wrong-counts-empty-heaps: a deliberately WRONG decision, kept so that the stress tests prove they
// catch it. When no heap holds more than one stone it takes n, the number of heaps given, for the number of ones:
// "2 1 / 0 1" is one stone, which the first player must take (1 mod 2 = 1: Second), yet n = 2 gives First. Its
// problem's test executable fails unless the in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include <cstddef>
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "gamecore/moore.hpp"
#include "problem.hpp"

namespace {

bool first_player_wins(const std::vector<long long>& heaps, long long take) {
    const unsigned long long k = static_cast<unsigned long long>(take);
    for (std::size_t i = 0; i < heaps.size(); ++i)
        if (heaps[i] > 1) return gamecore::moore_nim_first_player_wins(heaps.begin(), heaps.end(), k);
    return heaps.size() % (k + 1) != 1;  // the bug: empty heaps counted
}

void solve(gamecore::Scanner& in, const misere_moore_nim::Limits& limits, gamecore::Output& out) {
    misere_moore_nim::answer_cases(in, limits, out, first_player_wins);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("counts empty heaps when all heaps are <= 1", solve, misere_moore_nim::suite_limits())
