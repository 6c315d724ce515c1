// time-flow-gen: seeded input. Small: n <= 12 (a few to 40) for the reference: random digraphs with cycles, loops and
// repeated edges, chains (the statement's 10%), DAGs, cycles with tails (sample 2's draws); 1..12 rounds. Judge:
// n = 10^5, m = 5*10^5, q = 500 rounds with different targets: a DAG (every vertex decided, each round scans all)
// or a random graph with cycles, by the seed.
#include <algorithm>
#include <utility>
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"

namespace {

typedef std::pair<long long, long long> Edge;

std::vector<Edge> small_graph(gamesuite::SeededRandom& random, long long n) {
    std::vector<Edge> edges;
    const long long shape = random.between(0, 4);
    if (shape == 0) {  // a chain 1 -> 2 -> ... -> n
        for (long long v = 1; v < n; ++v) edges.push_back(Edge(v, v + 1));
    } else if (shape == 1) {  // a DAG: edges from lower to higher numbers only
        for (long long i = random.between(0, 3 * n); i > 0; --i) {
            const long long a = random.between(1, n), b = random.between(1, n);
            if (a != b) edges.push_back(Edge(std::min(a, b), std::max(a, b)));
        }
    } else if (shape == 2) {  // cycles of 2..4 with tails leaving them
        long long v = 1;
        while (v <= n) {
            const long long length = std::min<long long>(n - v + 1, random.between(2, 4));
            for (long long i = 0; i + 1 < length; ++i) edges.push_back(Edge(v + i, v + i + 1));
            if (length >= 2) edges.push_back(Edge(v + length - 1, v));
            if (v > 1) edges.push_back(random.chance(50) ? Edge(v, random.between(1, v - 1))
                                                         : Edge(random.between(1, v - 1), v));
            v += length;
        }
    } else {  // random, now and then a loop or a repeated edge
        for (long long i = random.between(0, shape == 3 ? n : 3 * n); i > 0; --i) {
            const long long a = random.between(1, n);
            const long long b = random.chance(8) ? a : random.between(1, n);
            edges.push_back(Edge(a, b));
            if (random.chance(5)) edges.push_back(Edge(a, b));
        }
    }
    return edges;
}

void write_input(gamesuite::SeededRandom& random, bool small) {
    namespace p = time_flow;
    std::vector<Edge> edges;
    long long n, q;
    if (small) {
        n = random.chance(85) ? random.between(2, 12) : random.between(13, 40);
        edges = small_graph(random, n);
        q = random.between(1, 12);
    } else {
        n = p::judge_limits().max_vertices;
        q = p::judge_limits().max_queries;
        const bool acyclic = random.chance(50);
        while (static_cast<long long>(edges.size()) < p::judge_limits().max_edges) {
            const long long a = random.between(1, n), b = random.between(1, n);
            if (!acyclic) edges.push_back(Edge(a, b));
            else if (a != b) edges.push_back(Edge(std::min(a, b), std::max(a, b)));
        }
    }
    gamesuite::shuffle(random, edges);
    gamesuite::print("%lld %zu %lld\n", n, edges.size(), q);
    for (const Edge& e : edges) gamesuite::print("%lld %lld\n", e.first, e.second);
    for (long long i = 0; i < q; ++i) {
        // At the judge's size each round a new target (a repeated one would be a lookup); small: any.
        const long long y = small ? random.between(1, n) : 1 + (i * 199 + random.between(0, 198)) % n;
        long long x = random.between(1, n - 1);
        if (x >= y) ++x;
        gamesuite::print("%lld %lld\n", x, y);
    }
}

}  // namespace

GAMESUITE_GENERATOR(write_input)
