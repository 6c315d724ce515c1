// Green Hackenbush on any graph rooted at one vertex: bridges by an iterative Tarjan search, each 2-edge-connected
// part fused into one vertex with (its edges mod 2) loops, then the colon principle on the tree of bridges. O(V + E).
// Tested in tests.cpp against the game by its rules on every multigraph of up to 5 edges on 4 vertices, and more.
#ifndef CHRISTMAS_GAME_FUSION_HPP
#define CHRISTMAS_GAME_FUSION_HPP

#include <cstddef>
#include <vector>

#include "gamecore/green_hackenbush.hpp"

namespace hackenbush {

// The Grundy value of the graph on vertices 0..vertices-1 whose edge i joins end_a[i] and end_b[i] (loops and
// repeated edges allowed), rooted at `root`. Edges not connected to the root are out of play from the start.
//
// The fusion principle (Winning Ways): the vertices of a cycle may be fused into one without changing the value,
// the cycle's edges becoming loops there; fusing cycle after cycle fuses each 2-edge-connected part into one vertex
// with all its edges as loops. A loop is worth 1 (deleting it leaves nothing), so the loops of a part are worth
// their number mod 2. What is left is a tree of bridges, valued by the colon principle with those loops as the
// parts' own values.
inline unsigned long long green_hackenbush_value(int vertices, const std::vector<int>& end_a,
                                                 const std::vector<int>& end_b, int root) {
    const std::size_t n = static_cast<std::size_t>(vertices);
    const std::size_t edges = end_a.size();
    // Adjacency with edge ids: a repeated edge is told apart from the tree edge it repeats by its id.
    std::vector<int> first(n + 1, 0);
    for (std::size_t i = 0; i < edges; ++i) {
        ++first[end_a[i] + 1];
        ++first[end_b[i] + 1];
    }
    for (std::size_t v = 0; v < n; ++v) first[v + 1] += first[v];
    std::vector<int> other(2 * edges), edge_of(2 * edges);
    std::vector<int> fill(first.begin(), first.end() - 1);
    for (std::size_t i = 0; i < edges; ++i) {
        other[fill[end_a[i]]] = end_b[i];
        edge_of[fill[end_a[i]]++] = static_cast<int>(i);
        other[fill[end_b[i]]] = end_a[i];
        edge_of[fill[end_b[i]]++] = static_cast<int>(i);
    }

    // Tarjan's bridges with an explicit stack: edge e into w is a bridge iff nothing below w reaches above it.
    std::vector<int> order_of(n, -1), low(n, 0), via(n, -1), next(n, 0);
    std::vector<bool> bridge(edges, false);
    std::vector<int> stack;
    int time = 0;
    order_of[root] = low[root] = time++;
    next[root] = first[root];
    stack.push_back(root);
    while (!stack.empty()) {
        const int v = stack.back();
        if (next[v] < first[v + 1]) {
            const int slot = next[v]++;
            const int w = other[slot];
            if (edge_of[slot] == via[v]) continue;  // the edge we came by, not a repeat of it
            if (order_of[w] < 0) {
                order_of[w] = low[w] = time++;
                via[w] = edge_of[slot];
                next[w] = first[w];
                stack.push_back(w);
            } else if (order_of[w] < low[v]) {
                low[v] = order_of[w];
            }
        } else {
            stack.pop_back();
            if (!stack.empty()) {
                const int parent = stack.back();
                if (low[v] < low[parent]) low[parent] = low[v];
                if (low[v] > order_of[parent]) bridge[via[v]] = true;
            }
        }
    }

    // The parts: what stays connected without the bridges, numbered from the root's (0).
    std::vector<int> part(n, -1);
    int parts = 0;
    std::vector<int> queue;
    for (std::size_t s = 0; s <= n; ++s) {  // the root first, so that its part is 0
        const int start = s == 0 ? root : static_cast<int>(s - 1);
        if (order_of[start] < 0 || part[start] >= 0) continue;
        part[start] = parts;
        queue.assign(1, start);
        for (std::size_t i = 0; i < queue.size(); ++i)
            for (int slot = first[queue[i]]; slot < first[queue[i] + 1]; ++slot)
                if (!bridge[edge_of[slot]] && part[other[slot]] < 0) {
                    part[other[slot]] = parts;
                    queue.push_back(other[slot]);
                }
        ++parts;
    }
    std::vector<unsigned long long> value(static_cast<std::size_t>(parts), 0);
    std::vector<int> tree_a, tree_b;
    for (std::size_t i = 0; i < edges; ++i) {
        if (order_of[end_a[i]] < 0) continue;  // not connected to the root
        if (bridge[i]) {
            tree_a.push_back(part[end_a[i]]);
            tree_b.push_back(part[end_b[i]]);
        } else {
            value[part[end_a[i]]] ^= 1;  // one more loop on the fused part
        }
    }
    gamecore::Adjacency tree;
    gamecore::build_adjacency(parts, tree_a, tree_b, tree);
    return gamecore::colon_value(tree, 0, value);
}

}  // namespace hackenbush

#endif
