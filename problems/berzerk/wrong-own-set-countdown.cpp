// berzerk-wrong-own-set-countdown: a deliberately WRONG decision, kept so that the stress tests prove they catch it.
// A contestant's retrograde BFS whose countdown of a state's undecided moves starts from the wrong set's size: that
// of the player who moved INTO the state, not of the one to move there (the catalogue's trap: "that count is that
// player's set size"). Where the two sets differ in size, states are declared lost too early or never. Its problem's
// test executable fails unless the in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include <cstddef>
#include <utility>
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

struct OwnSetCountdown {
    const berzerk::Circle* solved_for = nullptr;
    std::vector<gamecore::Outcome> value[2];  // [player to move][object - 1]

    gamecore::Outcome operator()(const berzerk::Circle& circle, berzerk::Player first, int start) {
        if (solved_for != &circle) solve(circle);
        return value[first][static_cast<std::size_t>(start - 1)];
    }

    void solve(const berzerk::Circle& circle) {
        solved_for = &circle;
        const int n = circle.objects;
        std::vector<std::size_t> left[2];
        std::vector<std::pair<int, int> > queue;  // (player to move, object index from 0)
        for (int p = 0; p < 2; ++p) {
            value[p].assign(static_cast<std::size_t>(n), gamecore::DRAW);
            left[p].assign(static_cast<std::size_t>(n), circle.steps[1 - p].size());  // the bug: the other's set
            value[p][0] = gamecore::LOSS;
            queue.push_back(std::make_pair(p, 0));
        }
        for (std::size_t head = 0; head < queue.size(); ++head) {
            const int p = queue[head].first, at = queue[head].second, mover = 1 - p;
            const bool lost = value[p][static_cast<std::size_t>(at)] == gamecore::LOSS;
            for (std::size_t i = 0; i < circle.steps[mover].size(); ++i) {
                const int from = ((at - circle.steps[mover][i]) % n + n) % n;
                gamecore::Outcome& v = value[mover][static_cast<std::size_t>(from)];
                if (from == 0 || v != gamecore::DRAW) continue;
                if (lost) v = gamecore::WIN;
                else if (--left[mover][static_cast<std::size_t>(from)] == 0) v = gamecore::LOSS;
                if (v != gamecore::DRAW) queue.push_back(std::make_pair(mover, from));
            }
        }
    }
};

void solve(gamecore::Scanner& in, const berzerk::Limits& limits, gamecore::Output& out) {
    OwnSetCountdown decide;
    berzerk::answer_starts(in, limits, out, decide);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("a state's moves counted down from the other player's set size", solve, berzerk::suite_limits())
