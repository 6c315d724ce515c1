// vertex-geography-gen: seeded judge input. Small: 1..6 connected graphs of 1..10 vertices (reference.hpp), a random
// tree plus extra edges, odd cycles and flowers of triangles (blossoms), near-complete and bipartite graphs; labels
// shuffled, edges in random order and orientation. Judge: T <= 100, N <= 2000, the sum of M at 10^6 (problem.hpp).
#include <algorithm>
#include <cstdio>
#include <set>
#include <utility>
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

typedef std::pair<long long, long long> Edge;

struct EdgeList {
    long long n;
    std::set<Edge> edges;  // low end first; the set keeps the graph simple

    explicit EdgeList(long long vertices) : n(vertices) {}
    void add(long long a, long long b) {
        if (a != b) edges.insert(Edge(std::min(a, b), std::max(a, b)));
    }
};

// A random tree on 0..n-1 (parent below each vertex), sometimes path-like, sometimes star-like.
void add_tree(gamesuite::SeededRandom& random, EdgeList& g) {
    const long long shape = random.between(0, 2);
    for (long long v = 1; v < g.n; ++v) {
        if (shape == 0) g.add(v, random.between(0, v - 1));
        else if (shape == 1) g.add(v, random.chance(80) ? v - 1 : random.between(0, v - 1));
        else g.add(v, random.chance(70) ? 0 : random.between(0, v - 1));
    }
}

// Up to `extra` more random edges; a graph that is complete already stays as it is.
void add_random_edges(gamesuite::SeededRandom& random, EdgeList& g, long long extra) {
    const long long most = g.n * (g.n - 1) / 2;
    for (long long i = 0; i < extra && static_cast<long long>(g.edges.size()) < most; ++i)
        g.add(random.between(0, g.n - 1), random.between(0, g.n - 1));
}

// Labels shuffled, edges shuffled, each in a random orientation: the input promises no order.
void write_graph(gamesuite::SeededRandom& random, const EdgeList& g) {
    std::vector<long long> label(static_cast<std::size_t>(g.n));
    for (long long v = 0; v < g.n; ++v) label[v] = v + 1;
    for (long long i = g.n; i > 1; --i) std::swap(label[i - 1], label[static_cast<std::size_t>(random.between(0, i - 1))]);
    std::vector<Edge> edges(g.edges.begin(), g.edges.end());
    gamesuite::shuffle(random, edges);
    gamesuite::print("%lld %zu\n", g.n, edges.size());
    for (std::size_t i = 0; i < edges.size(); ++i) {
        const long long a = label[edges[i].first], b = label[edges[i].second];
        if (random.chance(50)) gamesuite::print("%lld %lld\n", a, b);
        else gamesuite::print("%lld %lld\n", b, a);
    }
}

// One small connected graph of the given kind.
EdgeList small_graph(gamesuite::SeededRandom& random, long long n) {
    EdgeList g(n);
    const long long kind = random.between(0, 5);
    if (kind == 0 || n < 3) {  // a tree and a few extra edges: sparse, exposed vertices everywhere
        add_tree(random, g);
        add_random_edges(random, g, random.between(0, n));
    } else if (kind == 1) {  // dense: near-complete
        add_tree(random, g);
        add_random_edges(random, g, n * n);
    } else if (kind == 2) {  // odd cycles joined by a path or hanging from one another: blossoms, nested ones
        long long v = 0;
        while (v < n) {
            const long long length = std::min<long long>(n - v, 2 * random.between(1, 3) + 1);
            for (long long i = 1; i < length; ++i) g.add(v + i - 1, v + i);
            if (length >= 3) g.add(v, v + length - 1);
            if (v > 0) g.add(v, random.between(0, v - 1));
            v += length;
        }
        add_random_edges(random, g, random.between(0, 2));
    } else if (kind == 3) {  // a flower: triangles on a common centre, stalks and pendant vertices around it
        for (long long v = 1; v < n; ++v) g.add(v, random.chance(60) ? 0 : random.between(0, v - 1));
        for (long long v = 1; v + 1 < n; v += 2)
            if (random.chance(70)) g.add(v, v + 1);
    } else if (kind == 4) {  // bipartite: no odd cycle, so both sides' exposure matters
        const long long left = random.between(1, n - 1);  // vertices 0..left-1 on one side, the rest on the other
        std::vector<long long> present[2];  // a spanning tree first: each vertex joins one of the other side
        present[0].push_back(0);
        present[1].push_back(left);
        g.add(0, left);
        for (long long v = 1; v < n; ++v) {
            if (v == left) continue;
            const int side = v < left ? 0 : 1;
            const std::vector<long long>& other = present[1 - side];
            g.add(v, other[static_cast<std::size_t>(random.between(0, static_cast<long long>(other.size()) - 1))]);
            present[side].push_back(v);
        }
        for (long long i = random.between(0, n); i > 0; --i) g.add(random.between(0, left - 1), random.between(left, n - 1));
    } else {  // random tree plus about as many random edges again
        add_tree(random, g);
        add_random_edges(random, g, random.between(0, 2 * n));
    }
    return g;
}

void write_input(gamesuite::SeededRandom& random, bool small) {
    namespace p = vertex_geography;
    if (small) {
        const long long cases = random.between(1, 6);
        gamesuite::print("%lld\n", cases);
        for (long long i = 0; i < cases; ++i) write_graph(random, small_graph(random, random.between(1, 10)));
        return;
    }
    // The judge's worst: one random graph of 2000 vertices, one complete bipartite-like graph (many vertices left
    // exposed, each costing a blossom search over the dense side), then small random graphs to the sum of M.
    const long long budget = p::judge_limits().max_total_edges;
    std::vector<EdgeList> graphs;
    graphs.push_back(EdgeList(p::judge_limits().max_vertices));
    add_tree(random, graphs.back());
    add_random_edges(random, graphs.back(), 200000);
    EdgeList bipartite(2000);  // K_{500,1500} minus nothing: 750000 edges, 1000 vertices always exposed
    for (long long a = 0; a < 500; ++a)
        for (long long b = 500; b < 2000; ++b) bipartite.add(a, b);
    long long used = static_cast<long long>(graphs[0].edges.size() + bipartite.edges.size());
    while (graphs.size() + 2 < 100 && used < budget) {
        const long long n = std::min<long long>(random.between(2, 200), budget - used + 1);
        if (n < 2) break;
        EdgeList g(n);
        add_tree(random, g);
        add_random_edges(random, g, std::min<long long>(budget - used - (n - 1), random.between(0, 5 * n)));
        used += static_cast<long long>(g.edges.size());
        graphs.push_back(g);
    }
    gamesuite::print("%zu\n", graphs.size() + 1);
    write_graph(random, bipartite);
    for (std::size_t i = 0; i < graphs.size(); ++i) write_graph(random, graphs[i]);
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
