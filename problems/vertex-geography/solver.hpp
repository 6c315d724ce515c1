// CodeChef HAMILG A game on a graph: judge solver, the number of vertices some maximum matching leaves exposed
// (the Gallai-Edmonds set D(G), gamecore/general_matching.hpp: Edmonds' blossom search). Tested in tests.cpp against
// reference.hpp on every connected graph of <= 7 vertices (one labelling per isomorphism class at least).
#ifndef VERTEX_GEOGRAPHY_SOLVER_HPP
#define VERTEX_GEOGRAPHY_SOLVER_HPP

#include <cstddef>
#include <vector>

#include "gamecore/general_matching.hpp"
#include "problem.hpp"

namespace vertex_geography {

// Askar wins from start s iff some maximum matching M misses s. If M misses s, every step Bob takes goes to a
// matched vertex (else M plus that edge would be larger) and Askar answers along M; a vertex Bob could reach outside
// that answer would give an augmenting path, so Askar always has a reply and Bob runs out first. If every maximum
// matching covers s, Bob plays s's partner in a maximum matching every time and wins the same way (the cheat
// sheet's "undirected vertex geography": the chooser loses everywhere iff there is a perfect matching).
inline long long winning_starts(const Graph& graph) {
    gamecore::GeneralMatching matching(graph.vertices);
    for (std::size_t e = 0; e < graph.end_a.size(); ++e) matching.add_edge(graph.end_a[e], graph.end_b[e]);
    matching.maximum_matching();
    const std::vector<char> missed = matching.missed_by_some_maximum_matching();
    long long winning = 0;
    for (std::size_t v = 0; v < missed.size(); ++v) winning += missed[v];
    return winning;
}

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    answer_cases(in, limits, out, winning_starts);
}

}  // namespace vertex_geography

#endif
