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
// `matching` is scratch space, reset here: one kept across the cases saves allocating its arrays per case.
inline long long winning_starts(const Graph& graph, gamecore::GeneralMatching& matching) {
    matching.reset(graph.vertices);
    matching.add_edges(graph.end_a, graph.end_b);
    matching.maximum_matching();
    const std::vector<char>& missed = matching.missed_by_some_maximum_matching();
    long long winning = 0;
    for (std::size_t v = 0; v < missed.size(); ++v) winning += missed[v];
    return winning;
}

inline long long winning_starts(const Graph& graph) {
    gamecore::GeneralMatching matching(0);
    return winning_starts(graph, matching);
}

// The judge's decide(graph): winning_starts with one matching's memory for all the cases.
class WinningStarts {
public:
    WinningStarts() : matching_(0) {}
    long long operator()(const Graph& graph) { return winning_starts(graph, matching_); }

private:
    gamecore::GeneralMatching matching_;
};

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    WinningStarts decide;
    answer_cases(in, limits, out, decide);
}

}  // namespace vertex_geography

#endif
