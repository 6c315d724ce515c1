// Luogu P6560 [SBCOI2020] 时光的流逝 reference: every vertex's value by the definition, iterated until nothing
// changes (no retrograde queue, no counters); O(n m) a round. Used by tests.cpp, the in-process stress and
// time-flow-reference.
#ifndef TIME_FLOW_REFERENCE_HPP
#define TIME_FLOW_REFERENCE_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "problem.hpp"

namespace time_flow {

// The value of the token on each vertex for the player to move there, with `target` the target: a win if some edge
// leads onto the target or to a vertex lost for the opponent; a loss if every edge (none at all included) leads to
// a vertex won for the opponent. From "unknown" everywhere, sweeps apply the two rules to the values of the sweep
// before until one changes nothing; the rest are draws. The target's own value is never asked.
class ValueIteration {
public:
    ValueIteration(const Graph& graph, int target)
        : target_(target), value_(static_cast<std::size_t>(graph.vertices), gamecore::UNDECIDED) {
        std::vector<gamecore::Outcome> next;
        for (bool changed = true; changed;) {
            changed = false;
            next = value_;
            for (int v = 0; v < graph.vertices; ++v) {
                if (v == target || value_[static_cast<std::size_t>(v)] != gamecore::UNDECIDED) continue;
                bool some_win = false, all_lose = true;
                for (int i = graph.out.first[static_cast<std::size_t>(v)];
                     i < graph.out.first[static_cast<std::size_t>(v) + 1]; ++i) {
                    const gamecore::Outcome there = after_move(graph.out.neighbour[static_cast<std::size_t>(i)]);
                    some_win = some_win || there == gamecore::LOSS;
                    all_lose = all_lose && there == gamecore::WIN;
                }
                if (some_win || all_lose) {
                    next[static_cast<std::size_t>(v)] = some_win ? gamecore::WIN : gamecore::LOSS;
                    changed = true;
                }
            }
            value_.swap(next);
        }
    }

    // For the player who moves the token to w: LOSS if it is the target (his opponent has lost), else w's value
    // for the opponent, DRAW where nobody can force a win.
    gamecore::Outcome after_move(int w) const {
        if (w == target_) return gamecore::LOSS;
        return value_[static_cast<std::size_t>(w)];
    }

    gamecore::Outcome outcome(int v) const {
        const gamecore::Outcome value = value_[static_cast<std::size_t>(v)];
        return value == gamecore::UNDECIDED ? gamecore::DRAW : value;
    }

private:
    int target_;
    std::vector<gamecore::Outcome> value_;
};

inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_vertices = 300;  // at most n sweeps of m edges a round
    limits.max_edges = 3000;
    limits.max_queries = 3000;
    return limits;
}

inline std::string reference_description() {
    return "Luogu P6560 reference: per round, every vertex's value by the definition (win if an\n"
           "edge reaches the target or a lost vertex, loss if every edge reaches a won vertex),\n"
           "iterated until stable; the rest are draws. Same input and output as time-flow, for\n"
           "n <= 300, m <= 3000, q <= 3000.";
}

inline gamecore::Outcome outcome_by_iteration(const Graph& graph, int start, int target) {
    return ValueIteration(graph, target).outcome(start);
}

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    answer_rounds(in, limits, out, outcome_by_iteration);
}

}  // namespace time_flow

#endif
