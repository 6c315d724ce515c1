// Codeforces 786A Berzerk reference: the game's values by their definition, iterated until nothing changes (no
// retrograde queue, no counters); O(n^2 (k1 + k2)). Used by tests.cpp, the in-process stress and berzerk-reference.
#ifndef BERZERK_REFERENCE_HPP
#define BERZERK_REFERENCE_HPP

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "problem.hpp"

namespace berzerk {

// The value of every (player to move, monster's object) by the definition: a win if some step lands in the black
// hole or where the other player, to move, loses; a loss if every step lands where he wins; a loop if neither ever
// becomes true. Starting from "unknown" everywhere, each sweep applies the two rules to the values of the sweep
// before, until a sweep changes nothing; what is still unknown is a loop. Each sweep decides at least one more state
// or ends it, so at most 2n sweeps.
class ValueIteration {
public:
    explicit ValueIteration(const Circle& circle)
        : n_(circle.objects), circle_(circle), value_(2 * static_cast<std::size_t>(n_ + 1), gamecore::UNDECIDED) {
        std::vector<gamecore::Outcome> next;
        for (bool changed = true; changed;) {
            changed = false;
            next = value_;
            for (int mover = RICK; mover <= MORTY; ++mover) {
                for (int object = 2; object <= n_; ++object) {
                    if (value(static_cast<Player>(mover), object) != gamecore::UNDECIDED) continue;
                    bool some_win = false, all_lose = true;
                    const std::vector<int>& steps = circle_.steps[mover];
                    for (std::size_t i = 0; i < steps.size(); ++i) {
                        const int to = landing(object, steps[i]);
                        const gamecore::Outcome there =
                            to == 1 ? gamecore::LOSS : value(static_cast<Player>(1 - mover), to);
                        some_win = some_win || there == gamecore::LOSS;
                        all_lose = all_lose && there == gamecore::WIN;
                    }
                    if (some_win || all_lose) {
                        next[index(static_cast<Player>(mover), object)] = some_win ? gamecore::WIN : gamecore::LOSS;
                        changed = true;
                    }
                }
            }
            value_.swap(next);
        }
    }

    // WIN, LOSS or DRAW (a loop) for `to_move` with the monster on `object` (2..n).
    gamecore::Outcome outcome(Player to_move, int object) const {
        const gamecore::Outcome v = value(to_move, object);
        return v == gamecore::UNDECIDED ? gamecore::DRAW : v;
    }

    // Where a step of `step` from `object` lands, clockwise on the circle 1..n.
    int landing(int object, int step) const { return (object - 1 + step) % n_ + 1; }

private:
    std::size_t index(Player to_move, int object) const {
        return static_cast<std::size_t>(to_move) * static_cast<std::size_t>(n_ + 1) + static_cast<std::size_t>(object);
    }
    gamecore::Outcome value(Player to_move, int object) const { return value_[index(to_move, object)]; }

    int n_;
    const Circle& circle_;
    std::vector<gamecore::Outcome> value_;
};

inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_objects = 200;  // up to 2n sweeps of 2n (k1 + k2) steps: n = 200 with full sets is about 10^8
    return limits;
}

inline std::string reference_description() {
    return "Codeforces 786A Berzerk reference: every state's value by the definition (win if a\n"
           "step reaches the black hole or a lost state, loss if every step reaches a won\n"
           "state), iterated until stable; the rest loop. Same input and output as berzerk,\n"
           "for n up to 200.";
}

// The judge's decide(circle, first, start) by the iteration, made at the first question of the input.
class OutcomesByIteration {
public:
    gamecore::Outcome operator()(const Circle& circle, Player first, int start) {
        return iteration(circle).outcome(first, start);
    }

    const ValueIteration& iteration(const Circle& circle) {
        if (solved_for_ != &circle) {
            iteration_ = std::make_unique<ValueIteration>(circle);
            solved_for_ = &circle;
        }
        return *iteration_;
    }

private:
    const Circle* solved_for_ = nullptr;
    std::unique_ptr<ValueIteration> iteration_;
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    OutcomesByIteration decide;
    answer_starts(in, limits, out, decide);
}

}  // namespace berzerk

#endif
