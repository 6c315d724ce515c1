// gamecore/green_hackenbush.hpp on trees whose values are known by hand (Winning Ways, ch. 7): a stalk of k edges is
// the Nim heap k, edges at one vertex add as Nim heaps, and a path deep enough to break a recursive version.
#include <doctest/doctest.h>

#include <vector>

#include "gamecore/green_hackenbush.hpp"

namespace {

// The colon value of the tree with the given edges, rooted at vertex 0, every vertex bare.
unsigned long long tree_value(int vertices, const std::vector<int>& end_a, const std::vector<int>& end_b) {
    gamecore::Adjacency adj;
    gamecore::build_adjacency(vertices, end_a, end_b, adj);
    std::vector<unsigned long long> value(static_cast<std::size_t>(vertices), 0);
    return gamecore::colon_value(adj, 0, value);
}

}  // namespace

TEST_CASE("a stalk of k edges is worth k, however its edges are listed") {
    for (int k = 0; k <= 12; ++k) {
        std::vector<int> a, b;
        for (int v = k; v >= 1; --v) {  // listed from the top down, child first
            a.push_back(v);
            b.push_back(v - 1);
        }
        CHECK(tree_value(k + 1, a, b) == static_cast<unsigned long long>(k));
    }
}

TEST_CASE("stalks at the root add as Nim heaps") {
    // Stalks of 1, 2 and 3 edges from the root: 1 xor 2 xor 3 = 0.
    const std::vector<int> from = {0, 0, 2, 0, 4, 5};
    const std::vector<int> to = {1, 2, 3, 4, 5, 6};
    CHECK(tree_value(7, from, to) == 0);
    // A star of five edges is five heaps of 1: worth 1.
    CHECK(tree_value(6, {0, 0, 0, 0, 0}, {1, 2, 3, 4, 5}) == 1);
}

TEST_CASE("a fork on a stalk: the colon principle replaces the fork by its value") {
    // Root 0 - 1, then 1 forks into 2 and 3: the fork is worth 1 xor 1 = 0, so the tree is a stalk of 0 + 1 = 1.
    CHECK(tree_value(4, {0, 1, 1}, {1, 2, 3}) == 1);
    // Root 0 - 1 - 2 and 1 - 3 - 4: above 1 are stalks of 1 and 2, worth 3, so the whole is 3 + 1 = 4.
    CHECK(tree_value(5, {0, 1, 1, 3}, {1, 2, 3, 4}) == 4);
    // A vertex's own value counts with its children: root with own value 5 and one edge to a leaf: 5 xor 1 = 4.
    gamecore::Adjacency adj;
    gamecore::build_adjacency(2, {0}, {1}, adj);
    std::vector<unsigned long long> value = {5, 0};
    CHECK(gamecore::colon_value(adj, 0, value) == 4);
}

TEST_CASE("a path of 10^6 vertices needs no recursion") {
    const int n = 1000000;
    std::vector<int> a(n - 1), b(n - 1);
    for (int v = 1; v < n; ++v) {
        a[v - 1] = v - 1;
        b[v - 1] = v;
    }
    CHECK(tree_value(n, a, b) == static_cast<unsigned long long>(n - 1));
}
