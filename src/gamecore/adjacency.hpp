// Graphs as compressed adjacency rows (counting sort, no per-vertex vectors): undirected edges or one-way arcs.
// O(V + E). Tested in src/tests/adjacency_test.cpp against per-vertex lists, and by every graph problem's tests.
#ifndef GAMECORE_ADJACENCY_HPP
#define GAMECORE_ADJACENCY_HPP

#include <cstddef>
#include <vector>

namespace gamecore {

// The neighbours of v are neighbour[first[v] .. first[v + 1]), in the order the edges were given.
struct Adjacency {
    std::vector<int> first;
    std::vector<int> neighbour;
};

// Vertices 0..vertices-1; arc i goes from from[i] to to[i] and is listed at from[i] only (a bipartite graph's rows
// of one side, whose vertices are numbered apart from the other side's).
inline void build_arcs(int vertices, const std::vector<int>& from, const std::vector<int>& to, Adjacency& adj) {
    adj.first.assign(static_cast<std::size_t>(vertices) + 1, 0);
    for (std::size_t i = 0; i < from.size(); ++i) ++adj.first[from[i] + 1];
    for (int v = 0; v < vertices; ++v) adj.first[v + 1] += adj.first[v];
    adj.neighbour.resize(from.size());
    std::vector<int> fill(adj.first.begin(), adj.first.end() - 1);
    for (std::size_t i = 0; i < from.size(); ++i) adj.neighbour[fill[from[i]]++] = to[i];
}

// Vertices 0..vertices-1; edge i joins end_a[i] and end_b[i] and is listed at both ends.
inline void build_adjacency(int vertices, const std::vector<int>& end_a, const std::vector<int>& end_b,
                            Adjacency& adj) {
    adj.first.assign(static_cast<std::size_t>(vertices) + 1, 0);
    for (std::size_t i = 0; i < end_a.size(); ++i) {
        ++adj.first[end_a[i] + 1];
        ++adj.first[end_b[i] + 1];
    }
    for (int v = 0; v < vertices; ++v) adj.first[v + 1] += adj.first[v];
    adj.neighbour.resize(2 * end_a.size());
    std::vector<int> fill(adj.first.begin(), adj.first.end() - 1);
    for (std::size_t i = 0; i < end_a.size(); ++i) {
        adj.neighbour[fill[end_a[i]]++] = end_b[i];
        adj.neighbour[fill[end_b[i]]++] = end_a[i];
    }
}

}  // namespace gamecore

#endif
