// vertex-geography-wrong-exposed-only: a deliberately WRONG decision, kept so that the stress tests prove they catch
// it. It finds one maximum matching (the right one, gamecore/general_matching.hpp) and counts the vertices THAT
// matching leaves exposed, as if "missed by some maximum matching" meant "missed by the one I found". On the path "3 2
// / 1 2 / 2 3" (sample case 3) a maximum matching misses one end, but either end can be missed, so the answer is 2, not
// 1. Its problem's test executable fails unless the in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include <cstddef>

#include "tests/stress/wrong_variant.hpp"
#include "gamecore/general_matching.hpp"
#include "problem.hpp"

namespace {

long long exposed_in_one_matching(const vertex_geography::Graph& graph) {
    gamecore::GeneralMatching matching(graph.vertices);
    for (std::size_t e = 0; e < graph.end_a.size(); ++e) matching.add_edge(graph.end_a[e], graph.end_b[e]);
    matching.maximum_matching();
    long long exposed = 0;
    for (int v = 0; v < graph.vertices; ++v) exposed += matching.partner(v) == -1;  // the bug
    return exposed;
}

void solve(gamecore::Scanner& in, const vertex_geography::Limits& limits, gamecore::Output& out) {
    vertex_geography::answer_cases(in, limits, out, exposed_in_one_matching);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("only the vertices one maximum matching leaves exposed", solve, vertex_geography::suite_limits())
