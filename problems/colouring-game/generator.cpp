// colouring-game-gen: seeded input. Small: up to 20 strips of 2..12 cells (mostly <= 10), half of them with as many
// red as blue cells (where the runs decide), often long alternating stretches. Judge: strips of 5*10^5 cells in
// all (one long strip, or many short ones), balanced, mostly alternating.
#include <algorithm>
#include <string>
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

std::string strip_of(gamesuite::SeededRandom& random, long long n) {
    std::string strip;
    const bool balanced = random.chance(60);
    const int flip = static_cast<int>(random.between(0, 100));  // how often a neighbour differs
    for (long long i = 0; i < n; ++i) {
        if (i == 0) strip += random.chance(50) ? 'R' : 'B';
        else strip += random.chance(flip) ? (strip[static_cast<std::size_t>(i - 1)] == 'R' ? 'B' : 'R')
                                          : strip[static_cast<std::size_t>(i - 1)];
    }
    if (balanced) {  // recolour cells at random until the counts meet (an odd n keeps one extra)
        long long red = static_cast<long long>(std::count(strip.begin(), strip.end(), 'R'));
        while (2 * red < n - 1 || 2 * red > n) {
            const std::size_t c = static_cast<std::size_t>(random.between(0, n - 1));
            const char want = 2 * red > n ? 'R' : 'B';
            if (strip[c] == want) {
                strip[c] = want == 'R' ? 'B' : 'R';
                red += want == 'R' ? -1 : 1;
            }
        }
    }
    return strip;
}

void write_input(gamesuite::SeededRandom& random, bool small) {
    std::vector<long long> lengths;
    if (small) {
        for (long long t = random.between(1, 20); t > 0; --t)
            lengths.push_back(random.chance(85) ? random.between(2, 10) : random.between(11, 12));
    } else if (random.chance(50)) {
        lengths.push_back(colouring_game::judge_limits().max_total_cells);
    } else {
        long long left = colouring_game::judge_limits().max_total_cells;
        while (left >= 2 && static_cast<long long>(lengths.size()) < colouring_game::judge_limits().max_cases) {
            const long long n = std::min<long long>(left, random.between(2, 100));
            lengths.push_back(n);
            left -= n;
        }
    }
    gamesuite::print("%zu\n", lengths.size());
    for (long long n : lengths) gamesuite::print("%lld\n%s\n", n, strip_of(random, n).c_str());
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
