// pp-and-qq-gen: seeded judge input. Small: what pp-and-qq-reference answers (reference.hpp), 1 to 4 cases of 1 to 3
// trees of 1 to 6 nodes, of mixed shapes (random, path-like, star-like, two stalks at the root), labels shuffled
// with node 1 anywhere and every edge in a random orientation. Judge: 20 cases of 99 trees of 99 nodes, the same way.
#include <algorithm>
#include <cstddef>
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

void write_tree(gamesuite::SeededRandom& random, long long n) {
    // Built on positions 0..n-1 with a parent below each position, then given shuffled labels: the root (label 1)
    // may be any position, so the tree as rooted differs from the tree as built.
    const long long shape = random.between(0, 3);
    std::vector<long long> parent(static_cast<std::size_t>(n), 0);
    for (long long v = 1; v < n; ++v) {
        if (shape == 0) parent[v] = random.between(0, v - 1);                                   // random recursive
        else if (shape == 1) parent[v] = random.chance(85) ? v - 1 : random.between(0, v - 1);  // mostly a path
        else if (shape == 2) parent[v] = random.chance(70) ? 0 : random.between(0, v - 1);     // mostly a star
        else parent[v] = v <= 2 ? 0 : v - 2;                                                   // two stalks at 0
    }
    std::vector<long long> label(static_cast<std::size_t>(n));
    for (long long v = 0; v < n; ++v) label[v] = v + 1;
    if (shape != 3 || random.chance(50))
        for (long long i = n; i > 1; --i) std::swap(label[i - 1], label[static_cast<std::size_t>(random.between(0, i - 1))]);
    std::vector<long long> edges;
    for (long long v = 1; v < n; ++v) edges.push_back(v);
    gamesuite::shuffle(random, edges);
    gamesuite::print("%lld\n", n);
    for (std::size_t i = 0; i < edges.size(); ++i) {
        const long long a = label[edges[i]], b = label[parent[edges[i]]];
        if (random.chance(50)) gamesuite::print("%lld %lld\n", a, b);
        else gamesuite::print("%lld %lld\n", b, a);
    }
}

void write_input(gamesuite::SeededRandom& random, bool small) {
    const pp_and_qq::Limits limits = small ? pp_and_qq::reference_limits() : pp_and_qq::judge_limits();
    const long long cases = small ? random.between(1, 4) : 20;
    for (long long c = 0; c < cases; ++c) {
        const long long trees = small ? random.between(1, limits.max_trees) : limits.max_trees;
        gamesuite::print("%lld\n", trees);
        for (long long t = 0; t < trees; ++t)
            write_tree(random, small ? random.between(1, limits.max_vertices) : limits.max_vertices);
    }
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
