// christmas-game-wrong-every-cycle-vanishes: a deliberately WRONG decision, kept so that the stress tests prove they
// catch it. It removes every cycle, odd or even, and plays what is left as a tree: a triangle hanging at the root ("1 /
// 3 3 / 1 2 / 2 3 / 3 1") is worth 1 (it fuses into three loops), so Sally wins, but with the cycle gone nothing is
// left and it says Harry. Its problem's test executable fails unless the in-process stress run
// (src/tests/stress/in_process.cpp) catches it.
#include <cstddef>
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "fusion.hpp"
#include "problem.hpp"

namespace {

// The bridges alone: an edge is kept iff deleting it would cut the graph (one more reachability search per edge,
// fine for the small inputs of the stress test).
unsigned long long tree_value(const christmas_game::Graph& g) {
    std::vector<int> kept_a, kept_b;
    for (std::size_t skip = 0; skip < g.end_a.size(); ++skip) {
        std::vector<bool> reached(static_cast<std::size_t>(g.vertices), false);
        reached[g.end_a[skip]] = true;
        for (bool grew = true; grew;) {
            grew = false;
            for (std::size_t e = 0; e < g.end_a.size(); ++e)
                if (e != skip && reached[g.end_a[e]] != reached[g.end_b[e]]) {
                    reached[g.end_a[e]] = reached[g.end_b[e]] = true;
                    grew = true;
                }
        }
        if (!reached[g.end_b[skip]]) {
            kept_a.push_back(g.end_a[skip]);
            kept_b.push_back(g.end_b[skip]);
        }
    }
    return hackenbush::green_hackenbush_value(g.vertices, kept_a, kept_b, 0);  // the bug: cycles dropped, not fused
}

struct CyclesDropped {
    CyclesDropped() : sum(0) {}
    void clear() { sum = 0; }
    void add_tree(const christmas_game::Graph& g) { sum ^= tree_value(g); }
    bool first_player_wins() const { return sum != 0; }
    unsigned long long sum;
};

void solve(gamecore::Scanner& in, const christmas_game::Limits& limits, gamecore::Output& out) {
    CyclesDropped sum;
    christmas_game::answer_cases(in, limits, out, sum);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("drops odd cycles as well as even ones", solve, christmas_game::suite_limits())
