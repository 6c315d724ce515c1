// time-flow-wrong-dead-ends-draw: a deliberately WRONG decision, kept so that the stress tests prove they catch it.
// A contestant's retrograde BFS that seeds the target alone as lost, forgetting the statement's second rule: a player
// who cannot move loses. Vertices without edges stay undecided and read as draws, and so does what depends on them
// (the chain 1 -> 2 -> 3 with target 1: from 2 the first player moves to 3, where the second is stuck: 1, not 0).
// Its problem's test executable fails unless the in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include <cstddef>
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

gamecore::Outcome target_only_seeded(const time_flow::Graph& graph, int start, int target) {
    const std::size_t n = static_cast<std::size_t>(graph.vertices);
    std::vector<gamecore::Outcome> value(n, gamecore::DRAW);
    std::vector<int> left(n), queue(1, target);
    for (std::size_t v = 0; v < n; ++v) left[v] = graph.out.first[v + 1] - graph.out.first[v];
    value[static_cast<std::size_t>(target)] = gamecore::LOSS;  // the bug: no other vertex seeded
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const std::size_t w = static_cast<std::size_t>(queue[head]);
        for (int i = graph.in.first[w]; i < graph.in.first[w + 1]; ++i) {
            const int u = graph.in.neighbour[static_cast<std::size_t>(i)];
            if (u == target || value[static_cast<std::size_t>(u)] != gamecore::DRAW) continue;
            if (value[w] == gamecore::LOSS) value[static_cast<std::size_t>(u)] = gamecore::WIN;
            else if (--left[static_cast<std::size_t>(u)] == 0) value[static_cast<std::size_t>(u)] = gamecore::LOSS;
            if (value[static_cast<std::size_t>(u)] != gamecore::DRAW) queue.push_back(u);
        }
    }
    return value[static_cast<std::size_t>(start)];
}

void solve(gamecore::Scanner& in, const time_flow::Limits& limits, gamecore::Output& out) {
    time_flow::answer_rounds(in, limits, out, target_only_seeded);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("only the target seeded as lost: dead ends read as draws", solve, time_flow::suite_limits())
