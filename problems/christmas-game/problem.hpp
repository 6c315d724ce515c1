// POJ 3710 Christmas Game (Green Hackenbush on trees carrying cycles), declared once: names, limits, help, and the
// input format every solver of it reads. O(m + k) a tree read. Tested through tests.cpp, the testdata and bad-inputs.txt.
#ifndef CHRISTMAS_GAME_PROBLEM_HPP
#define CHRISTMAS_GAME_PROBLEM_HPP

#include <string>
#include <vector>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace christmas_game {

const char* const id = "christmas-game";
const char* const title = "POJ 3710 Christmas Game";
const char* const judge = "POJ";
const char* const twins = "";

// The statement: N < 100, m < 100, k < 500.
// One tree is kept in memory at a time (about 60 bytes an edge), so trees and cases cost nothing more. A tree
// costs O(m + k) however few edges it has, so a tree of 10^6 vertices costs milliseconds even when empty.
// trees: N, trees per case
// vertices: m, vertices of one tree
// edges: k, edges of one tree
#define CHRISTMAS_GAME_LIMITS(LIMIT)                                                          \
    LIMIT(trees, "trees per case N", 1, 99, 1, 1000000)                                       \
    LIMIT(vertices, "vertices of a tree m", 1, 99, 1, GAMECORE_UNLESS_FUZZING(1000000, 2000)) \
    LIMIT(edges, "edges of a tree k", 0, 499, 0, 1000000)
GAMECORE_DECLARE_LIMITS(CHRISTMAS_GAME_LIMITS)

inline std::string description() {
    return "POJ 3710 Christmas Game: trees rooted at their vertex 1, carrying cycles (loops and\n"
           "repeated edges too). On a turn a player deletes one edge of one tree; whatever is no\n"
           "longer connected to its root is removed. Who cannot move loses; Sally moves first.\n"
           "Input: cases until end of file, each a line 'N' (trees), then per tree a line 'm k'\n"
           "(vertices 1..m, k edges) and k lines 'a b'.\n"
           "Output: per case, Sally or Harry, the winner.";
}

// One tree, 0-based: edge i joins end_a[i] and end_b[i]; the root is vertex 0 (the input's vertex 1).
struct Graph {
    int vertices;
    std::vector<int> end_a;
    std::vector<int> end_b;
};

inline void read_graph(gamecore::Scanner& in, const Limits& limits, Graph& g) {
    const long long m = in.read_int(limits.min_vertices, limits.max_vertices, "vertex count m");
    in.read_space();
    const long long k = in.read_int(limits.min_edges, limits.max_edges, "edge count k");
    in.read_eoln();
    g.vertices = static_cast<int>(m);
    g.end_a.clear();
    g.end_b.clear();
    for (long long i = 0; i < k; ++i) {
        g.end_a.push_back(static_cast<int>(in.read_int(1, m, "edge end a")) - 1);
        in.read_space();
        g.end_b.push_back(static_cast<int>(in.read_int(1, m, "edge end b")) - 1);
        in.read_eoln();
    }
}

// Cases until the end of input (strict: at least one, nothing after the last). Sum describes how a case is decided:
//   void clear();                    a new case
//   void add_tree(const Graph& g);   one more tree of it
//   bool first_player_wins();        does Sally win the case read so far?
template <class Sum>
void answer_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Sum& sum) {
    Graph g;
    for (bool first = true; in.strict() ? first || !in.at_end() : !in.at_end(); first = false) {
        const long long trees = in.read_int(limits.min_trees, limits.max_trees, "tree count N");
        in.read_eoln();
        sum.clear();
        for (long long t = 0; t < trees; ++t) {
            read_graph(in, limits, g);
            sum.add_tree(g);
        }
        out.write(sum.first_player_wins() ? "Sally\n" : "Harry\n");
    }
}

}  // namespace christmas_game

namespace this_problem = christmas_game;

#endif
