// Luogu P6560 [SBCOI2020] 时光的流逝, declared once: names, limits, help, and the input format every solver reads.
// O(n + m) to read the graph, O(1) a query read. Tested by tests.cpp, the testdata and bad-inputs.txt (CLI, judge98).
#ifndef TIME_FLOW_PROBLEM_HPP
#define TIME_FLOW_PROBLEM_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/adjacency.hpp"
#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/retrograde.hpp"
#include "gamecore/scanner.hpp"

namespace time_flow {

const char* const id = "time-flow";
const char* const title = "Luogu P6560 [SBCOI2020] 时光的流逝";
const char* const judge = "Luogu";
const char* const twins = "";

// The statement: 1 <= n <= 10^5, 1 <= m <= 5*10^5, 1 <= q <= 500 (x != y; loops and repeated edges not excluded).
// A round is one retrograde run from its target, O(n + m): q (n + m) = 3*10^8 steps at the judge's limits (solver.hpp
// says what that costs). The suite reads up to 10^6 vertices and 5*10^6 edges (the graph read, both ways, and its
// renumbered copy: 150 MB at the peak, 0.9 s for a round on random edges) and up to 10^6 rounds, each answered
// exactly at that cost. A fuzzer's input holds a round in 4 bytes, so there n stays small: a round costs O(n) at least.
// vertices: n; edges: m, each 'u v' a one-way move from u to v; queries: q rounds, each 'x y'
#define TIME_FLOW_LIMITS(LIMIT)                                                         \
    LIMIT(vertices, "vertices n", 1, 100000, 1, GAMECORE_UNLESS_FUZZING(1000000, 2000)) \
    LIMIT(edges, "edges m", 1, 500000, 0, 5000000)                                      \
    LIMIT(queries, "rounds q", 1, 500, 0, 1000000)
GAMECORE_DECLARE_LIMITS(TIME_FLOW_LIMITS)

inline std::string description() {
    return "Luogu P6560 [SBCOI2020] 时光的流逝: a directed graph, cycles allowed. Each round\n"
           "puts a token on a start x and names a target y; the players take turns moving\n"
           "the token along an edge. Who moves it onto y wins at once; who cannot move\n"
           "loses.\n"
           "Input: 'n m q'; m lines 'u v', an edge from u to v; q lines 'x y' (x != y).\n"
           "Output: per round 1 if the first player can force a win, -1 if the second can,\n"
           "0 if neither can.";
}

// The graph both ways, vertices from 0: the successors of v are out.neighbour[out.first[v] .. out.first[v + 1]),
// its predecessors likewise in `in`, each edge once in each (a repeated edge is listed as often as it is given).
struct Graph {
    int vertices;
    gamecore::Adjacency out;
    gamecore::Adjacency in;
};

// The judge's word for an outcome of the first player; UNDECIDED, which no solver returns (the parser writes
// whatever a per-case callback hands back), reads as 0 too.
inline const char* answer_line(gamecore::Outcome outcome) {
    return outcome == gamecore::WIN ? "1\n" : outcome == gamecore::LOSS ? "-1\n" : "0\n";
}

// The graph, then each round answered as it is read: decide(graph, x, y), x and y from 0 and different, is the
// outcome (gamecore::Outcome: WIN, LOSS or DRAW) of the player who moves first from x with target y. After the q
// rounds, the input must end.
template <class Decide>
void answer_rounds(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    Graph graph;
    graph.vertices = static_cast<int>(in.read_int(limits.min_vertices, limits.max_vertices, "number of vertices n"));
    in.read_space();
    const long long m = in.read_int(limits.min_edges, limits.max_edges, "number of edges m");
    in.read_space();
    const long long q = in.read_int(limits.min_queries, limits.max_queries, "number of rounds q");
    in.read_eoln();
    {
        std::vector<int> from(static_cast<std::size_t>(m)), to(static_cast<std::size_t>(m));
        for (std::size_t i = 0; i < from.size(); ++i) {
            from[i] = static_cast<int>(in.read_int(1, graph.vertices, "edge start u")) - 1;
            in.read_space();
            to[i] = static_cast<int>(in.read_int(1, graph.vertices, "edge end v")) - 1;
            in.read_eoln();
        }
        gamecore::build_arcs(graph.vertices, from, to, graph.out);
        gamecore::build_arcs(graph.vertices, to, from, graph.in);
    }
    for (long long i = 0; i < q; ++i) {
        const int x = static_cast<int>(in.read_int(1, graph.vertices, "start x")) - 1;
        in.read_space();
        const int y = static_cast<int>(in.read_int(1, graph.vertices, "target y")) - 1;
        if (x == y) in.fail_last_token("a target other than the start x (they differ)");
        in.read_eoln();
        const gamecore::Outcome outcome = decide(static_cast<const Graph&>(graph), x, y);
        out.write(answer_line(outcome));
    }
    in.read_eof();
}

}  // namespace time_flow

namespace this_problem = time_flow;

#endif
