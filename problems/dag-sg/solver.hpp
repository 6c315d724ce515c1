// POJ 2425 A Chess Game: judge solver. Grundy values of the DAG in one pass over a reverse topological order (no
// recursion), O(N + E) a case and O(M) a query. Tested in tests.cpp against the token game by its rules.
#ifndef DAG_SG_SOLVER_HPP
#define DAG_SG_SOLVER_HPP

#include <cstddef>
#include <vector>

#include "gamecore/mex.hpp"
#include "problem.hpp"

namespace dag_sg {

// g(v) = mex{ g(w) : v -> w }; the order puts every out-neighbour first, so each mex sees finished values. Every
// edge counts, the ones into vertex N - 1 too (an accepted solution skips those; statement.md, Traps).
inline void grundy_values(const Graph& g, std::vector<unsigned>& value) {
    value.assign(static_cast<std::size_t>(g.vertices), 0);
    gamecore::MexBuffer options;
    for (std::size_t i = 0; i < g.sinks_first.size(); ++i) {
        const int v = g.sinks_first[i];
        options.begin(static_cast<std::size_t>(g.first[v + 1] - g.first[v]));
        for (long long e = g.first[v]; e < g.first[v + 1]; ++e) options.add(value[g.target[e]]);
        value[v] = static_cast<unsigned>(options.mex());
    }
}

// The tokens are a sum of one-token games (Sprague-Grundy): each token counts, so two on one vertex cancel.
struct GrundySum {
    void set_graph(const Graph& g) { grundy_values(g, value); }
    bool wins(const std::vector<int>& tokens) const {
        unsigned sum = 0;
        for (std::size_t i = 0; i < tokens.size(); ++i) sum ^= value[tokens[i]];
        return sum != 0;
    }
    std::vector<unsigned> value;
};

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    GrundySum decide;
    answer_cases(in, limits, out, decide);
}

}  // namespace dag_sg

#endif
