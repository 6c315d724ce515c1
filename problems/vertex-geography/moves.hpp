// CodeChef HAMILG on the command line: --moves lists the winning starts, --explain says why (C++17, never judged).
// O(V E log V) a graph, the matching. Tested in-process against moves_by_rules, which plays from every start.
#ifndef VERTEX_GEOGRAPHY_MOVES_HPP
#define VERTEX_GEOGRAPHY_MOVES_HPP

#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "gamecore/general_matching.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace vertex_geography {

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

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation = "V, a start vertex (numbered from 1) where Askar wins; ascending";
    static constexpr bool long_lists = true;

    // The judge counts the starts where Askar wins: he, choosing the start, is the first player, and wins iff any.
    static std::optional<std::vector<gamesuite::Outcome>> judge_outcomes(const std::string& answers) {
        return gamesuite::outcome_per_line(answers, [](const std::string& line) {
            if (line.empty() || line.find_first_not_of("0123456789") != std::string::npos)
                throw std::runtime_error("the judge answer '" + line + "' is no count of starts");
            return line.find_first_not_of('0') == std::string::npos ? gamesuite::Outcome::lose
                                                                     : gamesuite::Outcome::win;
        });
    }

    gamesuite::MoveList moves(const Graph& graph) {
        std::vector<std::string> moves;
        for (int v : MissedStarts(graph).starts) moves.push_back(std::to_string(v + 1));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, const Graph& graph) {
        const MissedStarts missed(graph);
        const std::string why = "Askar's choice of the start is the first move; a maximum matching of the " +
                                vertices(graph.vertices) + " has " + gamesuite::counted(missed.size, "edge");
        if (missed.starts.empty()) {
            lines.explain_loss(why + ", a perfect one: from any start Bob steps to its partner, and every step Askar "
                                     "takes reaches a matched vertex whose partner Bob takes next");
            return;
        }
        const int v = missed.starts.front();
        lines.explain_win(why + ", and " + vertices(missed.starts.size()) + " " +
                              (missed.starts.size() == 1 ? "is" : "are") + " missed by one",
                          std::to_string(v + 1), "start on vertex " + std::to_string(v + 1),
                          "a maximum matching misses it, so each step Bob takes lands on a matched vertex (else the "
                          "matching would grow) and Askar answers along the matching until Bob is stuck");
    }

    // By the rules: every start, kept when the search finds Bob, moving first from it, lost.
    gamesuite::MoveList moves_by_rules(const Graph& graph) {
        GeographySearch search(graph);
        std::vector<std::string> moves;
        for (int v = 0; v < graph.vertices; ++v)
            if (search.chooser_wins_from(v)) moves.push_back(std::to_string(v + 1));
        return moves;
    }

private:
    template <class Count>
    static std::string vertices(Count count) {
        return gamesuite::counted(count, "vertex", "vertices");
    }
};

}  // namespace vertex_geography

#endif
