// AtCoder AGC017 D Game on Tree (Green Hackenbush on a tree), declared once: names, limits, help, and the input
// format every solver of it reads, the edges checked to form a tree. O(N α(N)). Tested by tests.cpp, testdata, bad-inputs.txt.
#ifndef TREE_HACKENBUSH_PROBLEM_HPP
#define TREE_HACKENBUSH_PROBLEM_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"
#include "gamecore/tree_edges.hpp"
#include "gamecore/union_find.hpp"

namespace tree_hackenbush {

const char* const id = "tree-hackenbush";
const char* const title = "AtCoder AGC017 D Game on Tree";
const char* const judge = "AtCoder";
const char* const twins = "HDU 3094 (its input: T trees a file, each N and its N - 1 edges, an answer a tree)";

// The tree is kept in memory (about 40 bytes a vertex). N = 1 is a tree with no edge: the first player cannot move.
#define TREE_HACKENBUSH_LIMITS(LIMIT)                    \
    LIMIT(vertices, "vertices N", 2, 100000, 1, 1000000)
GAMECORE_DECLARE_LIMITS(TREE_HACKENBUSH_LIMITS)

inline std::string description() {
    return "AtCoder AGC017 D Game on Tree: a tree on vertices 1..N. On a turn a player deletes\n"
           "one edge and throws away the part no longer connected to vertex 1. Who cannot move\n"
           "loses; Alice moves first.\n"
           "Input: a line 'N', then N - 1 lines 'x y', the edges (either end first).\n"
           "Output: Alice or Bob, the winner.";
}

// The tree, 0-based: edge i joins end_a[i] and end_b[i] as the input gives them (no orientation); the root is 0.
struct Tree {
    int vertices;
    std::vector<int> end_a;
    std::vector<int> end_b;
};

// Reads the one case: N and N - 1 edges. N - 1 edges of which none closes a cycle connect all N vertices, so each
// edge is checked as it is read: one joining two vertices already connected (a repeated edge, a loop, a cycle)
// is reported at its second end.
inline void read_tree(gamecore::Scanner& in, const Limits& limits, Tree& tree) {
    const long long n = in.read_int(limits.min_vertices, limits.max_vertices, "vertex count N");
    in.read_eoln();
    tree.vertices = static_cast<int>(n);
    tree.end_a.clear();
    tree.end_b.clear();
    gamecore::Components components(tree.vertices);
    for (long long i = 0; i + 1 < n; ++i) {
        const gamecore::TreeEdge edge = gamecore::read_tree_edge(in, n, components, "edge end x_i", "edge end y_i");
        in.read_eoln();
        tree.end_a.push_back(edge.a);
        tree.end_b.push_back(edge.b);
    }
}

// The one case, answered, then the end of input. decide(tree): does Alice (the first player) win?
template <class Decide>
void answer_case(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    Tree tree;
    read_tree(in, limits, tree);
    out.write(decide(tree) ? "Alice\n" : "Bob\n");
    if (in.strict()) in.read_eof();
    else if (!in.at_end()) in.fail_next("end of input after the N - 1 edges");
}

}  // namespace tree_hackenbush

namespace this_problem = tree_hackenbush;

#endif
