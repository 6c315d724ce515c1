// Codeforces 786A Berzerk judge solver: the 2n states (monster's object, player to move) by the core's retrograde
// analysis with draws (gamecore/retrograde.hpp), O(n (k1 + k2)). Tested in tests.cpp against reference.hpp's value
// iteration on every pair of sets for n <= 6 and on random circles, and by the testdata.
#ifndef BERZERK_SOLVER_HPP
#define BERZERK_SOLVER_HPP

#include <cstddef>
#include <vector>

#include "gamecore/retrograde.hpp"
#include "problem.hpp"

namespace berzerk {

// The circle as a game graph for gamecore::solve_retrograde: position player * n + (object - 1), the player being
// the one to move. Index 0 of either player is the black hole: the monster is there only right after a move into
// it, so the player to move there has lost, and has no moves (nor is it anyone's parent).
class CircleGame {
public:
    explicit CircleGame(const Circle& circle) : n_(static_cast<std::size_t>(circle.objects)), circle_(&circle) {}

    std::size_t position_count() const { return 2 * n_; }

    std::size_t position(Player to_move, int object) const {
        return static_cast<std::size_t>(to_move) * n_ + static_cast<std::size_t>(object - 1);
    }

    gamecore::Outcome primitive(std::size_t p) const { return p % n_ == 0 ? gamecore::LOSS : gamecore::UNDECIDED; }

    // The mover's every step, clockwise, to the other player's turn.
    template <class Visit>
    void for_each_move(std::size_t p, Visit& visit) const {
        const std::size_t at = p % n_;
        if (at == 0) return;
        const std::size_t mover = p / n_;
        const std::size_t next = (1 - mover) * n_;
        const std::vector<int>& steps = circle_->steps[mover];
        for (std::size_t i = 0; i < steps.size(); ++i) {
            std::size_t to = at + static_cast<std::size_t>(steps[i]);
            if (to >= n_) to -= n_;
            visit(next + to);
        }
    }

    // The other player's every step, taken back: where he moved from. The black hole is no one's parent.
    template <class Visit>
    void for_each_parent(std::size_t q, Visit& visit) const {
        const std::size_t at = q % n_;
        const std::size_t mover = 1 - q / n_;
        const std::size_t base = mover * n_;
        const std::vector<int>& steps = circle_->steps[mover];
        for (std::size_t i = 0; i < steps.size(); ++i) {
            // Without a branch: the steps come in the input's order, so whether one wraps past object 1 is a coin
            // toss to the branch predictor. With the branch, the judge's largest input (n = 7000, every step in
            // both sets) took 0.32 s of CPU, without it 0.12 s (medians of 7, scripts/bench's input).
            const std::size_t step = static_cast<std::size_t>(steps[i]);
            const std::size_t from = at - step + (n_ & (0 - static_cast<std::size_t>(at < step)));
            if (from != 0) visit(base + from);
        }
    }

private:
    std::size_t n_;
    const Circle* circle_;
};

// The judge's decide(circle, first, start): the circle solved at the first question (answer_starts asks them all of
// one circle), every answer a lookup. `result` holds the outcomes and remoteness of all 2n positions.
class CircleOutcomes {
public:
    CircleOutcomes() : solved_for_(0) {}

    gamecore::Outcome operator()(const Circle& circle, Player first, int start) {
        return static_cast<gamecore::Outcome>(solved(circle).outcome[CircleGame(circle).position(first, start)]);
    }

    const gamecore::RetrogradeResult& solved(const Circle& circle) {
        if (solved_for_ != &circle) {
            gamecore::solve_retrograde(CircleGame(circle), result_);
            solved_for_ = &circle;
        }
        return result_;
    }

private:
    const Circle* solved_for_;
    gamecore::RetrogradeResult result_;
};

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    CircleOutcomes decide;
    answer_starts(in, limits, out, decide);
}

}  // namespace berzerk

#endif
