// zigzag-game-gen: seeded test files for the interactor (t, then each board and `<strategy> <seed>`, statement.md).
// Small: t <= 5 boards of n <= 5 (within the reference's 6). Judge: t = 5 boards of n = 50 and 45 of n <= 6 (the
// judge's 50 tests, the small ones searched perfectly). Each test's strategy is longest, random or narrow.
#include <vector>

#include "cli/generator.hpp"
#include "interactor.hpp"

namespace {

void write_board(gamesuite::SeededRandom& random, int n) {
    namespace zg = zigzag_game;
    std::vector<int> weights;
    for (int w = 1; w <= n * n; ++w) weights.push_back(w);
    for (int i = n * n - 1; i > 0; --i) std::swap(weights[i], weights[random.between(0, i)]);
    gamesuite::print("%d\n", n);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) gamesuite::print("%d%c", weights[i * n + j], j == n - 1 ? '\n' : ' ');
    const zg::Strategy strategies[] = {zg::longest, zg::random_move, zg::narrow};
    gamesuite::print("%s %lld\n", zg::strategy_name(strategies[random.between(0, 2)]),
                     static_cast<long long>(random.between(1, 1000000)));
}

void write_input(gamesuite::SeededRandom& random, bool small) {
    const int t = small ? static_cast<int>(random.between(1, 5)) : 50;
    gamesuite::print("%d\n", t);
    for (int k = 0; k < t; ++k)
        write_board(random, small ? static_cast<int>(random.between(1, 5)) : k < 5 ? 50 : static_cast<int>(random.between(1, 6)));
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
