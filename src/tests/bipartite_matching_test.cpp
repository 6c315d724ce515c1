// gamecore/bipartite_matching.hpp against matching sizes by dynamic programming over vertex subsets
// (matching_brute_force.hpp): every bipartite graph with up to 4 + 3 vertices, random ones to 7 + 7 with every vertex
// deleted in a random order, and a long path.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstddef>
#include <random>
#include <string>
#include <vector>

#include "gamecore/bipartite_matching.hpp"
#include "matching_brute_force.hpp"

namespace {

using gamecore::BipartiteMatching;

// Left vertex l is vertex l of the brute force, right vertex r is vertex left_count + r.
struct Bipartite {
    int left_count, right_count;
    std::vector<std::pair<int, int>> edges;
};

std::string describe(const Bipartite& graph) {
    std::string text = std::to_string(graph.left_count) + "+" + std::to_string(graph.right_count) + ":";
    for (const auto& edge : graph.edges) text += " " + std::to_string(edge.first) + "-" + std::to_string(edge.second);
    return text;
}

std::vector<unsigned> neighbour_masks(const Bipartite& graph) {
    std::vector<unsigned> neighbours(static_cast<std::size_t>(graph.left_count + graph.right_count), 0);
    for (const auto& edge : graph.edges) {
        neighbours[edge.first] |= 1u << (graph.left_count + edge.second);
        neighbours[graph.left_count + edge.second] |= 1u << edge.first;
    }
    return neighbours;
}

// The matching is a matching of the graph without the deleted vertices (`alive`), of the brute force's size, and
// D(G) on each side is the set of v with nu(G - v) = nu(G).
void check_matching(const Bipartite& graph, const BipartiteMatching& matching, int size, unsigned alive,
                    const std::vector<int>& brute) {
    const std::vector<unsigned> neighbours = neighbour_masks(graph);
    REQUIRE(size == brute[alive]);
    int matched = 0;
    for (int l = 0; l < graph.left_count; ++l) {
        const int r = matching.partner(BipartiteMatching::left, l);
        if (r == -1) continue;
        ++matched;
        REQUIRE((alive >> l & 1u));
        REQUIRE((alive >> (graph.left_count + r) & 1u));
        REQUIRE(matching.partner(BipartiteMatching::right, r) == l);
        REQUIRE((neighbours[l] >> (graph.left_count + r) & 1u));
    }
    REQUIRE(matched == size);
    for (int side = 0; side < 2; ++side) {
        const auto this_side = static_cast<BipartiteMatching::Side>(side);
        const std::vector<char> missed = matching.missed_by_some_maximum_matching(this_side);
        const int count = side == 0 ? graph.left_count : graph.right_count;
        for (int v = 0; v < count; ++v) {
            const unsigned bit = 1u << (side == 0 ? v : graph.left_count + v);
            CAPTURE(side);
            CAPTURE(v);
            const bool expected = (alive & bit) && brute[alive & ~bit] == brute[alive];
            REQUIRE(static_cast<bool>(missed[v]) == expected);
        }
    }
}

// Matches, checks, then deletes every vertex in a random order, checking remove_vertex's answer (v was in every
// maximum matching iff nu(G - v) < nu(G)) and the repaired matching each time.
void check(const Bipartite& graph, std::mt19937& random) {
    CAPTURE(describe(graph));
    BipartiteMatching matching(graph.left_count, graph.right_count);
    for (const auto& edge : graph.edges) matching.add_edge(edge.first, edge.second);
    const std::vector<int> brute = matching_brute_force::matching_size_of_every_subset(neighbour_masks(graph));
    const int total = graph.left_count + graph.right_count;
    unsigned alive = (1u << total) - 1;
    check_matching(graph, matching, matching.maximum_matching(), alive, brute);
    std::vector<int> order(static_cast<std::size_t>(total));
    for (int v = 0; v < total; ++v) order[v] = v;
    std::shuffle(order.begin(), order.end(), random);
    for (const int v : order) {
        CAPTURE(v);
        const bool was_needed = brute[alive & ~(1u << v)] < brute[alive];
        const bool on_left = v < graph.left_count;
        REQUIRE(matching.remove_vertex(on_left ? BipartiteMatching::left : BipartiteMatching::right,
                                       on_left ? v : v - graph.left_count) == was_needed);
        alive &= ~(1u << v);
        int size = 0;
        for (int l = 0; l < graph.left_count; ++l) size += matching.partner(BipartiteMatching::left, l) != -1;
        check_matching(graph, matching, size, alive, brute);
    }
}

}  // namespace

TEST_CASE("BipartiteMatching: every graph with up to 4 + 3 vertices, every vertex deleted in turn") {
    std::mt19937 random(1);
    long long graphs = 0;
    for (int left = 0; left <= 4; ++left)
        for (int right = 0; right <= 4 && left * right <= 12; ++right)
            for (unsigned subset = 0; subset < (1u << (left * right)); ++subset) {
                Bipartite graph{left, right, {}};
                for (int i = 0; i < left * right; ++i)
                    if (subset >> i & 1u) graph.edges.push_back({i / right, i % right});
                check(graph, random);
                ++graphs;
            }
    // Sum over left, right of 2^(left * right), the 4 + 4 graphs left out.
    CHECK(graphs == 5 + (1 + 2 + 4 + 8 + 16) + (1 + 4 + 16 + 64 + 256) + (1 + 8 + 64 + 512 + 4096) +
                        (1 + 16 + 256 + 4096));
}

TEST_CASE("BipartiteMatching: random graphs to 7 + 7, every vertex deleted in a random order") {
    std::mt19937 random(20261123);
    for (int round = 0; round < 500; ++round) {
        const int left = 1 + static_cast<int>(random() % 7), right = 1 + static_cast<int>(random() % 7);
        const unsigned percent = 10 + random() % 60;
        Bipartite graph{left, right, {}};
        for (int l = 0; l < left; ++l)
            for (int r = 0; r < right; ++r)
                if (random() % 100 < percent) graph.edges.push_back({l, r});
        std::shuffle(graph.edges.begin(), graph.edges.end(), random);
        if (!graph.edges.empty() && random() % 4 == 0) graph.edges.push_back(graph.edges.front());
        check(graph, random);
    }
}

TEST_CASE("BipartiteMatching: a long path needs deep augmenting paths and no recursion") {
    // Path l0 - r0 - l1 - r1 - ... - l(n-1) - r(n-1) with the edges r_i - l_(i+1) first: Hopcroft-Karp must undo
    // them. A perfect matching l_i - r_i; then deleting l0 frees r0, whose partner search walks the whole path.
    const int n = 100000;
    BipartiteMatching matching(n, n);
    for (int i = 0; i + 1 < n; ++i) matching.add_edge(i + 1, i);
    for (int i = 0; i < n; ++i) matching.add_edge(i, i);
    CHECK(matching.maximum_matching() == n);
    // Without l0 the path r0 - l1 - r1 - ... - l(n-1) - r(n-1) is odd: r0 cannot be re-matched, so l0 was in every
    // maximum matching, and every r (even position) is missed by some maximum matching, no l is.
    CHECK(matching.remove_vertex(BipartiteMatching::left, 0));
    const std::vector<char> missed_right = matching.missed_by_some_maximum_matching(BipartiteMatching::right);
    CHECK(std::count(missed_right.begin(), missed_right.end(), 1) == n);
    const std::vector<char> missed_left = matching.missed_by_some_maximum_matching(BipartiteMatching::left);
    CHECK(std::count(missed_left.begin(), missed_left.end(), 1) == 0);
    // Without r(n-1) as well, l(n-1) re-matches down the whole path to r0 (r(n-1) was missable), and the even path
    // left has a perfect matching.
    CHECK(!matching.remove_vertex(BipartiteMatching::right, n - 1));
    CHECK(matching.partner(BipartiteMatching::right, 0) == 1);
    const std::vector<char> missed_now = matching.missed_by_some_maximum_matching(BipartiteMatching::right);
    CHECK(std::count(missed_now.begin(), missed_now.end(), 1) == 0);
}

TEST_CASE("BipartiteMatching: misuse is an exception, not undefined behaviour") {
    BipartiteMatching matching(2, 2);
    CHECK_THROWS_AS(matching.add_edge(2, 0), std::invalid_argument);
    CHECK_THROWS_AS(matching.add_edge(0, -1), std::invalid_argument);
    CHECK_THROWS_AS(matching.remove_vertex(BipartiteMatching::left, 0), std::logic_error);
    matching.add_edge(0, 0);
    matching.maximum_matching();
    CHECK(matching.remove_vertex(BipartiteMatching::left, 0));
    CHECK_THROWS_AS(matching.remove_vertex(BipartiteMatching::left, 0), std::invalid_argument);
}
