// Union-find over vertices 0..n-1 with path halving (no recursion): does an edge join two parts or close a cycle?
// O(log n) amortised per call at worst. Tested in src/tests/union_find_test.cpp against a search of the edges so far.
#ifndef GAMECORE_UNION_FIND_HPP
#define GAMECORE_UNION_FIND_HPP

#include <cstddef>
#include <vector>

namespace gamecore {

// Used by the tree readers (gamecore/tree_edges.hpp): N - 1 edges of which none closes a cycle
// form a tree, so a bad edge is reported at the token that closes the cycle.
class Components {
public:
    explicit Components(int n) : parent_(static_cast<std::size_t>(n)) {
        for (int v = 0; v < n; ++v) parent_[v] = v;
    }
    int find(int v) {
        while (parent_[v] != v) v = parent_[v] = parent_[parent_[v]];
        return v;
    }
    // False if a and b were already connected.
    bool join(int a, int b) {
        a = find(a);
        b = find(b);
        if (a == b) return false;
        parent_[a] = b;
        return true;
    }

private:
    std::vector<int> parent_;
};

}  // namespace gamecore

#endif
