// Green Hackenbush on a rooted tree by the colon principle, g(v) = own(v) xor of (g(c) + 1) over children c: O(N),
// no recursion. Tested in src/tests/green_hackenbush_test.cpp and by tree-hackenbush and christmas-game vs search.
#ifndef GAMECORE_GREEN_HACKENBUSH_HPP
#define GAMECORE_GREEN_HACKENBUSH_HPP

#include <cstddef>
#include <vector>

#include "gamecore/adjacency.hpp"

namespace gamecore {

// The colon principle on the tree of `adj` that holds `root` (adj must be a forest: no cycle, no repeated edge).
// On entry value[v] is v's own value (0 for a bare vertex; a contracted cycle brings its loops); on return it is
// the Grundy value of the subtree hanging from v, and the root's is returned. A stalk of k edges is worth k, and
// the colon principle says a subtree on v's edge may be replaced by a stalk of its value: a child c on one edge is
// then a stalk of g(c) + 1, and the stalks at v add up as Nim heaps.
inline unsigned long long colon_value(const Adjacency& adj, int root, std::vector<unsigned long long>& value) {
    const std::size_t n = adj.first.size() - 1;
    std::vector<int> order;  // breadth-first: every vertex after its parent
    std::vector<int> parent(n, -1);
    order.reserve(n);
    order.push_back(root);
    parent[root] = root;
    for (std::size_t i = 0; i < order.size(); ++i) {
        const int v = order[i];
        for (int e = adj.first[v]; e < adj.first[v + 1]; ++e)
            if (parent[adj.neighbour[e]] < 0) {
                parent[adj.neighbour[e]] = v;
                order.push_back(adj.neighbour[e]);
            }
    }
    for (std::size_t i = order.size(); i-- > 1;) value[parent[order[i]]] ^= value[order[i]] + 1;
    return value[root];
}

}  // namespace gamecore

#endif
