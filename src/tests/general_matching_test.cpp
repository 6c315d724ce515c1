// gamecore/general_matching.hpp against matching sizes by dynamic programming over vertex subsets
// (matching_brute_force.hpp): all graphs to 6 vertices, random to 14 (each also by a reused object), C_odd, a path.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstddef>
#include <random>
#include <string>
#include <vector>

#include "gamecore/general_matching.hpp"
#include "matching_brute_force.hpp"

namespace {

struct Graph {
    int vertices;
    std::vector<std::pair<int, int>> edges;
};

std::vector<unsigned> neighbour_masks(const Graph& graph) {
    std::vector<unsigned> neighbours(static_cast<std::size_t>(graph.vertices), 0);
    for (const auto& edge : graph.edges) {
        neighbours[edge.first] |= 1u << edge.second;
        neighbours[edge.second] |= 1u << edge.first;
    }
    return neighbours;
}

std::string describe(const Graph& graph) {
    std::string text = std::to_string(graph.vertices) + " vertices:";
    for (const auto& edge : graph.edges) text += " " + std::to_string(edge.first) + "-" + std::to_string(edge.second);
    return text;
}

// One object for all the graphs of a run, reset between them as a judge solver reuses it case after case.
gamecore::GeneralMatching& reused_matching() {
    static gamecore::GeneralMatching matching(0);
    return matching;
}

// The matching found is a matching of the graph, as large as the brute force's, and D(G) is the set of v with
// nu(G - v) = nu(G): some maximum matching misses v exactly when deleting v costs nothing. The reused object, given
// the edges at once, finds the same.
void check(const Graph& graph) {
    CAPTURE(describe(graph));
    gamecore::GeneralMatching matching(graph.vertices);
    for (const auto& edge : graph.edges) matching.add_edge(edge.first, edge.second);
    const int size = matching.maximum_matching();
    const std::vector<unsigned> neighbours = neighbour_masks(graph);
    const std::vector<int> brute = matching_brute_force::matching_size_of_every_subset(neighbours);
    const unsigned all = (1u << graph.vertices) - 1;
    REQUIRE(size == brute[all]);
    int matched = 0;
    for (int v = 0; v < graph.vertices; ++v) {
        const int w = matching.partner(v);
        if (w == -1) continue;
        ++matched;
        REQUIRE(w != v);
        REQUIRE(matching.partner(w) == v);
        REQUIRE((neighbours[v] >> w & 1u));
    }
    REQUIRE(matched == 2 * size);
    const std::vector<char> missed = matching.missed_by_some_maximum_matching();
    for (int v = 0; v < graph.vertices; ++v) {
        CAPTURE(v);
        REQUIRE(static_cast<bool>(missed[v]) == (brute[all & ~(1u << v)] == brute[all]));
    }
    std::vector<int> end_a, end_b;
    for (const auto& edge : graph.edges) {
        end_a.push_back(edge.first);
        end_b.push_back(edge.second);
    }
    gamecore::GeneralMatching& again = reused_matching();
    again.reset(graph.vertices);
    again.add_edges(end_a, end_b);
    REQUIRE(again.maximum_matching() == size);
    for (int v = 0; v < graph.vertices; ++v) REQUIRE(again.partner(v) == matching.partner(v));
    REQUIRE(again.missed_by_some_maximum_matching() == missed);
}

}  // namespace

TEST_CASE("GeneralMatching: every graph on up to 6 vertices") {
    long long graphs = 0;
    for (int n = 0; n <= 6; ++n) {
        std::vector<std::pair<int, int>> pairs;
        for (int a = 0; a < n; ++a)
            for (int b = a + 1; b < n; ++b) pairs.push_back({a, b});
        for (unsigned subset = 0; subset < (1u << pairs.size()); ++subset) {
            Graph graph{n, {}};
            for (std::size_t i = 0; i < pairs.size(); ++i)
                if (subset >> i & 1u) graph.edges.push_back(pairs[i]);
            check(graph);
            ++graphs;
        }
    }
    CHECK(graphs == 1 + 1 + 2 + 8 + 64 + 1024 + 32768);
}

TEST_CASE("GeneralMatching: random graphs on up to 14 vertices, edges in random order, some repeated") {
    std::mt19937 random(20261123);
    for (int round = 0; round < 400; ++round) {
        const int n = 7 + static_cast<int>(random() % 8);
        const unsigned percent = 10 + random() % 60;
        Graph graph{n, {}};
        for (int a = 0; a < n; ++a)
            for (int b = a + 1; b < n; ++b)
                if (random() % 100 < percent) graph.edges.push_back(random() % 2 ? std::make_pair(a, b) : std::make_pair(b, a));
        std::shuffle(graph.edges.begin(), graph.edges.end(), random);
        if (!graph.edges.empty() && random() % 4 == 0) graph.edges.push_back(graph.edges.front());
        check(graph);
    }
}

TEST_CASE("GeneralMatching: odd cycles and long paths, where blossoms and deep alternating paths are needed") {
    // C_{2k+1}: k edges, every vertex missed by some maximum matching.
    for (int n = 3; n <= 15; n += 2) {
        gamecore::GeneralMatching cycle(n);
        for (int v = 0; v < n; ++v) cycle.add_edge(v, (v + 1) % n);
        CHECK(cycle.maximum_matching() == n / 2);
        const std::vector<char> missed = cycle.missed_by_some_maximum_matching();
        CHECK(std::count(missed.begin(), missed.end(), 1) == n);
    }
    // A path of 200,001 vertices whose edges come middle-out, so the greedy start leaves long augmenting paths;
    // a maximum matching leaves out exactly the even-numbered vertices (P_n with n odd), and nothing recurses.
    const int n = 200001;
    gamecore::GeneralMatching path(n);
    for (int i = 1; i < n; i += 2) path.add_edge(i, i + 1);
    for (int i = 0; i + 1 < n; i += 2) path.add_edge(i, i + 1);
    CHECK(path.maximum_matching() == n / 2);
    const std::vector<char> missed = path.missed_by_some_maximum_matching();
    for (int v = 0; v < n; ++v)
        if (static_cast<bool>(missed[v]) != (v % 2 == 0)) FAIL("vertex " << v << " of the path misjudged");
}

TEST_CASE("GeneralMatching: misuse is an exception, not undefined behaviour") {
    gamecore::GeneralMatching matching(3);
    CHECK_THROWS_AS(matching.add_edge(0, 3), std::invalid_argument);
    CHECK_THROWS_AS(matching.add_edge(3, 0), std::invalid_argument);  // each end checked against the vertex count
    CHECK_THROWS_AS(matching.add_edge(-1, 0), std::invalid_argument);
    CHECK_THROWS_AS(matching.add_edge(0, -1), std::invalid_argument);
    CHECK_THROWS_AS(matching.add_edge(1, 1), std::invalid_argument);
    CHECK_NOTHROW(matching.add_edge(2, 0));
    CHECK_THROWS_AS(matching.missed_by_some_maximum_matching(), std::logic_error);
    CHECK_THROWS_AS(matching.add_edges({0, 3}, {1, 1}), std::invalid_argument);
    CHECK_THROWS_AS(matching.add_edges({0, 1}, {1, 3}), std::invalid_argument);
    CHECK_THROWS_AS(matching.add_edges({0, -1}, {1, 1}), std::invalid_argument);
    CHECK_THROWS_AS(matching.add_edges({0, 1}, {1, -1}), std::invalid_argument);
    CHECK_THROWS_AS(matching.add_edges({0, 2}, {1, 2}), std::invalid_argument);
    CHECK_THROWS_AS(matching.add_edges({0, 1}, {1}), std::invalid_argument);
    CHECK(matching.maximum_matching() == 1);  // a rejected list adds none of its edges
    CHECK_NOTHROW(matching.add_edges({0}, {1}));
    CHECK_THROWS_AS(matching.missed_by_some_maximum_matching(), std::logic_error);
    CHECK(matching.maximum_matching() == 1);
    matching.reset(2);  // a reset forgets the edges and the answers
    CHECK_THROWS_AS(matching.missed_by_some_maximum_matching(), std::logic_error);
    CHECK_THROWS_AS(matching.add_edge(0, 2), std::invalid_argument);
    CHECK(matching.maximum_matching() == 0);
    CHECK(matching.missed_by_some_maximum_matching() == std::vector<char>(2, 1));
}
