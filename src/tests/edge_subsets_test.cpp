// gamecore/edge_subsets.hpp on graphs drawn by hand: what a Hackenbush cut leaves connected to the ground.
#include <doctest/doctest.h>

#include <vector>

#include "gamecore/edge_subsets.hpp"

TEST_CASE("edges_connected_to_root keeps exactly what the ground still holds") {
    // A stalk 0 - 1 - 2 - 3 (edges 0, 1, 2): cutting edge 1 drops edge 2 too.
    const std::vector<int> stalk_a = {0, 1, 2}, stalk_b = {1, 2, 3};
    CHECK(gamecore::edges_connected_to_root(4, stalk_a, stalk_b, 0x7) == 0x7);
    CHECK(gamecore::edges_connected_to_root(4, stalk_a, stalk_b, 0x5) == 0x1);
    CHECK(gamecore::edges_connected_to_root(4, stalk_a, stalk_b, 0x6) == 0x0);
    // Edges listed child first and out of order: 2 - 1, 1 - 0, 3 - 1 (edges 0, 1, 2). Without edge 1 nothing stays.
    const std::vector<int> listed_a = {2, 1, 3}, listed_b = {1, 0, 1};
    CHECK(gamecore::edges_connected_to_root(4, listed_a, listed_b, 0x7) == 0x7);
    CHECK(gamecore::edges_connected_to_root(4, listed_a, listed_b, 0x5) == 0x0);
    // A triangle on the ground (0 - 1, 1 - 2, 2 - 0) with a loop at 2 (edge 3) and a repeated edge 1 - 2 (edge 4):
    // one cut of the triangle keeps everything connected; cutting 0 - 1 and 2 - 0 drops the rest.
    const std::vector<int> cycle_a = {0, 1, 2, 2, 1}, cycle_b = {1, 2, 0, 2, 2};
    CHECK(gamecore::edges_connected_to_root(3, cycle_a, cycle_b, 0x1f & ~0x1ULL) == (0x1f & ~0x1ULL));
    CHECK(gamecore::edges_connected_to_root(3, cycle_a, cycle_b, 0x1a) == 0x0);
    // Another root: from vertex 3 of the stalk, edge 2 alone reaches it once edge 1 is cut.
    CHECK(gamecore::edges_connected_to_root(4, stalk_a, stalk_b, 0x5, 3) == 0x4);
}
