// Luogu P6560 [SBCOI2020] 时光的流逝 judge solver: per round, the core's retrograde analysis with draws
// (gamecore/retrograde.hpp) from its target, as far as the start's value, over compressed rows: O(n + m) a round,
// O(q (n + m)) in all. Tested in tests.cpp against reference.hpp's value iteration, and by the testdata.
#ifndef TIME_FLOW_SOLVER_HPP
#define TIME_FLOW_SOLVER_HPP

#include <cstddef>
#include <vector>

#include "gamecore/adjacency.hpp"
#include "gamecore/retrograde.hpp"
#include "problem.hpp"

namespace time_flow {

// One round's game for gamecore::solve_retrograde: a position is the token's vertex, valued for the player to move
// there. The token reaches the target only by the move that wins, so the player to move at the target has lost and
// has no moves; its own edges are no one's moves (nor is it anyone's parent). A vertex without edges is a loss.
// Target -1: none, only the dead ends end the game (the order RoundOutcomes numbers the vertices in).
class TokenGame {
public:
    TokenGame(const Graph& graph, int target) : graph_(&graph), target_(static_cast<std::size_t>(target)) {}

    std::size_t position_count() const { return static_cast<std::size_t>(graph_->vertices); }

    gamecore::Outcome primitive(std::size_t p) const {
        return p == target_ ? gamecore::LOSS : gamecore::UNDECIDED;
    }

    template <class Visit>
    void for_each_move(std::size_t p, Visit& visit) const {
        if (p == target_) return;
        const int* const neighbour = first_of(graph_->out);
        for (int i = graph_->out.first[p], end = graph_->out.first[p + 1]; i < end; ++i)
            visit(static_cast<std::size_t>(neighbour[i]));
    }

    template <class Visit>
    void for_each_parent(std::size_t q, Visit& visit) const {
        const int* const neighbour = first_of(graph_->in);
        for (int i = graph_->in.first[q], end = graph_->in.first[q + 1]; i < end; ++i) {
            const std::size_t p = static_cast<std::size_t>(neighbour[i]);
            if (p != target_) visit(p);
        }
    }

private:
    // The rows' storage, held in a register across a row (the visits store through pointers, so a vector's own
    // pointer would be reloaded every edge); null for a graph without edges, whose rows are all empty.
    static const int* first_of(const gamecore::Adjacency& rows) {
        return rows.neighbour.empty() ? 0 : &rows.neighbour[0];
    }

    const Graph* graph_;
    std::size_t target_;
};

// The judge's decide(graph, start, target): a retrograde run from the target, taken only as far as the start's
// value (gamecore::retrograde_until_decided), and kept for the next round if its target is the same. The result and
// the run's working arrays are kept from round to round, so after the first round a run allocates nothing.
//
// The runs go over a copy of the graph with the vertices renumbered once, in the order in which a run with no target
// (the dead ends its only losses) decides them, the undecided ones after them. Every round's run decides its
// vertices in much that order, so it reads the predecessor rows nearly front to back instead of one row at a random
// place per vertex. On scripts/bench's DAG of the judge's size (10^5 vertices, 5*10^5 edges, 500 rounds; the suite's
// machine waits about 300 ns for a read beyond 2 MB), CPU seconds, median of 7: whole runs 5.9, whole runs
// renumbered 2.3, runs stopped at the start 0.75. Rounds that need their whole run (the start a draw) stay at 2.3.
class RoundOutcomes {
public:
    RoundOutcomes() : graph_(0), target_(-1), finished_(false) {}

    gamecore::Outcome operator()(const Graph& graph, int start, int target) {
        begin(graph, target);
        const std::size_t x = at(start);
        // Run out without deciding the start: nobody can force a win from it.
        if (!gamecore::retrograde_until_decided(game(), result_, scratch_, x)) return gamecore::DRAW;
        return static_cast<gamecore::Outcome>(result_.outcome[x]);
    }

    // Solves the round whose target is `target` (vertices from 0, as in `graph`) to the end: every vertex's value.
    void run(const Graph& graph, int target) {
        begin(graph, target);
        if (!finished_) gamecore::finish_retrograde(game(), result_, scratch_);
        finished_ = true;
    }

    // The last round's values for the player to move with the token on v (from 0, as in the graph read).
    gamecore::Outcome outcome(int v) const { return static_cast<gamecore::Outcome>(result_.outcome[at(v)]); }
    unsigned remoteness(int v) const { return result_.remoteness[at(v)]; }

private:
    std::size_t at(int v) const { return static_cast<std::size_t>(label_[static_cast<std::size_t>(v)]); }
    TokenGame game() const { return TokenGame(ordered_, label_[static_cast<std::size_t>(target_)]); }

    // A new run unless this target's is under way (or done).
    void begin(const Graph& graph, int target) {
        if (&graph != graph_) renumber(graph);
        if (target == target_) return;
        target_ = target;
        gamecore::start_retrograde(game(), result_, scratch_);
        finished_ = false;
    }

    void renumber(const Graph& graph) {
        const std::size_t n = static_cast<std::size_t>(graph.vertices);
        gamecore::solve_retrograde(TokenGame(graph, -1), result_, scratch_);
        label_.assign(n, -1);
        int next = 0;
        for (std::size_t i = 0; i < scratch_.queue.size(); ++i) label_[scratch_.queue[i]] = next++;
        for (std::size_t v = 0; v < n; ++v)
            if (label_[v] < 0) label_[v] = next++;
        std::vector<int> from, to;
        from.reserve(graph.out.neighbour.size());
        to.reserve(graph.out.neighbour.size());
        for (std::size_t v = 0; v < n; ++v) {
            for (int i = graph.out.first[v]; i < graph.out.first[v + 1]; ++i) {
                from.push_back(label_[v]);
                to.push_back(label_[static_cast<std::size_t>(graph.out.neighbour[static_cast<std::size_t>(i)])]);
            }
        }
        ordered_.vertices = graph.vertices;
        gamecore::build_arcs(graph.vertices, from, to, ordered_.out);
        gamecore::build_arcs(graph.vertices, to, from, ordered_.in);
        graph_ = &graph;
        target_ = -1;
    }

    const Graph* graph_;        // the graph read, renumbered into ordered_
    int target_;                // the target (as read) result_ is for, or -1
    bool finished_;             // result_ holds every vertex's value
    std::vector<int> label_;    // [vertex as read]: its number in ordered_
    Graph ordered_;
    gamecore::RetrogradeResult result_;
    gamecore::RetrogradeScratch scratch_;
};

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    RoundOutcomes decide;
    answer_rounds(in, limits, out, decide);
}

}  // namespace time_flow

#endif
