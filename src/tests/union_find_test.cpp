// gamecore/union_find.hpp against a breadth-first search over the edges joined so far: 300 random edge sequences
// on up to 40 vertices, join() false exactly when the two ends were already connected; gamecore/tree_edges.hpp's reader.
#include <doctest/doctest.h>

#include <cstddef>
#include <random>
#include <string>
#include <vector>

#include "gamecore/scanner.hpp"
#include "gamecore/tree_edges.hpp"
#include "gamecore/union_find.hpp"

namespace {

// Is b reachable from a through `edges` (pairs of vertices)? Plain breadth-first search.
bool connected(int vertices, const std::vector<std::pair<int, int>>& edges, int a, int b) {
    std::vector<bool> seen(static_cast<std::size_t>(vertices), false);
    std::vector<int> queue(1, a);
    seen[a] = true;
    for (std::size_t i = 0; i < queue.size(); ++i)
        for (const auto& edge : edges) {
            const int v = queue[i];
            const int other = edge.first == v ? edge.second : edge.second == v ? edge.first : -1;
            if (other >= 0 && !seen[other]) {
                seen[other] = true;
                queue.push_back(other);
            }
        }
    return seen[b];
}

}  // namespace

TEST_CASE("Components::join is false exactly when the ends are already connected") {
    std::mt19937 random(17);
    for (int round = 0; round < 300; ++round) {
        const int vertices = 1 + static_cast<int>(random() % 40);
        gamecore::Components components(vertices);
        std::vector<std::pair<int, int>> joined;
        for (int i = 0; i < 2 * vertices; ++i) {
            const int a = static_cast<int>(random() % vertices), b = static_cast<int>(random() % vertices);
            const bool was_connected = connected(vertices, joined, a, b);
            CAPTURE(round);
            CAPTURE(i);
            REQUIRE(components.join(a, b) == !was_connected);
            joined.push_back(std::make_pair(a, b));
            CHECK((components.find(a) == components.find(b)));
        }
    }
}

TEST_CASE("read_tree_edge: the ends numbered from 0, and the edge that closes a cycle refused at its second end") {
    const std::string input = "1 2\n2 3\n3 1\n";
    gamecore::Scanner in(input.data(), input.size());
    gamecore::Components components(3);
    const gamecore::TreeEdge first = gamecore::read_tree_edge(in, 3, components, "u", "v");
    in.read_eoln();
    CHECK(first.a == 0);
    CHECK(first.b == 1);
    const gamecore::TreeEdge second = gamecore::read_tree_edge(in, 3, components, "u", "v");
    in.read_eoln();
    CHECK(second.a == 1);
    CHECK(second.b == 2);
    try {
        gamecore::read_tree_edge(in, 3, components, "u", "v");
        FAIL("3 1 closes the cycle 1-2-3");
    } catch (const gamecore::InputError& error) {
        CHECK(error.line == 3);
        CHECK(error.column == 3);
        CHECK(error.expected == "a vertex not yet connected to 3 (the edges must form a tree)");
    }
}
