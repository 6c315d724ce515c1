// time-flow-wrong-counters-not-reset: a deliberately WRONG decision, kept so that the stress tests prove they catch
// it. A contestant's retrograde BFS that counts each vertex's out-degree once, before the first round, and counts it
// down round after round without starting again (the catalogue's cost trap done wrong: "reset counters per query in
// O(n + m)"). The first round is right; later ones find losses where moves are still unknown. Its problem's test
// executable fails unless the in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include <cstddef>
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

struct CountersKept {
    const time_flow::Graph* counted_for = nullptr;
    std::vector<int> left;  // the bug: filled once an input, never refilled

    gamecore::Outcome operator()(const time_flow::Graph& graph, int start, int target) {
        const std::size_t n = static_cast<std::size_t>(graph.vertices);
        if (counted_for != &graph) {
            counted_for = &graph;
            left.resize(n);
            for (std::size_t v = 0; v < n; ++v) left[v] = graph.out.first[v + 1] - graph.out.first[v];
        }
        std::vector<gamecore::Outcome> value(n, gamecore::DRAW);
        std::vector<int> queue;
        for (std::size_t v = 0; v < n; ++v) {
            if (static_cast<int>(v) == target || graph.out.first[v + 1] == graph.out.first[v]) {
                value[v] = gamecore::LOSS;
                queue.push_back(static_cast<int>(v));
            }
        }
        for (std::size_t head = 0; head < queue.size(); ++head) {
            const std::size_t w = static_cast<std::size_t>(queue[head]);
            for (int i = graph.in.first[w]; i < graph.in.first[w + 1]; ++i) {
                const std::size_t u = static_cast<std::size_t>(graph.in.neighbour[static_cast<std::size_t>(i)]);
                if (static_cast<int>(u) == target || value[u] != gamecore::DRAW) continue;
                if (value[w] == gamecore::LOSS) value[u] = gamecore::WIN;
                else if (--left[u] <= 0) value[u] = gamecore::LOSS;
                if (value[u] != gamecore::DRAW) queue.push_back(static_cast<int>(u));
            }
        }
        return value[static_cast<std::size_t>(start)];
    }
};

void solve(gamecore::Scanner& in, const time_flow::Limits& limits, gamecore::Output& out) {
    CountersKept decide;
    time_flow::answer_rounds(in, limits, out, decide);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("the out-degree countdown carried over from round to round", solve, time_flow::suite_limits())
