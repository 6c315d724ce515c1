// CodeChef GERALD08 Chef and Tree Game, declared once: names, limits, help, the input format every solver reads, each
// tree checked as it is read. O(N α(N)) per case. Tested by tests.cpp, the testdata and bad-inputs.txt (CLI and judge98).
#ifndef BLUE_RED_HACKENBUSH_PROBLEM_HPP
#define BLUE_RED_HACKENBUSH_PROBLEM_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"
#include "gamecore/tree_edges.hpp"
#include "gamecore/union_find.hpp"

namespace blue_red_hackenbush {

const char* const id = "blue-red-hackenbush";
const char* const title = "CodeChef GERALD08 Chef and Tree Game";
const char* const judge = "CodeChef";
const char* const twins = "";

// The statement: 1 <= T <= 1000, 1 <= N <= 10^5, the sum of N <= 10^5.
// A path is the costly tree (its value has a fraction bit per edge, so each edge costs O(N / 32) limb operations):
// 10^5 vertices a case, as at the judge, but up to 10^6 in all.
// vertices: N of one case (at least 1)
// total_vertices: the sum of N over the cases
#define BLUE_RED_HACKENBUSH_LIMITS(LIMIT)                                 \
    LIMIT(cases, "test cases T", 1, 1000, 0, 1000000)                     \
    LIMIT(vertices, "vertices N of one case", 1, 100000, 1, 100000)       \
    LIMIT(total_vertices, "vertices in all cases", 1, 100000, 0, 1000000)
GAMECORE_DECLARE_LIMITS(BLUE_RED_HACKENBUSH_LIMITS)

inline std::string description() {
    return "CodeChef GERALD08 Chef and Tree Game: a tree rooted at vertex 1, each edge black or\n"
           "white. Chef deletes a black edge, Ksen a white one, and whatever is no longer connected\n"
           "to vertex 1 goes too. Who cannot move loses.\n"
           "Input: T; per case a line 'N', then N - 1 lines 'U V C' (C = 0 black, 1 white; either\n"
           "end first).\n"
           "Output: per case the winner when Chef moves first and the winner when Ksen moves first,\n"
           "each 'Chef' or 'Ksen', on one line.";
}

// One case, 0-based: edge i joins end_a[i] and end_b[i] as the input gives them (no orientation) and has colour
// colour[i] (0 black: Chef's, 1 white: Ksen's). The root is vertex 0.
struct Tree {
    int vertices;
    std::vector<int> end_a;
    std::vector<int> end_b;
    std::vector<unsigned char> colour;
};

// Who wins with each player moving first.
struct Winners {
    bool chef_wins_moving_first;
    bool chef_wins_moving_second;
};

// One case: N and N - 1 edges. N - 1 edges of which none closes a cycle connect all N vertices, so each edge is
// checked as it is read: one joining two vertices already connected is reported at its second end.
// `vertices_left` is what the limit on the sum of N still allows.
inline void read_tree(gamecore::Scanner& in, const Limits& limits, long long vertices_left, Tree& tree) {
    const bool capped_by_sum = vertices_left < limits.max_vertices;
    const long long n = in.read_int(1, capped_by_sum ? vertices_left : limits.max_vertices,
                                    capped_by_sum ? "vertex count N (what the limit on the sum of N leaves)"
                                                  : "vertex count N");
    in.read_eoln();
    tree.vertices = static_cast<int>(n);
    tree.end_a.clear();
    tree.end_b.clear();
    tree.colour.clear();
    gamecore::Components components(tree.vertices);
    for (long long i = 0; i + 1 < n; ++i) {
        const gamecore::TreeEdge edge = gamecore::read_tree_edge(in, n, components, "edge end U", "edge end V");
        in.read_space();
        const int colour = static_cast<int>(in.read_int(0, 1, "edge colour C (0 black, 1 white)"));
        in.read_eoln();
        tree.end_a.push_back(edge.a);
        tree.end_b.push_back(edge.b);
        tree.colour.push_back(static_cast<unsigned char>(colour));
    }
}

// The whole input, each case answered as it is read, so that the answers before a bad case are already written.
// decide(tree) says who wins with each player moving first.
template <class Decide>
void answer_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    const long long cases = in.read_int(limits.min_cases, limits.max_cases, "number of test cases T");
    in.read_eoln();
    long long vertices_left = limits.max_total_vertices;
    Tree tree;
    for (long long i = 0; i < cases; ++i) {
        if (vertices_left == 0) in.fail_next("no further case (the sum of N is at its limit)");
        read_tree(in, limits, vertices_left, tree);
        vertices_left -= tree.vertices;
        const Winners winners = decide(tree);
        out.write(winners.chef_wins_moving_first ? "Chef " : "Ksen ");
        out.write(winners.chef_wins_moving_second ? "Chef\n" : "Ksen\n");
    }
    in.read_eof();
}

}  // namespace blue_red_hackenbush

namespace this_problem = blue_red_hackenbush;

#endif
