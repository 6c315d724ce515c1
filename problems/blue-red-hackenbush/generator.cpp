// blue-red-hackenbush-gen: seeded judge input. Small: 1..6 cases of 1..15 vertices (reference.hpp), trees of mixed
// shapes (random, path-like, star-like, caterpillar), labels shuffled, every edge in a random orientation, colours
// random or mostly one colour. Judge: cases whose N sum to 10^5 (problem.hpp), one of them a long alternating path.
#include <algorithm>
#include <cstdio>
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

void write_tree(gamesuite::SeededRandom& random, long long n, bool alternating_path) {
    // Built on positions 0..n-1 with a parent below each position, then the positions get shuffled labels.
    const long long shape = alternating_path ? 1 : random.between(0, 3);
    const int black_percent = static_cast<int>(random.chance(50) ? 50 : random.between(10, 90));
    std::vector<long long> parent(static_cast<std::size_t>(n), 0);
    std::vector<int> colour(static_cast<std::size_t>(n), 0);
    for (long long v = 1; v < n; ++v) {
        if (alternating_path) parent[v] = v - 1;
        else if (shape == 0) parent[v] = random.between(0, v - 1);                                // random
        else if (shape == 1) parent[v] = random.chance(85) ? v - 1 : random.between(0, v - 1);    // mostly a path
        else if (shape == 2) parent[v] = random.chance(70) ? 0 : random.between(0, v - 1);        // mostly a star
        else parent[v] = random.chance(50) ? v - 1 : random.between(std::max(0LL, v - 3), v - 1);  // caterpillar
        // An alternating path has a fraction bit per edge: the costliest value there is.
        colour[v] = alternating_path ? static_cast<int>(v % 2) : random.chance(black_percent) ? 0 : 1;
    }
    std::vector<long long> label(static_cast<std::size_t>(n));
    for (long long v = 0; v < n; ++v) label[v] = v + 1;
    for (long long i = n; i > 2; --i)  // vertex 1 stays the root: position 0 keeps label 1
        std::swap(label[i - 1], label[static_cast<std::size_t>(random.between(1, i - 1))]);
    std::vector<long long> edges;
    for (long long v = 1; v < n; ++v) edges.push_back(v);
    gamesuite::shuffle(random, edges);
    gamesuite::print("%lld\n", n);
    for (std::size_t i = 0; i < edges.size(); ++i) {
        const long long a = label[edges[i]], b = label[parent[edges[i]]];
        if (random.chance(50)) gamesuite::print("%lld %lld %d\n", a, b, colour[edges[i]]);
        else gamesuite::print("%lld %lld %d\n", b, a, colour[edges[i]]);
    }
}

void write_input(gamesuite::SeededRandom& random, bool small) {
    namespace p = blue_red_hackenbush;
    if (small) {
        const long long cases = random.between(1, 6);
        gamesuite::print("%lld\n", cases);
        for (long long i = 0; i < cases; ++i)
            write_tree(random, random.between(1, p::reference_limits().max_vertices), false);
        return;
    }
    // A path of half the budget, then random trees until the sum of N reaches the judge's limit.
    const long long total = p::judge_limits().max_total_vertices;
    std::vector<long long> sizes(1, total / 2);
    for (long long left = total - total / 2; left > 0;) {
        const long long n = std::min<long long>(left, random.between(100, 20000));
        sizes.push_back(n);
        left -= n;
    }
    gamesuite::print("%zu\n", sizes.size());
    for (std::size_t i = 0; i < sizes.size(); ++i) write_tree(random, sizes[i], i == 0);
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
