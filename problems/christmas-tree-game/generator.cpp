// christmas-tree-game-gen: seeded input. Small: trees of 1..7 vertices (mostly <= 5), k 1..3, presents 0..3 with
// at most 8 in all, within the reference's search. Judge: n = 10^5 (a path, a star, a caterpillar or a random
// tree), k 1..20 (often 20), presents to 10^9.
#include <algorithm>
#include <cstdint>
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

void write_input(gamesuite::SeededRandom& random, bool small) {
    const int n = small ? static_cast<int>(random.chance(85) ? random.between(1, 5) : random.between(6, 7))
                        : static_cast<int>(christmas_tree_game::judge_limits().max_vertices);
    const int k = small ? static_cast<int>(random.between(1, 3))
                        : static_cast<int>(random.chance(50) ? 20 : random.between(1, 20));
    const long long shape = random.between(0, 3);
    std::vector<int> parent(static_cast<std::size_t>(n), -1);
    for (int v = 1; v < n; ++v) {
        if (shape == 0) parent[static_cast<std::size_t>(v)] = v - 1;  // a path: the deepest staircase
        else if (shape == 1) parent[static_cast<std::size_t>(v)] = 0;  // a star: every leaf on stair 0 or 1
        else if (shape == 2) parent[static_cast<std::size_t>(v)] = v % 2 ? v - 1 : std::max(0, v - 2);  // a caterpillar
        else parent[static_cast<std::size_t>(v)] = static_cast<int>(random.between(std::max(0, v - 50), v - 1));
    }
    // Vertex names shuffled, so that vertex 1 is not always the top of the walk.
    std::vector<int> name(static_cast<std::size_t>(n));
    for (int v = 0; v < n; ++v) name[static_cast<std::size_t>(v)] = v + 1;
    gamesuite::shuffle(random, name);
    gamesuite::print("%d %d\n", n, k);
    for (int v = 1; v < n; ++v) {
        const int a = name[static_cast<std::size_t>(v)], b = name[static_cast<std::size_t>(parent[static_cast<std::size_t>(v)])];
        if (random.chance(50)) gamesuite::print("%d %d\n", a, b);
        else gamesuite::print("%d %d\n", b, a);
    }
    std::int64_t budget = 8;
    for (int v = 0; v < n; ++v) {
        std::int64_t a;
        if (small) {
            a = std::min(budget, random.between(0, 3));
            budget -= a;
        } else {
            a = random.between(0, christmas_tree_game::judge_limits().max_presents);
        }
        gamesuite::print(v ? " %lld" : "%lld", static_cast<long long>(a));
    }
    gamesuite::print("\n");
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
