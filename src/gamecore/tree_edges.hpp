// A tree's edge "u v" (vertices 1..n) read from the input and refused, at the token that closes it, when it closes a
// cycle: N - 1 such edges form a tree. O(log n) amortised an edge. Tested in src/tests/union_find_test.cpp.
#ifndef GAMECORE_TREE_EDGES_HPP
#define GAMECORE_TREE_EDGES_HPP

#include <cstdio>

#include "gamecore/scanner.hpp"
#include "gamecore/union_find.hpp"

namespace gamecore {

// An edge's two ends, numbered from 0.
struct TreeEdge {
    int a;
    int b;
};

// Reads "u v" and joins them in `components`; u_name and v_name are the statement's names of the two ends, for the
// error messages. What follows v on the line is the caller's to read.
inline TreeEdge read_tree_edge(Scanner& in, long long n, Components& components, const char* u_name,
                               const char* v_name) {
    TreeEdge edge;
    edge.a = static_cast<int>(in.read_int(1, n, u_name)) - 1;
    in.read_space();
    edge.b = static_cast<int>(in.read_int(1, n, v_name)) - 1;
    if (!components.join(edge.a, edge.b)) {
        char expected[96];
        std::sprintf(expected, "a vertex not yet connected to %d (the edges must form a tree)", edge.a + 1);
        in.fail_last_token(expected);
    }
    return edge;
}

}  // namespace gamecore

#endif
