// HDU 3590 PP and QQ (misère Green Hackenbush on a forest of rooted trees), declared once: names, limits, help, and
// the input format every solver reads, each tree's edges checked to form a tree. O(vertices α) per case read.
// Tested through tests.cpp, the testdata and testdata/pp-and-qq/bad-inputs.txt (CLI and judge98).
#ifndef PP_AND_QQ_PROBLEM_HPP
#define PP_AND_QQ_PROBLEM_HPP

#include <cstddef>
#include <cstdio>
#include <string>
#include <vector>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"
#include "gamecore/tree_edges.hpp"
#include "gamecore/union_find.hpp"

namespace pp_and_qq {

const char* const id = "pp-and-qq";
const char* const title = "HDU 3590 PP and QQ";
const char* const judge = "HDU";
const char* const twins = "";

// The judge: N < 100 trees, m < 100 nodes a tree (so at most 99 * 99 = 9801 vertices a case). A case is kept in
// memory (about 40 bytes a vertex) for --moves and --exact, so the suite bounds a case's vertices, not only a tree's.
// N = 0 (an empty forest: PP cannot move, and so wins) and m = 1 (a tree with no edge) are read.
// trees: N per case
// vertices: m, the nodes of one tree
// forest: the vertices of a case, all its trees together
#define PP_AND_QQ_LIMITS(LIMIT)                                                       \
    LIMIT(trees, "trees N", 1, 99, 0, 1000000)                                        \
    LIMIT(vertices, "nodes m of a tree", 1, 99, 1, 1000000)                           \
    LIMIT(forest, "nodes in a case, all its trees together", 1, 9801, 0, 1000000)
GAMECORE_DECLARE_LIMITS(PP_AND_QQ_LIMITS)

inline std::string description() {
    return "HDU 3590 PP and QQ: a forest of trees, each rooted at its node 1. PP and QQ\n"
           "take turns, PP first; a move cuts one edge, and whatever is no longer connected\n"
           "to its root is removed. The player who cannot move wins (misere play). The judge\n"
           "(and every accepted solution) decides by the anti-SG rule on the trees' Green\n"
           "Hackenbush values, which is not the true outcome of every forest; --exact plays\n"
           "the stated game.\n"
           "Input: cases until end of file, each a line 'N', then per tree a line 'm' and\n"
           "its m - 1 edges 'a b', one a line (either end first).\n"
           "Output: per case PP or QQ, the winner.";
}

// One tree, 0-based: edge i joins end_a[i] and end_b[i] as the input gives them; the root is 0.
struct Tree {
    int vertices;
    std::vector<int> end_a;
    std::vector<int> end_b;
};

// One case: its trees in input order, and where it starts (its N), for errors about the whole case.
struct Forest {
    std::vector<Tree> trees;
    long line, column;
};

// N, then each tree: m and its m - 1 edges. m - 1 edges of which none closes a cycle connect all m nodes, so each
// edge is checked as it is read and refused at the token that closes a cycle (a loop, a repeated edge).
inline void read_forest(gamecore::Scanner& in, const Limits& limits, Forest& forest) {
    const long long trees = in.read_int(limits.min_trees, limits.max_trees, "tree count N");
    forest.line = in.last_token_line();
    forest.column = in.last_token_column();
    in.read_eoln();
    forest.trees.assign(static_cast<std::size_t>(trees), Tree());
    long long nodes = 0;
    for (std::size_t t = 0; t < forest.trees.size(); ++t) {
        const long long m = in.read_int(limits.min_vertices, limits.max_vertices, "node count m");
        nodes += m;
        if (nodes > limits.max_forest) {
            char expected[96];
            std::sprintf(expected, "node count m keeping the case within %s nodes in all",
                         gamecore::readable(limits.max_forest).c_str());
            in.fail_last_token(expected);
        }
        in.read_eoln();
        Tree& tree = forest.trees[t];
        tree.vertices = static_cast<int>(m);
        gamecore::Components components(tree.vertices);
        for (long long i = 0; i + 1 < m; ++i) {
            const gamecore::TreeEdge edge = gamecore::read_tree_edge(in, m, components, "edge end a", "edge end b");
            in.read_eoln();
            tree.end_a.push_back(edge.a);
            tree.end_b.push_back(edge.b);
        }
    }
}

// Every case until end of input, each answered as soon as it is read, so that the answers before a bad case are
// already written; strict mode wants at least one case. decide(forest): does PP, moving first, win?
template <class Decide>
void answer_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    if (in.strict() && in.at_end()) in.fail_next("tree count N");
    Forest forest;
    while (!in.at_end()) {
        read_forest(in, limits, forest);
        out.write(decide(forest) ? "PP\n" : "QQ\n");
    }
}

}  // namespace pp_and_qq

namespace this_problem = pp_and_qq;

#endif
