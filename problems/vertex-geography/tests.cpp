// vertex-geography tests: the matching count D(G) against the game searched by its rules on every connected graph of
// <= 7 vertices (at least one labelling of each isomorphism class) and on random graphs of 8..16 vertices; families
// whose answer is known from matching theory (complete graphs, paths, cycles, stars, Petersen); the sample; input.
#include <doctest/doctest.h>

#include <cstddef>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "cli/generator.hpp"
#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"

namespace {

namespace vg = vertex_geography;
using input_testing::answers_by;
using input_testing::file_text;

const vg::Limits suite = vg::suite_limits();
const vg::Limits judge = vg::judge_limits();

struct GraphBuilder {
    vg::Graph graph;
    explicit GraphBuilder(int n) { graph.vertices = n; }
    GraphBuilder& edge(int a, int b) {
        graph.end_a.push_back(a);
        graph.end_b.push_back(b);
        return *this;
    }
};

vg::Graph complete(int n) {
    GraphBuilder g(n);
    for (int a = 0; a < n; ++a)
        for (int b = a + 1; b < n; ++b) g.edge(a, b);
    return g.graph;
}

vg::Graph path(int n) {
    GraphBuilder g(n);
    for (int v = 1; v < n; ++v) g.edge(v - 1, v);
    return g.graph;
}

vg::Graph cycle(int n) {
    vg::Graph g = path(n);
    g.end_a.push_back(n - 1);
    g.end_b.push_back(0);
    return g;
}

vg::Graph star(int leaves) {
    GraphBuilder g(leaves + 1);
    for (int v = 1; v <= leaves; ++v) g.edge(v, 0);
    return g.graph;
}

// Edge set `mask` over the pairs (a, b), a < b, in order; empty unless connected.
bool graph_of_mask(int n, unsigned long mask, vg::Graph& graph) {
    graph.vertices = n;
    graph.end_a.clear();
    graph.end_b.clear();
    std::vector<unsigned> neighbours(static_cast<std::size_t>(n), 0);
    int bit = 0;
    for (int a = 0; a < n; ++a)
        for (int b = a + 1; b < n; ++b, ++bit)
            if (mask >> bit & 1) {
                graph.end_a.push_back(a);
                graph.end_b.push_back(b);
                neighbours[a] |= 1u << b;
                neighbours[b] |= 1u << a;
            }
    unsigned reached = 1, grown = 0;
    while (reached != grown) {
        grown = reached;
        for (int v = 0; v < n; ++v)
            if (grown >> v & 1) reached |= neighbours[v];
    }
    return reached == (1u << n) - 1;
}

struct Tally {
    long long graphs = 0;
    long long winning = 0;
    long long perfect = 0;  // graphs with answer 0: a perfect matching
};

void compare_with_search(const vg::Graph& graph, Tally& tally) {
    const long long fast = vg::winning_starts(graph), searched = vg::winning_starts_by_search(graph);
    CAPTURE(graph.vertices);
    CAPTURE(graph.end_a);
    CAPTURE(graph.end_b);
    CHECK(fast == searched);
    ++tally.graphs;
    tally.winning += searched;
    tally.perfect += searched == 0;
}

}  // namespace

TEST_CASE("vertex-geography: D(G) matches the game search on every connected graph of <= 7 vertices") {
    // 1..6 vertices: every edge set (every labelling). 7 vertices: only the edge sets whose degrees do not increase
    // with the vertex number; relabelling by decreasing degree gives every isomorphism class such a labelling.
    Tally small, seven;
    vg::Graph graph;
    for (int n = 1; n <= 6; ++n)
        for (unsigned long mask = 0; mask < (1UL << (n * (n - 1) / 2)); ++mask)
            if (graph_of_mask(n, mask, graph)) compare_with_search(graph, small);
    const int pairs = 21;
    for (unsigned long mask = 0; mask < (1UL << pairs); ++mask) {
        int degree[7] = {0, 0, 0, 0, 0, 0, 0};
        int bit = 0;
        for (int a = 0; a < 7; ++a)
            for (int b = a + 1; b < 7; ++b, ++bit)
                if (mask >> bit & 1) {
                    ++degree[a];
                    ++degree[b];
                }
        bool sorted = true;
        for (int v = 0; v + 1 < 7; ++v) sorted = sorted && degree[v] >= degree[v + 1];
        if (sorted && graph_of_mask(7, mask, graph)) compare_with_search(graph, seven);
    }
    // Counted by the separate Python search of testdata/vertex-geography/derive.py over the same edge sets.
    // Labelled connected graphs on 1..6 vertices: 1 + 1 + 4 + 38 + 728 + 26704 = 27476 (OEIS A001187).
    CHECK(small.graphs == 27476);
    CHECK(small.winning == 12597);
    CHECK(small.perfect == 24333);
    CHECK(seven.graphs == 15384);
    CHECK(seven.winning == 97116);
    CHECK(seven.perfect == 0);
}

TEST_CASE("vertex-geography: D(G) matches the game search on random graphs of 8..16 vertices") {
    gamesuite::SeededRandom random(20150713);
    Tally tally;
    for (int i = 0; i < 300; ++i) {
        const int n = static_cast<int>(i < 280 ? random.between(8, 13) : random.between(14, 16));
        GraphBuilder g(n);
        std::vector<std::vector<char> > joined(static_cast<std::size_t>(n), std::vector<char>(static_cast<std::size_t>(n), 0));
        const int density = static_cast<int>(random.between(0, 60));
        for (int v = 1; v < n; ++v) {
            const int parent = static_cast<int>(random.between(0, v - 1));
            g.edge(parent, v);
            joined[parent][v] = joined[v][parent] = 1;
        }
        for (int a = 0; a < n; ++a)
            for (int b = a + 1; b < n; ++b)
                if (!joined[a][b] && random.chance(density / 4)) g.edge(a, b);
        compare_with_search(g.graph, tally);
    }
    CHECK(tally.graphs == 300);
    CHECK(tally.perfect > 0);                    // both kinds of graph were met
    CHECK(tally.perfect < tally.graphs);
}

TEST_CASE("vertex-geography: families whose answer matching theory gives") {
    // One vertex: Bob cannot move (our notes' trap).
    CHECK(vg::winning_starts(GraphBuilder(1).graph) == 1);
    CHECK(vg::winning_starts_by_search(GraphBuilder(1).graph) == 1);
    // K_n: a perfect matching when n is even (answer 0); when n is odd every vertex is missed by a maximum matching.
    for (int n = 1; n <= 12; ++n) {
        CAPTURE(n);
        CHECK(vg::winning_starts(complete(n)) == (n % 2 == 0 ? 0 : n));
        CHECK(vg::winning_starts_by_search(complete(n)) == (n % 2 == 0 ? 0 : n));
    }
    CHECK(vg::winning_starts(complete(201)) == 201);
    CHECK(vg::winning_starts(complete(200)) == 0);
    // P_n: even n has a perfect matching; for odd n the maximum matchings miss exactly the odd-numbered vertices
    // (counting from 1), (n + 1) / 2 of them. C_n: perfect for even n, factor-critical for odd n.
    for (int n = 1; n <= 15; ++n) {
        CAPTURE(n);
        CHECK(vg::winning_starts(path(n)) == (n % 2 == 0 ? 0 : (n + 1) / 2));
        CHECK(vg::winning_starts_by_search(path(n)) == (n % 2 == 0 ? 0 : (n + 1) / 2));
        if (n >= 3) {
            CHECK(vg::winning_starts(cycle(n)) == (n % 2 == 0 ? 0 : n));
            CHECK(vg::winning_starts_by_search(cycle(n)) == (n % 2 == 0 ? 0 : n));
        }
    }
    CHECK(vg::winning_starts(path(1999)) == 1000);
    CHECK(vg::winning_starts(cycle(1999)) == 1999);
    // K_{1,k}, k >= 2: every maximum matching is one edge at the centre, so each leaf is missed by one of them
    // and the centre never; K_{1,1} = K_2 has a perfect matching.
    CHECK(vg::winning_starts(star(1)) == 0);
    for (int k = 2; k <= 14; ++k) {
        CAPTURE(k);
        CHECK(vg::winning_starts(star(k)) == k);
        CHECK(vg::winning_starts_by_search(star(k)) == k);
    }
    CHECK(vg::winning_starts(star(1999)) == 1999);
    // The Petersen graph (outer 5-cycle 0..4, spokes i - i+5, inner pentagram) has a perfect matching: the spokes.
    GraphBuilder petersen(10);
    for (int i = 0; i < 5; ++i) petersen.edge(i, (i + 1) % 5).edge(i, i + 5).edge(5 + i, 5 + (i + 2) % 5);
    CHECK(vg::winning_starts(petersen.graph) == 0);
    CHECK(vg::winning_starts_by_search(petersen.graph) == 0);
    // Two triangles joined at a vertex (a bowtie, 5 vertices): factor-critical, every vertex can be left over.
    GraphBuilder bowtie(5);
    bowtie.edge(0, 1).edge(1, 2).edge(2, 0).edge(0, 3).edge(3, 4).edge(4, 0);
    CHECK(vg::winning_starts(bowtie.graph) == 5);
    CHECK(vg::winning_starts_by_search(bowtie.graph) == 5);
    // A triangle with a pendant vertex on each corner (6 vertices): the three spokes match everything.
    GraphBuilder net(6);
    net.edge(0, 1).edge(1, 2).edge(2, 0).edge(0, 3).edge(1, 4).edge(2, 5);
    CHECK(vg::winning_starts(net.graph) == 0);
}

TEST_CASE("vertex-geography: the sample and the testdata through the solver and the reference") {
    const std::string input = file_text(GAMESUITE_TESTDATA_DIR "/sample-1.in");
    const std::string expected = "0\n4\n2\n";
    CHECK(file_text(GAMESUITE_TESTDATA_DIR "/sample-1.out") == expected);
    CHECK(answers_by(vg::solve, suite, input) == expected);
    CHECK(answers_by(vg::solve, judge, input, true) == expected);
    CHECK(answers_by(vg::solve_by_reference, vg::reference_limits(), input) == expected);
    const std::string blossoms = file_text(GAMESUITE_TESTDATA_DIR "/odd-cycles-and-flowers.in");
    CHECK(answers_by(vg::solve_by_reference, vg::reference_limits(), blossoms) == answers_by(vg::solve, suite, blossoms));
}

TEST_CASE("vertex-geography: bad input names line and column; earlier answers are written") {
    gamecore::InputError error(0, 0, "", "");
    // A loop, at its second end.
    CHECK(answers_by(vg::solve, suite, "2\n1 0\n3 3\n1 2\n2 2\n", false, &error) == "1\n");
    CHECK(error.line == 5);
    CHECK(error.column == 3);
    CHECK(error.expected == "a vertex other than 2 (the graph has no loops)");
    CHECK(error.found == "'2'");
    // A repeated edge, in either orientation.
    CHECK(answers_by(vg::solve, suite, "1\n3 3\n1 2\n2 3\n2 1\n", false, &error) == "");
    CHECK(error.line == 5);
    CHECK(error.expected == "a vertex not yet joined to 2 (the graph has no repeated edges)");
    CHECK(error.found == "'1'");
    // Disconnected: 4 vertices, 3 edges, the second closes a triangle, so 3 edges cannot connect 4 vertices: noticed
    // there, not at the end of the case.
    CHECK(answers_by(vg::solve, suite, "1\n4 3\n1 2\n2 1\n", false, &error) == "");
    CHECK(error.expected == "a vertex not yet joined to 2 (the graph has no repeated edges)");
    CHECK(answers_by(vg::solve, suite, "1\n4 3\n1 2\n2 3\n3 1\n1 4\n", false, &error) == "");
    CHECK(error.line == 5);
    CHECK(error.column == 3);
    CHECK(error.expected == "a vertex not yet connected to 3 (else M = 3 edges cannot connect the graph)");
    // Two triangles and 6 edges: the last edge is where it is certain.
    CHECK(answers_by(vg::solve, suite, "1\n6 6\n1 2\n2 3\n4 5\n5 6\n6 4\n3 1\n", false, &error) == "");
    CHECK(error.line == 8);
    CHECK(error.expected == "a vertex not yet connected to 3 (else M = 6 edges cannot connect the graph)");
    // M out of N - 1 .. N(N - 1) / 2.
    CHECK(answers_by(vg::solve, suite, "1\n4 2\n", false, &error) == "");
    CHECK(error.expected == "edge count M (N - 1 to N(N - 1) / 2) (integer 3..6)");
    CHECK(answers_by(vg::solve, suite, "1\n4 7\n", false, &error) == "");
    CHECK(error.column == 3);
    CHECK(answers_by(vg::solve, suite, "1\n3 2\n1 4\n", false, &error) == "");
    CHECK(error.expected == "edge end y (integer 1..3)");
    CHECK(answers_by(vg::solve, suite, "1\n1 0\n1\n", false, &error) == "1\n");
    CHECK(error.expected == "end of input");
    // The sum of M: 10^6 at the judge; it caps N too (M >= N - 1).
    CHECK(answers_by(vg::solve, judge, "2\n2001 2000\n", true, &error) == "");
    CHECK(error.expected == "vertex count N (integer 1..2000)");
    CHECK(answers_by(vg::solve, judge, "1\n2000 1000001\n", true, &error) == "");
    CHECK(error.expected == "edge count M (what the limit on the sum of M leaves) (integer 1999..1000000)");
}

TEST_CASE("vertex-geography: the repeated-edge check, bits on dense cases and a hash table on sparse ones") {
    // Random pairs, many of them repeats, against std::set: once with a bit per pair (at most 32 pairs an edge),
    // once with the KeySet (more), each told the case's size as read_graph tells it.
    gamesuite::SeededRandom random(20261127);
    const long long sizes[][2] = {{2, 1},     {5, 4},     {65, 65},      {65, 64},
                                  {300, 2000}, {300, 299}, {2000, 62469}, {2000, 62468}};  // 62468.75 = 1999000 / 32
    const bool bits[] = {true, true, true, false, true, false, true, false};
    vg::JoinedPairs joined;
    for (std::size_t i = 0; i < sizeof bits / sizeof bits[0]; ++i) {
        const long long n = sizes[i][0], m = sizes[i][1];
        CAPTURE(n);
        CAPTURE(m);
        joined.reset(n, m);
        CHECK(joined.by_bits() == bits[i]);
        std::set<std::pair<long long, long long> > seen;
        long long differ = 0, repeats = 0;
        for (long long k = 0; k < 2 * m + 10; ++k) {
            long long a = random.between(0, n - 1), b = random.between(0, n - 1);
            if (k % 3 == 0 && !seen.empty()) {  // a pair already in, at times the highest or the lowest one
                const std::pair<long long, long long> old = k % 2 ? *seen.begin() : *seen.rbegin();
                a = old.first;
                b = old.second;
            }
            if (a == b) continue;
            const long long low = a < b ? a : b, high = a < b ? b : a;
            const bool fresh = seen.insert(std::make_pair(low, high)).second;
            differ += joined.insert(low, high) != fresh;
            repeats += !fresh;
        }
        CHECK(differ == 0);
        CHECK(repeats > 0);
    }
    // After a case, the next starts empty, on either kind of table.
    joined.reset(3, 3);
    CHECK(joined.insert(0, 2));
    joined.reset(3, 3);
    CHECK(joined.insert(0, 2));
    joined.reset(1000, 999);
    CHECK(joined.insert(0, 999));
    joined.reset(1000, 999);
    CHECK(joined.insert(0, 999));
    // A repeat in a sparse case (a path of 200 vertices and 51 more edges: 19900 pairs, more than 32 an edge); the
    // path's perfect matching makes the answer 0 before the repeat is put in.
    std::string input = "1\n200 250\n";
    for (int v = 1; v < 200; ++v) input += std::to_string(v) + " " + std::to_string(v + 1) + "\n";
    for (int v = 1; v <= 51; ++v) input += std::to_string(v) + " " + std::to_string(v + 2) + "\n";
    CHECK(answers_by(vg::solve, suite, input) == "0\n");
    input.replace(input.rfind("51 53"), 5, "52 51");
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(vg::solve, suite, input, false, &error) == "");
    CHECK(error.line == 252);
    CHECK(error.column == 4);
    CHECK(error.expected == "a vertex not yet joined to 52 (the graph has no repeated edges)");
}

TEST_CASE("vertex-geography: one matching reused case after case answers as a fresh one") {
    // Large then small then large again: a reset that kept edges, exposures or D(G) of the case before shows.
    vg::Graph sequence[] = {complete(41), path(7), star(30), cycle(9), complete(6), path(300), complete(3)};
    gamecore::GeneralMatching matching(0);
    for (std::size_t i = 0; i < sizeof sequence / sizeof sequence[0]; ++i) {
        CAPTURE(i);
        CHECK(vg::winning_starts(sequence[i], matching) == vg::winning_starts(sequence[i]));
    }
    CHECK(vg::winning_starts(path(300), matching) == 0);
    CHECK(vg::winning_starts(path(7), matching) == 4);
    CHECK(vg::winning_starts(complete(41), matching) == 41);
}

TEST_CASE("vertex-geography: lenient and strict reading") {
    CHECK(answers_by(vg::solve, suite, "1\r\n3\t2\r\n\r\n1 2\r\n2  3") == "2\n");
    CHECK(answers_by(vg::solve, suite, "0\n") == "");
    gamecore::InputError error(0, 0, "", "");
    CHECK(answers_by(vg::solve, judge, "0\n", true, &error) == "");
    CHECK(error.expected == "number of test cases T (integer 1..100)");
    CHECK(answers_by(vg::solve, judge, "1\n2 1\n1  2\n", true, &error) == "");
    CHECK(error.line == 3);
    CHECK(error.column == 3);
    CHECK(answers_by(vg::solve, judge, "1\n2 1\n1 2", true, &error) == "");
    CHECK(error.expected == "end of line");
}
