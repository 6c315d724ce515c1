// christmas-game-gen: seeded judge input. Small: what christmas-game-reference answers (reference.hpp): cases of a
// few trees, most shaped as the statement says (a tree with polygons hanging at one vertex each: loops, repeated
// edges, triangles, squares), some any multigraph (polygons touching, parts cut off from the root); labels
// shuffled. Judge: 5 cases of 99 trees at the judge's limits (problem.hpp), 99 vertices and up to 499 edges each.
#include <algorithm>
#include <cstdio>
#include <utility>
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

typedef std::vector<std::pair<long long, long long> > Edges;

// A tree on `tree_vertices` vertices, then polygons of 1..max_length edges, each hanging at one vertex of the tree
// (a polygon of length L brings L - 1 new vertices), while vertices and edges last.
void shaped(gamesuite::SeededRandom& random, long long max_vertices, long long max_edges, long long max_length,
            long long& vertices, Edges& edges) {
    const long long tree_vertices = random.between(1, std::max(1LL, max_vertices / 2));
    vertices = tree_vertices;
    edges.clear();
    for (long long v = 1; v < tree_vertices && static_cast<long long>(edges.size()) < max_edges; ++v)
        edges.push_back(std::make_pair(v, random.between(0, v - 1)));
    const long long polygons = random.between(0, max_edges);
    for (long long p = 0; p < polygons; ++p) {
        const long long length = random.between(1, max_length);
        if (vertices + length - 1 > max_vertices || static_cast<long long>(edges.size()) + length > max_edges) continue;
        const long long hang = random.between(0, tree_vertices - 1);
        long long last = hang;
        for (long long i = 1; i < length; ++i) {
            edges.push_back(std::make_pair(last, vertices));
            last = vertices++;
        }
        edges.push_back(std::make_pair(last, hang));
    }
}

// Any multigraph: loops, repeated edges, cycles sharing vertices, vertices cut off from the root.
void anything(gamesuite::SeededRandom& random, long long max_vertices, long long max_edges, long long& vertices,
              Edges& edges) {
    vertices = random.between(1, max_vertices);
    edges.clear();
    const long long count = random.between(0, max_edges);
    for (long long i = 0; i < count; ++i)
        edges.push_back(std::make_pair(random.between(0, vertices - 1), random.between(0, vertices - 1)));
}

void print_tree(gamesuite::SeededRandom& random, long long vertices, Edges& edges) {
    std::vector<long long> label(static_cast<std::size_t>(vertices));
    for (long long v = 0; v < vertices; ++v) label[v] = v + 1;
    for (long long i = vertices; i > 1; --i)
        std::swap(label[i - 1], label[static_cast<std::size_t>(random.between(0, i - 1))]);
    gamesuite::shuffle(random, edges);
    gamesuite::print("%lld %lu\n", vertices, static_cast<unsigned long>(edges.size()));
    for (std::size_t i = 0; i < edges.size(); ++i) {
        long long a = label[edges[i].first], b = label[edges[i].second];
        if (random.chance(50)) std::swap(a, b);
        gamesuite::print("%lld %lld\n", a, b);
    }
}

void write_input(gamesuite::SeededRandom& random, bool small) {
    const christmas_game::Limits limits = small ? christmas_game::reference_limits() : christmas_game::judge_limits();
    const long long cases = small ? random.between(1, 4) : 5;
    Edges edges;
    long long vertices = 0;
    for (long long c = 0; c < cases; ++c) {
        const long long trees = small ? random.between(1, 4) : limits.max_trees;
        gamesuite::print("%lld\n", trees);
        for (long long t = 0; t < trees; ++t) {
            if (small && random.chance(25)) anything(random, 6, limits.max_edges, vertices, edges);
            else shaped(random, limits.max_vertices, limits.max_edges, small ? 4 : 9, vertices, edges);
            print_tree(random, vertices, edges);
        }
    }
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
