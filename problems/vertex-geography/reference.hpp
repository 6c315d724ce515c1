// CodeChef HAMILG reference: the game by its rules, win(token, visited set) memoised over every (vertex, subset)
// pair, O(2^N N^2) a case at worst; no matching. Used by tests.cpp (every small graph) and vertex-geography-reference.
#ifndef VERTEX_GEOGRAPHY_REFERENCE_HPP
#define VERTEX_GEOGRAPHY_REFERENCE_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "problem.hpp"

namespace vertex_geography {

// The position: the token on `token`, the vertices of `visited` (a bit set, the token's among them) used up.
// The player to move takes the token to a neighbour outside `visited`; who cannot move loses.
class GeographySearch {
public:
    explicit GeographySearch(const Graph& graph)
        : vertices_(graph.vertices),
          neighbours_(static_cast<std::size_t>(graph.vertices), 0),
          memo_(static_cast<std::size_t>(graph.vertices) << graph.vertices, unknown) {
        for (std::size_t e = 0; e < graph.end_a.size(); ++e) {
            neighbours_[graph.end_a[e]] |= 1UL << graph.end_b[e];
            neighbours_[graph.end_b[e]] |= 1UL << graph.end_a[e];
        }
    }

    // Does the player to move win? Recursion depth <= N (each move visits one more vertex).
    bool mover_wins(int token, unsigned long visited) {
        unsigned char& known = memo_[(static_cast<std::size_t>(visited) * vertices_) + token];
        if (known != unknown) return known == won;
        bool wins = false;
        const unsigned long free_neighbours = neighbours_[token] & ~visited;
        for (int next = 0; next < vertices_ && !wins; ++next)
            if (free_neighbours >> next & 1) wins = !mover_wins(next, visited | 1UL << next);
        known = wins ? won : lost;
        return wins;
    }

    // Askar places the token on `start` and Bob moves first: Askar wins iff Bob, to move there, loses.
    bool chooser_wins_from(int start) { return !mover_wins(start, 1UL << start); }

private:
    enum { unknown = 0, lost = 1, won = 2 };
    int vertices_;
    std::vector<unsigned long> neighbours_;
    std::vector<unsigned char> memo_;  // index visited * N + token
};

// HAMILG's first subtask is N <= 18; 20 vertices take 20 MB of memo and about a second for K_20.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_cases = 1000;
    limits.max_vertices = 20;
    limits.max_total_edges = 20000;
    return limits;
}

inline std::string reference_description() {
    return "CodeChef HAMILG reference: plays vertex geography by its rules from every start\n"
           "vertex (memoised search over the token and the visited set). Same input and output\n"
           "as vertex-geography, for graphs of at most 20 vertices.";
}

inline long long winning_starts_by_search(const Graph& graph) {
    GeographySearch search(graph);
    long long winning = 0;
    for (int v = 0; v < graph.vertices; ++v) winning += search.chooser_wins_from(v);
    return winning;
}

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    answer_cases(in, limits, out, winning_starts_by_search);
}

}  // namespace vertex_geography

#endif
