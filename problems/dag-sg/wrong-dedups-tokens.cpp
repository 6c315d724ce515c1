// dag-sg-wrong-dedups-tokens: a deliberately WRONG decision, kept so that the stress tests prove they catch it. It xors
// the Grundy values of the distinct token vertices, as coin-turning games (HDU 3537) must, but here every token is its
// own game: "2 1 1" on a vertex of value 1 is two equal games (LOSE), not one (WIN). Its problem's test executable
// fails unless the in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include <algorithm>
#include <cstddef>
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"
#include "solver.hpp"

namespace {

struct DistinctTokens {
    void set_graph(const dag_sg::Graph& g) { dag_sg::grundy_values(g, value); }
    bool wins(const std::vector<int>& tokens) const {
        std::vector<int> distinct(tokens);
        std::sort(distinct.begin(), distinct.end());
        distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());  // the bug
        unsigned sum = 0;
        for (std::size_t i = 0; i < distinct.size(); ++i) sum ^= value[distinct[i]];
        return sum != 0;
    }
    std::vector<unsigned> value;
};

void solve(gamecore::Scanner& in, const dag_sg::Limits& limits, gamecore::Output& out) {
    DistinctTokens decide;
    dag_sg::answer_cases(in, limits, out, decide);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("counts tokens on one vertex once", solve, dag_sg::suite_limits())
