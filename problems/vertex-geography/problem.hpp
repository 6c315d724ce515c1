// CodeChef HAMILG A game on a graph (undirected vertex geography), declared once: names, limits, help, the input
// format every solver reads, each graph checked as it is read (simple, connected). O(M) expected a case. Tested by
// tests.cpp, the testdata and bad-inputs.txt (CLI and judge98).
#ifndef VERTEX_GEOGRAPHY_PROBLEM_HPP
#define VERTEX_GEOGRAPHY_PROBLEM_HPP

#include <cstddef>
#include <cstdio>
#include <string>
#include <vector>

#include "gamecore/key_set.hpp"
#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"
#include "gamecore/union_find.hpp"

namespace vertex_geography {

const char* const id = "vertex-geography";
const char* const title = "CodeChef HAMILG A game on a graph";
const char* const judge = "CodeChef";
const char* const twins = "";

// The statement: 1 <= T <= 100, 1 <= N <= 2000, N - 1 <= M <= N(N - 1) / 2, the sum of M <= 10^6.
// A case costs O(N + M) to read and the maximum matching of gamecore/general_matching.hpp after it; the sum of M
// bounds the sum of N too (M >= N - 1), so any number of cases is fine. Beyond the judge: more vertices and edges.
// vertices: N of one case (at least 1)
// total_edges: the sum of M over the cases; one case's M is N - 1 .. N(N - 1) / 2 as well
#define VERTEX_GEOGRAPHY_LIMITS(LIMIT)                               \
    LIMIT(cases, "test cases T", 1, 100, 0, 1000000)                 \
    LIMIT(vertices, "vertices N of one case", 1, 2000, 1, 20000)     \
    LIMIT(total_edges, "edges in all cases", 0, 1000000, 0, 2000000)
GAMECORE_DECLARE_LIMITS(VERTEX_GEOGRAPHY_LIMITS)

inline std::string description() {
    return "CodeChef HAMILG A game on a graph: a connected simple undirected graph. Askar puts a\n"
           "token on a vertex of his choice (it counts as visited); then Bob, Askar, Bob, ... move it\n"
           "along an edge to a vertex never visited. Who cannot move loses. A vertex is winning if\n"
           "Askar wins after choosing it.\n"
           "Input: T; per case a line 'N M', then M lines 'x y' (an edge, vertices 1..N).\n"
           "Output: per case the number of winning vertices.";
}

// One case, 0-based: edge i joins end_a[i] and end_b[i] (in the input's order), no loop, no edge twice, connected.
struct Graph {
    int vertices;
    std::vector<int> end_a;
    std::vector<int> end_b;
};

// The vertex pairs a case has joined so far, to report a repeated edge at its token. A case with at most 32 vertex
// pairs an edge gets a bit per pair, at most 4 bytes an edge like the edges themselves, where gamecore::KeySet takes
// 16 to 32 bytes an edge and a cache miss per probe: on the judge's dense cases (2000 vertices, 200000 edges: 250 KiB
// of bits against a 4 MiB table) those misses were more than half of the solver's time. Sparser cases keep the
// KeySet, whose size does not grow with N * N. Both are cleared in O(M) a case.
class JoinedPairs {
public:
    JoinedPairs() : by_bits_(false), vertices_(0) {}

    // Empties the set for a case of n vertices and m edges.
    void reset(long long n, long long m) {
        const long long pairs = n * (n - 1) / 2;
        by_bits_ = pairs <= 32 * m;
        if (by_bits_) bits_.assign(static_cast<std::size_t>((pairs + 31) / 32), 0u);
        else keys_.reset(static_cast<std::size_t>(m));
        vertices_ = n;
    }

    // Adds the pair low < high (0-based); false if it was joined already.
    bool insert(long long low, long long high) {
        if (!by_bits_) return keys_.insert(low * vertices_ + high);
        const long long pair = high * (high - 1) / 2 + low;  // pairs numbered by their higher end: 0..n(n-1)/2 - 1
        unsigned& word = bits_[static_cast<std::size_t>(pair >> 5)];
        const unsigned bit = 1u << (pair & 31);
        if (word & bit) return false;
        word |= bit;
        return true;
    }

    bool by_bits() const { return by_bits_; }

private:
    bool by_bits_;
    long long vertices_;
    std::vector<unsigned> bits_;
    gamecore::KeySet keys_;
};

// One case: 'N M' and M edges. `edges_left` is what the limit on the sum of M still allows; since M >= N - 1, it caps
// N too. Each edge is checked as it is read: a loop or a repeated edge is reported at its second end, and so is the
// first edge after which the edges still to come cannot connect the graph any more (an edge inside one part when
// exactly parts - 1 edges remain), so a disconnected graph is reported where that becomes certain.
inline void read_graph(gamecore::Scanner& in, const Limits& limits, long long edges_left, JoinedPairs& seen,
                       Graph& graph) {
    const bool vertices_capped = edges_left + 1 < limits.max_vertices;
    const long long n = in.read_int(1, vertices_capped ? edges_left + 1 : limits.max_vertices,
                                    vertices_capped ? "vertex count N (at most 1 + what the limit on the sum of M leaves)"
                                                    : "vertex count N");
    in.read_space();
    const long long simple_most = n * (n - 1) / 2;
    const bool edges_capped = edges_left < simple_most;
    const long long m = in.read_int(n - 1, edges_capped ? edges_left : simple_most,
                                    edges_capped ? "edge count M (what the limit on the sum of M leaves)"
                                                 : "edge count M (N - 1 to N(N - 1) / 2)");
    in.read_eoln();
    graph.vertices = static_cast<int>(n);
    graph.end_a.resize(static_cast<std::size_t>(m));  // written by index: push_back was a call per end
    graph.end_b.resize(static_cast<std::size_t>(m));
    seen.reset(n, m);
    gamecore::Components components(graph.vertices);
    long long parts = n;
    for (long long i = 0; i < m; ++i) {
        const int a = static_cast<int>(in.read_int(1, n, "edge end x"));
        in.read_space();
        const int b = static_cast<int>(in.read_int(1, n, "edge end y"));
        char expected[128];
        if (a == b) {
            std::sprintf(expected, "a vertex other than %d (the graph has no loops)", a);
            in.fail_last_token(expected);
        }
        if (!seen.insert(a < b ? a - 1 : b - 1, a < b ? b - 1 : a - 1)) {
            std::sprintf(expected, "a vertex not yet joined to %d (the graph has no repeated edges)", a);
            in.fail_last_token(expected);
        }
        if (components.join(a - 1, b - 1)) --parts;
        const long long still_to_come = m - 1 - i;
        if (parts - 1 > still_to_come) {  // only an edge inside one part gets here
            std::sprintf(expected, "a vertex not yet connected to %d (else M = %lld edges cannot connect the graph)", a,
                         m);
            in.fail_last_token(expected);
        }
        in.read_eoln();
        graph.end_a[static_cast<std::size_t>(i)] = a - 1;
        graph.end_b[static_cast<std::size_t>(i)] = b - 1;
    }
}

// The whole input, each case answered as it is read, so that the answers before a bad case are already written.
// decide(graph) is the number of winning vertices (long long).
template <class Decide>
void answer_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    const long long cases = in.read_int(limits.min_cases, limits.max_cases, "number of test cases T");
    in.read_eoln();
    long long edges_left = limits.max_total_edges;
    JoinedPairs seen;
    Graph graph;
    for (long long i = 0; i < cases; ++i) {
        read_graph(in, limits, edges_left, seen, graph);
        edges_left -= static_cast<long long>(graph.end_a.size());
        out.write_int(decide(graph));
        out.write("\n", 1);
    }
    in.read_eof();
}

}  // namespace vertex_geography

namespace this_problem = vertex_geography;

#endif
