// POJ 2425 A Chess Game (tokens on a DAG), declared once: names, limits, help, and the input format that every
// solver of it reads, with the graph checked acyclic. O(N + E) per graph read. Tested by tests.cpp, testdata, bad-inputs.txt.
#ifndef DAG_SG_PROBLEM_HPP
#define DAG_SG_PROBLEM_HPP

#include <cstddef>
#include <cstdio>
#include <string>
#include <vector>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace dag_sg {

const char* const id = "dag-sg";
const char* const title = "POJ 2425 A Chess Game";
const char* const judge = "POJ";
const char* const twins = "HDU 1524";

// The statement: 1 <= N <= 1000, 1 <= M <= 10. A DAG without repeated edges has at most N - 1 out-neighbours a
// vertex and N (N - 1) / 2 edges in all ("huge input").
// Vertices, edges and tokens are kept in memory: 10^6 vertices, 10^7 edges (about 100 MB). A repeated edge is
// allowed (it is one more way to make the same move). N = 0 ends the input, as one rewrite of the statement says.
// vertices: N; 0 only where N = 0 is read as the end of the input
// edges: the sum of the X_i in one case
// tokens: M, tokens in one query
#define DAG_SG_LIMITS(LIMIT)                                    \
    LIMIT(vertices, "vertices per case N", 1, 1000, 0, 1000000) \
    LIMIT(out_degree, "out-degree X_i", 0, 999, 0, 10000000)    \
    LIMIT(edges, "edges per case", 0, 499500, 0, 10000000)      \
    LIMIT(tokens, "tokens per query M", 1, 10, 1, 1000000)
GAMECORE_DECLARE_LIMITS(DAG_SG_LIMITS)

inline std::string description() {
    return "POJ 2425 A Chess Game: a directed acyclic graph on vertices 0..N-1 and some\n"
           "tokens on its vertices (several may share one). A move takes one token along one\n"
           "edge. Who cannot move loses.\n"
           "Input: cases until end of file (or N = 0): a line 'N', N lines 'X t_1 .. t_X' (the\n"
           "out-neighbours of vertex 0, 1, ..), then query lines 'M p_1 .. p_M', then a line '0'.\n"
           "Output: per query, WIN if the first player can force a win, else LOSE.";
}

// The graph of one case: out-neighbours of v are target[first[v] .. first[v + 1]), in input order (repeats kept).
// sinks_first lists every vertex after all of its out-neighbours (a reverse topological order).
struct Graph {
    int vertices;
    std::vector<long long> first;
    std::vector<int> target;
    std::vector<int> sinks_first;
};

// Orders g.sinks_first by Kahn's algorithm on the reversed edges, no recursion (a chain of 10^6 vertices is
// fine). Returns false if some vertex was never ready: then it can reach a cycle, and `cycle` gets one.
inline bool order_sinks_first(Graph& g, std::vector<int>& cycle) {
    const int n = g.vertices;
    std::vector<long long> pending(static_cast<std::size_t>(n));  // out-edges to vertices not yet ordered
    std::vector<long long> first_in(static_cast<std::size_t>(n) + 1, 0);
    for (int v = 0; v < n; ++v) {
        pending[v] = g.first[v + 1] - g.first[v];
        for (long long e = g.first[v]; e < g.first[v + 1]; ++e) ++first_in[g.target[e] + 1];
    }
    for (int v = 0; v < n; ++v) first_in[v + 1] += first_in[v];
    std::vector<int> source(g.target.size());  // the reversed edges, grouped by their head
    std::vector<long long> fill(first_in.begin(), first_in.end() - 1);
    for (int v = 0; v < n; ++v)
        for (long long e = g.first[v]; e < g.first[v + 1]; ++e) source[fill[g.target[e]]++] = v;
    g.sinks_first.clear();
    for (int v = 0; v < n; ++v)
        if (pending[v] == 0) g.sinks_first.push_back(v);
    for (std::size_t done = 0; done < g.sinks_first.size(); ++done) {
        const int w = g.sinks_first[done];
        for (long long e = first_in[w]; e < first_in[w + 1]; ++e)
            if (--pending[source[e]] == 0) g.sinks_first.push_back(source[e]);
    }
    if (static_cast<int>(g.sinks_first.size()) == n) return true;
    // A vertex left over has an out-edge to another one left over; following such edges must repeat a vertex.
    std::vector<int> step(static_cast<std::size_t>(n), -1);  // where the walk left each vertex it visited
    int v = 0;
    while (pending[v] == 0) ++v;
    while (step[v] < 0) {
        long long e = g.first[v];
        while (pending[g.target[e]] == 0) ++e;
        step[v] = g.target[e];
        v = g.target[e];
    }
    cycle.clear();
    const int start = v;
    do {
        cycle.push_back(v);
        v = step[v];
    } while (v != start);
    cycle.push_back(start);
    return false;
}

inline std::string shown_cycle(const std::vector<int>& cycle) {
    std::string text = "the cycle ";
    char number[16];
    for (std::size_t i = 0; i < cycle.size(); ++i) {
        if (i == 8 && cycle.size() > 9) {
            text += " -> ...";
            break;
        }
        std::sprintf(number, "%s%d", i > 0 ? " -> " : "", cycle[i]);
        text += number;
    }
    return text;
}

// Is there another case? Lenient: anything but whitespace left, and N = 0 ends the input too (read here).
// Strict: the first case is required, later ones follow directly or after exactly one empty line (as in the
// sample), and the input ends right after the last case's terminating 0.
inline bool another_case(gamecore::Scanner& in, bool first) {
    if (!in.strict()) return !in.at_end();
    if (first) return true;
    if (in.at_end()) return false;
    if (in.at_line_end()) in.read_line_end("the empty line between cases");
    return true;
}

// Reads N and the N out-neighbour lists, and checks the graph acyclic. False at N = 0 (the end of the input).
inline bool read_graph(gamecore::Scanner& in, const Limits& limits, Graph& g) {
    const long long n = in.read_int(limits.min_vertices, limits.max_vertices,
                                    limits.min_vertices == 0 ? "vertex count N (0 ends the input)" : "vertex count N");
    if (n == 0) return false;
    in.read_eoln();
    g.vertices = static_cast<int>(n);
    g.first.assign(1, 0);
    g.target.clear();
    std::vector<long> line(static_cast<std::size_t>(n)), column(static_cast<std::size_t>(n));
    for (int v = 0; v < n; ++v) {
        const long long degree = in.read_int(limits.min_out_degree, limits.max_out_degree, "out-degree X_i");
        if (degree > limits.max_edges - static_cast<long long>(g.target.size())) {
            char expected[96];
            std::sprintf(expected, "out-degree X_i keeping the case within %lld edges", limits.max_edges);
            in.fail_last_token(expected);
        }
        line[v] = in.last_token_line();
        column[v] = in.last_token_column();
        for (long long i = 0; i < degree; ++i) {
            in.read_space();
            g.target.push_back(static_cast<int>(in.read_int(0, n - 1, "out-neighbour t_j")));
        }
        in.read_eoln();
        g.first.push_back(static_cast<long long>(g.target.size()));
    }
    std::vector<int> cycle;
    if (!order_sinks_first(g, cycle))
        throw gamecore::InputError(line[cycle[0]], column[cycle[0]], "a directed acyclic graph", shown_cycle(cycle));
    return true;
}

// Every case until the end of input. Decide:
//   void set_graph(const Graph& g);              a new case (g outlives the queries that follow)
//   bool wins(const std::vector<int>& tokens);   does the player to move win with tokens on these vertices?
template <class Decide>
void answer_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    Graph g;
    std::vector<int> tokens;
    for (bool first = true; another_case(in, first); first = false) {
        if (!read_graph(in, limits, g)) return;
        decide.set_graph(g);
        for (;;) {
            const long long count = in.read_int(0, limits.max_tokens, "token count M (0 ends the case)");
            if (count == 0) break;
            tokens.clear();
            for (long long i = 0; i < count; ++i) {
                in.read_space();
                tokens.push_back(static_cast<int>(in.read_int(0, g.vertices - 1, "token vertex p_i")));
            }
            in.read_eoln();
            out.write(decide.wins(tokens) ? "WIN\n" : "LOSE\n");
        }
        in.read_eoln();
    }
}

}  // namespace dag_sg

namespace this_problem = dag_sg;

#endif
