// combat-on-a-tree-gen: seeded judge input. Small: what combat-on-a-tree-reference answers (reference.hpp), trees on
// 1..16 vertices of mixed shapes (random, path-like, star-like, caterpillar), labels shuffled, every edge in a random
// orientation, and colourings from all white to all black. Judge: one tree of N = 10^5 vertices, built the same way.
#include <algorithm>
#include <cstdio>
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

void write_tree(gamesuite::SeededRandom& random, long long n) {
    // Build on positions 0..n-1 with a parent below each position, then give positions shuffled labels.
    const long long shape = random.between(0, 3);
    std::vector<long long> parent(static_cast<std::size_t>(n), 0);
    for (long long v = 1; v < n; ++v) {
        if (shape == 0) parent[v] = random.between(0, v - 1);                              // random recursive tree
        else if (shape == 1) parent[v] = random.chance(85) ? v - 1 : random.between(0, v - 1);  // mostly a path
        else if (shape == 2) parent[v] = random.chance(70) ? 0 : random.between(0, v - 1);     // mostly a star
        else parent[v] = random.chance(50) ? v - 1 : random.between(std::max(0LL, v - 3), v - 1);  // caterpillar
    }
    std::vector<long long> label(static_cast<std::size_t>(n));
    for (long long v = 0; v < n; ++v) label[v] = v + 1;
    for (long long i = n; i > 1; --i)
        std::swap(label[i - 1], label[static_cast<std::size_t>(random.between(0, i - 1))]);
    std::vector<long long> edges;
    for (long long v = 1; v < n; ++v) edges.push_back(v);
    gamesuite::shuffle(random, edges);
    // Black with a chance of 0, 20, 50, 80 or 100 percent: the winners change as the white vertices thin out.
    const int percents[] = {0, 20, 50, 80, 100};
    const int black = percents[random.between(0, 4)];
    gamesuite::print("%lld\n", n);
    for (long long v = 0; v < n; ++v) gamesuite::print(v + 1 < n ? "%d " : "%d\n", random.chance(black) ? 1 : 0);
    for (std::size_t i = 0; i < edges.size(); ++i) {
        const long long a = label[edges[i]], b = label[parent[edges[i]]];
        if (random.chance(50)) gamesuite::print("%lld %lld\n", a, b);
        else gamesuite::print("%lld %lld\n", b, a);
    }
}

void write_input(gamesuite::SeededRandom& random, bool small) {
    if (small) write_tree(random, random.between(1, combat_on_a_tree::reference_limits().max_vertices));
    else write_tree(random, combat_on_a_tree::judge_limits().max_vertices);
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
