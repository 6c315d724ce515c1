// purple-hearts-gen: seeded input. Small: forests of 0..12 edges (reference.hpp) of mixed shapes (random, path-like,
// bushy on the ground, one edge carrying the rest), colours random or mostly one colour. Judge: 10^5 edges at the
// judge's depth of 10^3: an alternating path of 1001 edges, a blue edge carrying 3 * 10^4 red ones, random rest.
#include <string>
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

void write_forest(const std::vector<long long>& below, const std::string& colours) {
    gamesuite::print("%zu\n", below.size());
    for (std::size_t i = 0; i < below.size(); ++i) gamesuite::print(i == 0 ? "%lld" : " %lld", below[i]);
    gamesuite::print("\n%s\n", colours.c_str());
}

void write_input(gamesuite::SeededRandom& random, bool small) {
    std::vector<long long> below;  // 1-based edges, -1 the ground
    std::string colours;
    if (small) {
        const long long n = random.between(0, purple_hearts::reference_limits().max_edges);
        const long long shape = random.between(0, 3);
        const int blue_percent = static_cast<int>(random.chance(50) ? 50 : random.between(10, 90));
        for (long long i = 1; i <= n; ++i) {
            long long e = -1;
            if (i > 1) {
                if (shape == 0) e = random.between(0, i - 1);                              // random
                else if (shape == 1) e = random.chance(80) ? i - 1 : random.between(0, i - 1);  // mostly a path
                else if (shape == 2) e = random.chance(60) ? 0 : random.between(0, i - 1);     // bushy
                else e = random.chance(85) ? 1 : random.between(0, i - 1);                      // one edge's hedgehog
            }
            below.push_back(e == 0 ? -1 : e);
            colours += random.chance(blue_percent) ? 'B' : 'R';
        }
        write_forest(below, colours);
        return;
    }
    const purple_hearts::Limits judge = purple_hearts::judge_limits();
    const long long n = judge.max_edges;
    std::vector<long long> depth;
    for (long long i = 1; i <= judge.max_below + 1; ++i) {  // B R B R ... from the ground: a fraction bit an edge
        below.push_back(i == 1 ? -1 : i - 1);
        depth.push_back(i - 1);
        colours += i % 2 ? 'B' : 'R';
    }
    const long long hedgehog = static_cast<long long>(below.size()) + 1;  // worth 2^-30000 with its leaves
    below.push_back(-1);
    depth.push_back(0);
    colours += 'B';
    for (int leaf = 0; leaf < 30000; ++leaf) {
        below.push_back(hedgehog);
        depth.push_back(1);
        colours += 'R';
    }
    while (static_cast<long long>(below.size()) < n) {
        long long e = -1;
        if (!random.chance(1)) {
            e = random.chance(70) ? static_cast<long long>(below.size()) : random.between(1, static_cast<long long>(below.size()));
            while (depth[static_cast<std::size_t>(e - 1)] >= judge.max_below) e = random.between(1, static_cast<long long>(below.size()));
        }
        below.push_back(e);
        depth.push_back(e < 0 ? 0 : depth[static_cast<std::size_t>(e - 1)] + 1);
        colours += random.chance(50) ? 'B' : 'R';
    }
    write_forest(below, colours);
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
