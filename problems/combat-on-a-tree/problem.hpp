// SPOJ COT3 Combat on a tree (BZOJ 4134), declared once: names, limits, help, and the input format every solver
// of it reads, the edges checked to form a tree. O(N α(N)). Tested by tests.cpp, the testdata and bad-inputs.txt.
#ifndef COMBAT_ON_A_TREE_PROBLEM_HPP
#define COMBAT_ON_A_TREE_PROBLEM_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"
#include "gamecore/tree_edges.hpp"
#include "gamecore/union_find.hpp"

namespace combat_on_a_tree {

const char* const id = "combat-on-a-tree";
const char* const title = "SPOJ COT3 Combat on a tree";
const char* const judge = "SPOJ";
const char* const twins = "BZOJ 4134 (the same input, its output's line layout not read)";

// The judge's N <= 10^5 is BZOJ 4134's (SPOJ's own limits were not captured). The tree and the tries of Grundy
// values are kept in memory, about 60 bytes a vertex (57 MiB at N = 10^6); Grundy values stay below 2^20.
#define COMBAT_ON_A_TREE_LIMITS(LIMIT) \
    LIMIT(vertices, "vertices N", 1, 100000, 1, 1000000)
GAMECORE_DECLARE_LIMITS(COMBAT_ON_A_TREE_LIMITS)

inline std::string description() {
    return "SPOJ COT3 Combat on a tree (BZOJ 4134): a tree on vertices 1..N, rooted at 1, each\n"
           "vertex white or black. A move chooses a white vertex v and blackens every vertex on the\n"
           "path from v to vertex 1. Who cannot move loses. Which first moves win?\n"
           "Input: a line 'N'; a line of N colours, 0 white (still to be chosen) or 1 black; then\n"
           "N - 1 lines 'u v', the edges (either end first).\n"
           "Output: every vertex whose choice wins, in increasing order, one a line; -1 if none.";
}

// The tree, 0-based: edge i joins end_a[i] and end_b[i] as the input gives them (no orientation); the root is 0.
struct Tree {
    int vertices;
    std::vector<char> black;  // 1: black (already used), 0: white
    std::vector<int> end_a;
    std::vector<int> end_b;
};

// Reads the one case. N - 1 edges of which none closes a cycle connect all N vertices, so each edge is checked as it
// is read: one joining two vertices already connected (a repeated edge, a loop, a cycle) is reported at its second
// end.
inline void read_tree(gamecore::Scanner& in, const Limits& limits, Tree& tree) {
    const long long n = in.read_int(limits.min_vertices, limits.max_vertices, "vertex count N");
    in.read_eoln();
    tree.vertices = static_cast<int>(n);
    tree.black.assign(static_cast<std::size_t>(n), 0);
    for (long long v = 0; v < n; ++v) {
        if (v > 0) in.read_space();
        tree.black[v] = static_cast<char>(in.read_int(0, 1, "colour of a vertex, 0 white or 1 black"));
    }
    in.read_eoln();
    tree.end_a.clear();
    tree.end_b.clear();
    gamecore::Components components(tree.vertices);
    for (long long i = 0; i + 1 < n; ++i) {
        const gamecore::TreeEdge edge = gamecore::read_tree_edge(in, n, components, "edge end u", "edge end v");
        in.read_eoln();
        tree.end_a.push_back(edge.a);
        tree.end_b.push_back(edge.b);
    }
}

// The one case, answered, then the end of input. decide(tree): the winning first moves, 0-based, ascending.
template <class Decide>
void answer_case(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    Tree tree;
    read_tree(in, limits, tree);
    const std::vector<int> winners = decide(tree);
    if (winners.empty()) out.write("-1\n");
    for (std::size_t i = 0; i < winners.size(); ++i) {
        out.write_int(winners[i] + 1);
        out.write("\n", 1);
    }
    if (in.strict()) in.read_eof();
    else if (!in.at_end()) in.fail_next("end of input after the N - 1 edges");
}

}  // namespace combat_on_a_tree

namespace this_problem = combat_on_a_tree;

#endif
