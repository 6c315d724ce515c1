// dag-sg-wrong-ignores-edges-into-last-vertex: a deliberately WRONG decision, kept so that the stress tests prove they
// catch it. It reads the graph into an adjacency matrix and loops over columns 0..N-2, as both accepted POJ solutions
// of zizhong/POJSolutions do, so every edge into vertex N - 1 is lost: "2 / 1 1 / 0 / 1 0 / 0" has a move from 0 to 1
// (WIN), which it misses (LOSE). Its problem's test executable fails unless the in-process stress run catches it.
#include <cstddef>
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "gamecore/mex.hpp"
#include "problem.hpp"

namespace {

struct LastColumnLost {
    void set_graph(const dag_sg::Graph& g) {
        value.assign(static_cast<std::size_t>(g.vertices), 0);
        gamecore::MexBuffer options;
        for (std::size_t i = 0; i < g.sinks_first.size(); ++i) {
            const int v = g.sinks_first[i];
            options.begin(static_cast<std::size_t>(g.first[v + 1] - g.first[v]));
            for (long long e = g.first[v]; e < g.first[v + 1]; ++e)
                if (g.target[e] < g.vertices - 1) options.add(value[g.target[e]]);  // the bug: column N - 1 skipped
            value[v] = static_cast<unsigned>(options.mex());
        }
    }
    bool wins(const std::vector<int>& tokens) const {
        unsigned sum = 0;
        for (std::size_t i = 0; i < tokens.size(); ++i) sum ^= value[tokens[i]];
        return sum != 0;
    }
    std::vector<unsigned> value;
};

void solve(gamecore::Scanner& in, const dag_sg::Limits& limits, gamecore::Output& out) {
    LastColumnLost decide;
    dag_sg::answer_cases(in, limits, out, decide);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("ignores every edge into vertex N - 1", solve, dag_sg::suite_limits())
