// CodeChef HAMILG on the command line: --moves lists the winning starts, --explain says why (C++17, never judged).
// O(V E log V) a graph, the matching. Tested in-process against reference_moves, which plays from every start.
#ifndef VERTEX_GEOGRAPHY_MOVES_HPP
#define VERTEX_GEOGRAPHY_MOVES_HPP

#include <string>
#include <vector>

#include "cli/moves.hpp"
#include "gamecore/general_matching.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace vertex_geography {

const char* const move_notation = "V, a start vertex (numbered from 1) where Askar wins; ascending";

// The starts some maximum matching misses (solver.hpp), numbered from 0, and the matching's size.
struct MissedStarts {
    explicit MissedStarts(const Graph& graph) {
        gamecore::GeneralMatching matching(graph.vertices);
        for (std::size_t e = 0; e < graph.end_a.size(); ++e) matching.add_edge(graph.end_a[e], graph.end_b[e]);
        size = matching.maximum_matching();
        const std::vector<char> missed = matching.missed_by_some_maximum_matching();
        for (std::size_t v = 0; v < missed.size(); ++v)
            if (missed[v]) starts.push_back(static_cast<int>(v));
    }
    int size;
    std::vector<int> starts;
};

inline void write_moves(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    gamesuite::CaseLines lines(out);
    auto per_graph = [&](const Graph& graph) {
        std::vector<std::string> moves;
        for (int v : MissedStarts(graph).starts) moves.push_back(std::to_string(v + 1));
        lines.moves(moves);
        return 0LL;
    };
    answer_cases(in, limits, lines.discarded, per_graph);
}

inline void write_explanation(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    gamesuite::CaseLines lines(out);
    auto per_graph = [&](const Graph& graph) {
        const MissedStarts missed(graph);
        const std::string why = "Askar's choice of the start is the first move; a maximum matching of the " +
                                std::to_string(graph.vertices) + " vertices has " +
                                std::to_string(missed.size) + " edges";
        if (missed.starts.empty()) {
            lines.explain_loss(why + ", a perfect one: from any start Bob steps to its partner, and every step Askar "
                                     "takes reaches a matched vertex whose partner Bob takes next");
            return 0LL;
        }
        const int v = missed.starts.front();
        lines.explain_win(why + ", and " + std::to_string(missed.starts.size()) + " vertices are missed by one",
                          std::to_string(v + 1), "start on vertex " + std::to_string(v + 1),
                          "a maximum matching misses it, so each step Bob takes lands on a matched vertex (else the "
                          "matching would grow) and Askar answers along the matching until Bob is stuck");
        return 0LL;
    };
    answer_cases(in, limits, lines.discarded, per_graph);
}

// By the rules: every start, kept when the search finds Bob, moving first from it, lost.
inline void reference_moves(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    gamesuite::CaseLines lines(out);
    auto per_graph = [&](const Graph& graph) {
        GeographySearch search(graph);
        std::vector<std::string> moves;
        for (int v = 0; v < graph.vertices; ++v)
            if (search.chooser_wins_from(v)) moves.push_back(std::to_string(v + 1));
        lines.moves(moves);
        return 0LL;
    };
    answer_cases(in, limits, lines.discarded, per_graph);
}

}  // namespace vertex_geography

#endif
