// Codeforces 786A Berzerk on the command line: a case is one start (who moves first, the monster's object), in the
// judge's order; --moves lists the first player's winning steps, --explain the quickest (C++17, never judged).
// O(n (k1 + k2)) once an input, O(k) a case. Tested in-process against moves_by_rules on the reference's iteration.
#ifndef BERZERK_MOVES_HPP
#define BERZERK_MOVES_HPP

#include <algorithm>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace berzerk {

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation =
        "X, a step of the first player's set that wins (the monster moves X objects clockwise); ascending. A case is "
        "one start, in the judge's order: the monster on objects 2..n with Rick moving first, then with Morty";
    static constexpr bool long_lists = true;  // a set holds up to n - 1 steps

    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        answer_starts(in, limits, out, per_case);
    }

    // Two lines of words, Rick's starts then Morty's: Win, Lose, or Loop (nobody wins).
    static std::optional<std::vector<gamesuite::Outcome>> judge_outcomes(const std::string& answers) {
        std::vector<gamesuite::Outcome> outcomes;
        std::istringstream words(answers);
        for (std::string word; words >> word;) {
            if (word == "Win") outcomes.push_back(gamesuite::Outcome::win);
            else if (word == "Lose") outcomes.push_back(gamesuite::Outcome::lose);
            else if (word == "Loop") outcomes.push_back(gamesuite::Outcome::draw);
            else throw std::runtime_error("the judge answer '" + word + "' is none of Win, Lose, Loop");
        }
        return outcomes;
    }

    gamesuite::MoveList moves(const Circle& circle, Player first, int start) {
        const Solved& s = solved(circle);
        const gamecore::Outcome outcome = s.outcome(first, start);
        if (outcome == gamecore::DRAW) return gamesuite::MoveList::draw();
        std::vector<std::string> winning;
        if (outcome == gamecore::WIN)
            for (int step : s.sorted_steps[first])
                if (s.lost_after(first, start, step)) winning.push_back(std::to_string(step));
        return winning;
    }

    void explain(gamesuite::CaseLines& lines, const Circle& circle, Player first, int start) {
        const Solved& s = solved(circle);
        const Player other = static_cast<Player>(1 - first);
        const std::string why = std::string(name(first)) + " moves first, the monster on object " +
                                std::to_string(start) + "; solved backwards from the black hole over the " +
                                std::to_string(2 * circle.objects) + " states (object, player to move), ";
        const gamecore::Outcome outcome = s.outcome(first, start);
        if (outcome == gamecore::WIN) {
            int best = 0;
            unsigned best_left = 0;
            for (int step : s.sorted_steps[first]) {
                if (!s.lost_after(first, start, step)) continue;
                const unsigned left = s.moves_left(other, s.landing(start, step));
                if (best == 0 || left < best_left) best = step, best_left = left;
            }
            const int to = s.landing(start, best);
            const std::string where = to == 1 ? "into the black hole" : "to object " + std::to_string(to);
            const std::string after = to == 1 ? "he wins at once"
                                              : std::string(name(other)) + " is lost there and holds out " +
                                                    gamesuite::counted(best_left, "move") +
                                                    " at best; no other step wins sooner";
            lines.explain_win(why + "he wins in " + gamesuite::counted(s.moves_left(first, start), "move"),
                              std::to_string(best),
                              std::string(name(first)) + " moves the monster " + std::to_string(best) +
                                  " objects clockwise, " + where,
                              after);
        } else if (outcome == gamecore::LOSS) {
            lines.explain_loss(why + "every step of his (" +
                               gamesuite::counted(circle.steps[first].size(), "step") + ") leads where " + name(other) +
                               " wins; the longest defence lasts " +
                               gamesuite::counted(s.moves_left(first, start), "move") + " in all");
        } else {
            int looping = 0;
            for (int step : s.sorted_steps[first])
                if (looping == 0 && s.outcome(other, s.landing(start, step)) == gamecore::DRAW) looping = step;
            lines.explain_draw(why + "no step of his reaches the black hole or a state " + name(other) +
                               " loses, and the step " + std::to_string(looping) + " (to object " +
                               std::to_string(s.landing(start, looping)) + ") leads where " + name(other) +
                               " cannot force a win either: the game loops");
        }
    }

    // By the rules: each step of the first player's, kept when it lands in the black hole or where the reference's
    // iteration finds the other player, to move, lost; with none, a loop if some step lands where the iteration
    // finds neither player winning, else a loss.
    gamesuite::MoveList moves_by_rules(const Circle& circle, Player first, int start) {
        const ValueIteration& iteration = by_iteration_.iteration(circle);
        std::vector<int> steps = circle.steps[first];
        std::sort(steps.begin(), steps.end());
        std::vector<std::string> winning;
        bool loops = false;
        for (int step : steps) {
            const int to = iteration.landing(start, step);
            const gamecore::Outcome there =
                to == 1 ? gamecore::LOSS : iteration.outcome(static_cast<Player>(1 - first), to);
            if (there == gamecore::LOSS) winning.push_back(std::to_string(step));
            loops = loops || there == gamecore::DRAW;
        }
        if (winning.empty() && loops) return gamesuite::MoveList::draw();
        return winning;
    }

private:
    static const char* name(Player player) { return player == RICK ? "Rick" : "Morty"; }

    // One input's circle solved once, with each set sorted once for the lists.
    struct Solved {
        const Circle* circle = nullptr;
        gamecore::RetrogradeResult result;
        std::vector<int> sorted_steps[2];

        std::size_t position(Player to_move, int object) const { return CircleGame(*circle).position(to_move, object); }
        gamecore::Outcome outcome(Player to_move, int object) const {
            return static_cast<gamecore::Outcome>(result.outcome[position(to_move, object)]);
        }
        unsigned moves_left(Player to_move, int object) const { return result.remoteness[position(to_move, object)]; }
        int landing(int object, int step) const { return (object - 1 + step) % circle->objects + 1; }
        // Does `step` win for `mover`: into the black hole, or where the other player, to move, has lost?
        bool lost_after(Player mover, int object, int step) const {
            const int to = landing(object, step);
            return to == 1 || outcome(static_cast<Player>(1 - mover), to) == gamecore::LOSS;
        }
    };

    const Solved& solved(const Circle& circle) {
        if (solved_.circle != &circle) {
            gamecore::solve_retrograde(CircleGame(circle), solved_.result);
            for (int player = RICK; player <= MORTY; ++player) {
                solved_.sorted_steps[player] = circle.steps[player];
                std::sort(solved_.sorted_steps[player].begin(), solved_.sorted_steps[player].end());
            }
            solved_.circle = &circle;
        }
        return solved_;
    }

    Solved solved_;
    OutcomesByIteration by_iteration_;  // the reference's iteration, made once an input
};

}  // namespace berzerk

#endif
