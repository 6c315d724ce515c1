// Hackenbush's rule on a small graph whose edges left are a bit set: after a cut, only the edges still connected to
// the root stay. O(V + E^2) per call, for brute-force references. Tested in src/tests/edge_subsets_test.cpp.
#ifndef GAMECORE_EDGE_SUBSETS_HPP
#define GAMECORE_EDGE_SUBSETS_HPP

#include <cstddef>
#include <vector>

namespace gamecore {

// The edges of `edges` (bit e: edge e, joining end_a[e] and end_b[e]) that can be reached from `root` through
// edges of `edges`; loops and repeated edges are edges like any other. At most 64 edges (an unsigned long long
// bit set); the references that use it stay far below.
inline unsigned long long edges_connected_to_root(int vertices, const std::vector<int>& end_a,
                                                  const std::vector<int>& end_b, unsigned long long edges,
                                                  int root = 0) {
    unsigned long long kept = 0;
    std::vector<bool> reached(static_cast<std::size_t>(vertices), false);
    reached[root] = true;
    for (bool grew = true; grew;) {  // at most E rounds, each over every edge
        grew = false;
        for (std::size_t e = 0; e < end_a.size(); ++e) {
            if (!(edges >> e & 1) || (kept >> e & 1)) continue;
            if (reached[end_a[e]] || reached[end_b[e]]) {
                reached[end_a[e]] = reached[end_b[e]] = true;
                kept |= 1ULL << e;
                grew = true;
            }
        }
    }
    return kept;
}

}  // namespace gamecore

#endif
