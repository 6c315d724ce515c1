// gamecore/adjacency.hpp against per-vertex lists filled edge by edge: 200 random graphs (repeated edges and loops
// included), both the undirected rows and the one-way arcs, neighbours in the order given.
#include <doctest/doctest.h>

#include <cstddef>
#include <random>
#include <vector>

#include "gamecore/adjacency.hpp"

namespace {

std::vector<int> row(const gamecore::Adjacency& adj, int v) {
    return std::vector<int>(adj.neighbour.begin() + adj.first[v], adj.neighbour.begin() + adj.first[v + 1]);
}

}  // namespace

TEST_CASE("build_adjacency and build_arcs list each vertex's neighbours as per-vertex lists do") {
    std::mt19937 random(5);
    for (int round = 0; round < 200; ++round) {
        const int vertices = 1 + static_cast<int>(random() % 30), targets = 1 + static_cast<int>(random() % 30);
        const int edges = static_cast<int>(random() % 80);
        std::vector<int> end_a, end_b, arc_to;
        std::vector<std::vector<int>> both(static_cast<std::size_t>(vertices)), out(static_cast<std::size_t>(vertices));
        for (int i = 0; i < edges; ++i) {
            const int a = static_cast<int>(random() % vertices), b = static_cast<int>(random() % vertices);
            const int t = static_cast<int>(random() % targets);
            end_a.push_back(a);
            end_b.push_back(b);
            arc_to.push_back(t);
            both[a].push_back(b);
            both[b].push_back(a);
            out[a].push_back(t);
        }
        gamecore::Adjacency undirected, arcs;
        gamecore::build_adjacency(vertices, end_a, end_b, undirected);
        gamecore::build_arcs(vertices, end_a, arc_to, arcs);
        REQUIRE(undirected.neighbour.size() == 2 * end_a.size());
        REQUIRE(arcs.neighbour.size() == end_a.size());
        for (int v = 0; v < vertices; ++v) {
            CAPTURE(v);
            CHECK(row(undirected, v) == both[v]);
            CHECK(row(arcs, v) == out[v]);
        }
    }
}
