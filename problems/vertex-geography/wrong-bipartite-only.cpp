// vertex-geography-wrong-bipartite-only: a deliberately WRONG decision, kept so that the stress tests prove they catch
// it. It matches by Kuhn's augmenting-path search and finds D(G) by the alternating search from the exposed vertices,
// both as for bipartite graphs: every vertex gets one label, first come, and odd cycles (blossoms) are never
// contracted. On the triangle "3 3 / 1 2 / 2 3 / 3 1" the search from the exposed vertex labels both others odd, so it
// counts 1 winning vertex where there are 3 (each vertex is missed by some maximum matching); augmenting paths through
// a blossom are missed too. Its problem's test executable fails unless the in-process stress run
// (src/tests/stress/in_process.cpp) catches it.
#include <cstddef>
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

struct KuhnMatching {
    std::vector<std::vector<int> > neighbours;
    std::vector<int> mate;
    std::vector<char> visited;

    // Kuhn's search from v, which is even; each vertex is visited once per search, whatever its parity would be.
    bool augment_from(int v) {
        visited[v] = 1;
        for (std::size_t i = 0; i < neighbours[v].size(); ++i) {
            const int u = neighbours[v][i];
            if (visited[u]) continue;
            visited[u] = 1;
            if (mate[u] == -1 || (!visited[mate[u]] && augment_from(mate[u]))) {
                mate[u] = v;
                mate[v] = u;
                return true;
            }
        }
        return false;
    }
};

long long winning_starts_without_blossoms(const vertex_geography::Graph& graph) {
    const std::size_t n = static_cast<std::size_t>(graph.vertices);
    KuhnMatching kuhn;
    kuhn.neighbours.assign(n, std::vector<int>());
    for (std::size_t e = 0; e < graph.end_a.size(); ++e) {
        kuhn.neighbours[graph.end_a[e]].push_back(graph.end_b[e]);
        kuhn.neighbours[graph.end_b[e]].push_back(graph.end_a[e]);
    }
    kuhn.mate.assign(n, -1);
    for (std::size_t v = 0; v < n; ++v)
        if (kuhn.mate[v] == -1) {
            kuhn.visited.assign(n, 0);
            kuhn.augment_from(static_cast<int>(v));
        }
    // Even vertices: exposed, or the partner of a neighbour of an even vertex; one label each (the bug).
    std::vector<int> label(n, -1), queue;
    for (std::size_t v = 0; v < n; ++v)
        if (kuhn.mate[v] == -1) {
            label[v] = 0;
            queue.push_back(static_cast<int>(v));
        }
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const int v = queue[head];
        for (std::size_t i = 0; i < kuhn.neighbours[v].size(); ++i) {
            const int u = kuhn.neighbours[v][i];
            if (label[u] != -1 || kuhn.mate[u] == -1) continue;
            label[u] = 1;
            if (label[kuhn.mate[u]] == -1) {
                label[kuhn.mate[u]] = 0;
                queue.push_back(kuhn.mate[u]);
            }
        }
    }
    long long even = 0;
    for (std::size_t v = 0; v < n; ++v) even += label[v] == 0;
    return even;
}

void solve(gamecore::Scanner& in, const vertex_geography::Limits& limits, gamecore::Output& out) {
    vertex_geography::answer_cases(in, limits, out, winning_starts_without_blossoms);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("matching and D(G) as if the graph were bipartite", solve, vertex_geography::suite_limits())
