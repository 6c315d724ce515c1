// Codeforces 1498F Christmas Game, declared once: names, limits, help, and the input format every solver of it
// reads, the edges checked to form a tree. O(n α(n)) to read, O(n) to write. Tested by tests.cpp, testdata, bad-inputs.txt.
#ifndef CHRISTMAS_TREE_GAME_PROBLEM_HPP
#define CHRISTMAS_TREE_GAME_PROBLEM_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"
#include "gamecore/tree_edges.hpp"
#include "gamecore/union_find.hpp"

namespace christmas_tree_game {

const char* const id = "christmas-tree-game";
const char* const title = "Codeforces 1498F Christmas Game";
const char* const judge = "Codeforces";
const char* const twins = "";

// The solver keeps 2k xors a vertex (8 bytes each): the suite's 2*10^5 vertices at k = 20 are 64 MB. Presents are
// only xored, so any count to 2^63 - 1 is exact. One vertex (no edge) is a tree whose only root offers no move.
#define CHRISTMAS_TREE_GAME_LIMITS(LIMIT)                                       \
    LIMIT(vertices, "vertex count n", 3, 100000, 1, 200000)                    \
    LIMIT(step, "step k", 1, 20, 1, 20)                                        \
    LIMIT(presents, "presents a_i", 0, 1000000000LL, 0, 9223372036854775807LL)
GAMECORE_DECLARE_LIMITS(CHRISTMAS_TREE_GAME_LIMITS)

inline std::string description() {
    return "Codeforces 1498F Christmas Game: a tree on vertices 1..n, vertex i holding a_i\n"
           "presents, and a step k. With the tree rooted at r, a move takes some positive\n"
           "number of presents from one vertex of depth at least k to its k-th ancestor; who\n"
           "cannot move loses, Alice moves first. Asked for every root r = 1..n.\n"
           "Input: a line 'n k', n - 1 lines 'x y' (the edges), a line a_1 .. a_n.\n"
           "Output: one line of n words, 1 where Alice wins with the tree rooted there, else 0.";
}

// The tree, 0-based: edge i joins end_a[i] and end_b[i] (no orientation); presents[v] is a_{v+1}.
struct Tree {
    int vertices;
    int step;
    std::vector<int> end_a;
    std::vector<int> end_b;
    std::vector<unsigned long long> presents;
};

inline void read_tree(gamecore::Scanner& in, const Limits& limits, Tree& tree) {
    const long long n = in.read_int(limits.min_vertices, limits.max_vertices, "vertex count n");
    in.read_space();
    tree.vertices = static_cast<int>(n);
    tree.step = static_cast<int>(in.read_int(limits.min_step, limits.max_step, "step k"));
    in.read_eoln();
    tree.end_a.clear();
    tree.end_b.clear();
    gamecore::Components components(tree.vertices);
    for (long long i = 0; i + 1 < n; ++i) {
        const gamecore::TreeEdge edge = gamecore::read_tree_edge(in, n, components, "edge end x", "edge end y");
        in.read_eoln();
        tree.end_a.push_back(edge.a);
        tree.end_b.push_back(edge.b);
    }
    tree.presents.resize(static_cast<std::size_t>(n));
    for (std::size_t v = 0; v < tree.presents.size(); ++v) {
        if (v > 0) in.read_space();
        tree.presents[v] =
            static_cast<unsigned long long>(in.read_int(limits.min_presents, limits.max_presents, "presents a_i"));
    }
    in.read_eoln();
}

// The whole input, then its n answers on one line: decide(tree, root) (root 0-based) is whether Alice wins with the
// tree rooted there, asked for root 0, 1, ... in turn. A Decide object serves one input (one tree), so it may solve
// every root at the first question and look the rest up. After the answers, the input must end.
template <class Decide>
void answer_roots(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    Tree tree;
    read_tree(in, limits, tree);
    for (int root = 0; root < tree.vertices; ++root) {
        if (root > 0) out.write(" ", 1);
        out.write(decide(static_cast<const Tree&>(tree), root) ? "1" : "0", 1);
    }
    out.write("\n", 1);
    in.read_eof();
}

}  // namespace christmas_tree_game

namespace this_problem = christmas_tree_game;

#endif
