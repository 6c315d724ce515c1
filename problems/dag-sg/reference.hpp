// POJ 2425 reference: the token game by its rules, a memoised search over multisets of token vertices
// (gamecore::GameSearch); no Grundy values of vertices, no xor. Used by tests.cpp and dag-sg-reference.
#ifndef DAG_SG_REFERENCE_HPP
#define DAG_SG_REFERENCE_HPP

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/game_search.hpp"
#include "problem.hpp"

namespace dag_sg {

// A position is the sorted multiset of token vertices; a move takes one token along one out-edge.
struct TokenRules {
    typedef std::vector<int> Position;

    explicit TokenRules(const Graph& graph) : g(graph) {}

    void moves(const Position& p, std::vector<Position>& out) const {
        for (std::size_t i = 0; i < p.size(); ++i) {
            if (i > 0 && p[i] == p[i - 1]) continue;  // an equal token has the same moves
            for (long long e = g.first[p[i]]; e < g.first[p[i] + 1]; ++e) {
                Position next(p);
                next[i] = g.target[e];
                std::sort(next.begin(), next.end());
                out.push_back(next);
            }
        }
    }

    Graph g;
};

// Up to 10 vertices and 4 tokens: at most C(13, 4) = 715 positions a case.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.min_vertices = 1;
    limits.max_vertices = 10;
    limits.max_out_degree = 9;
    limits.max_edges = 45;
    limits.max_tokens = 4;
    return limits;
}

inline std::string reference_description() {
    return "POJ 2425 reference: plays the tokens by the rules (memoised search over multisets\n"
           "of token vertices). Same input and output as dag-sg, for small graphs.";
}

class WinsBySearch {
public:
    WinsBySearch() : search_(TokenRules(Graph())) {}
    void set_graph(const Graph& g) { search_ = gamecore::GameSearch<TokenRules>(TokenRules(g)); }
    bool wins(const std::vector<int>& tokens) {
        std::vector<int> position(tokens);
        std::sort(position.begin(), position.end());
        return search_.wins(position);
    }

private:
    gamecore::GameSearch<TokenRules> search_;
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    WinsBySearch decide;
    answer_cases(in, limits, out, decide);
}

}  // namespace dag_sg

#endif
