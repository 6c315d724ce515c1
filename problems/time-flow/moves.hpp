// Luogu P6560 [SBCOI2020] 时光的流逝 on the command line: a case is one round; --moves lists the first player's
// winning first moves, --explain the quickest (C++17, never judged). O(n + m) a round (its retrograde run), O(deg)
// more a case. Tested in-process against moves_by_rules, which tries every edge on the reference's iteration.
#ifndef TIME_FLOW_MOVES_HPP
#define TIME_FLOW_MOVES_HPP

#include <algorithm>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace time_flow {

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation =
        "V, the vertex (from 1) the first move takes the token to; ascending, a vertex once however many edges "
        "lead there";
    static constexpr bool long_lists = true;  // a vertex may have 10^6 successors

    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        answer_rounds(in, limits, out, per_case);
    }

    // 1: the first player wins; -1: the second does; 0: nobody can force a win.
    static std::optional<std::vector<gamesuite::Outcome>> judge_outcomes(const std::string& answers) {
        return gamesuite::outcome_per_line(answers, [](const std::string& line) {
            if (line == "0") return gamesuite::Outcome::draw;
            return gamesuite::outcome_of_words(line, "1", "-1");
        });
    }

    gamesuite::MoveList moves(const Graph& graph, int start, int target) {
        runs_.run(graph, target);
        const gamecore::Outcome outcome = runs_.outcome(start);
        if (outcome == gamecore::DRAW) return gamesuite::MoveList::draw();
        std::vector<std::string> winning;
        if (outcome == gamecore::WIN)
            for (int w : successors(graph, start))
                if (w == target || runs_.outcome(w) == gamecore::LOSS) winning.push_back(std::to_string(w + 1));
        return winning;
    }

    void explain(gamesuite::CaseLines& lines, const Graph& graph, int start, int target) {
        runs_.run(graph, target);
        const std::string from = std::to_string(start + 1);
        const std::string why = "solved backwards from the target " + std::to_string(target + 1) +
                                " and the vertices without a way out, the token on " + from + " ";
        const std::vector<int> next = successors(graph, start);
        switch (runs_.outcome(start)) {
        case gamecore::WIN: {
            int best = -1;
            unsigned best_left = 0;
            for (int w : next) {
                const bool wins = w == target || runs_.outcome(w) == gamecore::LOSS;
                const unsigned left = w == target ? 0 : runs_.remoteness(w);
                if (wins && (best < 0 || left < best_left)) best = w, best_left = left;
            }
            lines.explain_win(why + "is won in " + gamesuite::counted(runs_.remoteness(start), "move"),
                              std::to_string(best + 1),
                              "move the token from " + from + " to " + std::to_string(best + 1),
                              best == target  ? "the target: the game is won"
                              : best_left == 0 ? "the opponent has no edge to move along there"
                                               : "the opponent is lost there and holds out " +
                                                     gamesuite::counted(best_left, "move") +
                                                     " at best; no other move wins sooner");
            break;
        }
        case gamecore::LOSS:
            lines.explain_loss(next.empty() ? why + "has no edge to move along"
                                            : why + "is lost: " +
                                                  (next.size() == 1 ? std::string("its one move reaches")
                                                                    : "each of its " + std::to_string(next.size()) +
                                                                          " moves reaches") +
                                                  " a vertex won for the opponent; the longest defence lasts " +
                                                  gamesuite::counted(runs_.remoteness(start), "move") + " in all");
            break;
        default: {
            int looping = -1;
            for (int w : next)
                if (looping < 0 && w != target && runs_.outcome(w) == gamecore::DRAW)
                    looping = w;
            lines.explain_draw(why + "is a draw: no move reaches the target or a vertex lost for the opponent, and "
                                     "the move to " +
                               std::to_string(looping + 1) +
                               " reaches one where the opponent cannot force a win either: the token can go round "
                               "a cycle for ever");
        }
        }
    }

    // By the rules: every edge from the start, kept when it reaches the target or a vertex where the reference's
    // iteration finds the opponent, to move, lost; with none, a draw if some edge reaches a vertex the iteration
    // leaves undecided, else a loss.
    gamesuite::MoveList moves_by_rules(const Graph& graph, int start, int target) {
        std::unique_ptr<ValueIteration>& iteration = iterations_[target];  // graph: one an input, as is this object
        if (!iteration) iteration = std::make_unique<ValueIteration>(graph, target);
        std::vector<std::string> winning;
        bool draws = false;
        for (int w : successors(graph, start)) {
            const gamecore::Outcome there = w == target ? gamecore::LOSS : iteration->outcome(w);
            if (there == gamecore::LOSS) winning.push_back(std::to_string(w + 1));
            draws = draws || there == gamecore::DRAW;
        }
        if (winning.empty() && draws) return gamesuite::MoveList::draw();
        return winning;
    }

private:
    // The vertices one edge from v, ascending, each once.
    static std::vector<int> successors(const Graph& graph, int v) {
        std::vector<int> next(graph.out.neighbour.begin() + graph.out.first[static_cast<std::size_t>(v)],
                              graph.out.neighbour.begin() + graph.out.first[static_cast<std::size_t>(v) + 1]);
        std::sort(next.begin(), next.end());
        next.erase(std::unique(next.begin(), next.end()), next.end());
        return next;
    }

    RoundOutcomes runs_;
    std::map<int, std::unique_ptr<ValueIteration> > iterations_;
};

}  // namespace time_flow

#endif
