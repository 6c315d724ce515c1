// blue-red-hackenbush-wrong-edge-plus-one: a deliberately WRONG decision, kept so that the stress tests prove they
// catch it. It values every black edge at x + 1 and every white one at x - 1 above a subtree worth x, the rule for
// single-coloured stalks carried over to mixed ones (integers only, so no exact arithmetic seems needed). "3 / 1 2 0 /
// 2 3 1" (sample case 5): black under white is worth 1/2 and Chef wins either way, but here -1 + 1 = 0 and the first
// player is said to lose. Its problem's test executable fails unless the in-process stress run
// (src/tests/stress/in_process.cpp) catches it.
#include <cstddef>
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "solver.hpp"

namespace {

using blue_red_hackenbush::Tree;

blue_red_hackenbush::Winners winners(const Tree& tree) {
    blue_red_hackenbush::RootedTree rooted;
    blue_red_hackenbush::root_tree(tree, rooted);
    std::vector<long long> value(static_cast<std::size_t>(tree.vertices), 0);
    for (std::size_t i = rooted.order.size(); i-- > 1;) {
        const int v = rooted.order[i];
        value[rooted.parent[v]] += rooted.parent_colour[v] == 0 ? value[v] + 1 : value[v] - 1;  // the bug
    }
    return blue_red_hackenbush::winners_of_value(value[0] > 0 ? 1 : value[0] < 0 ? -1 : 0);
}

void solve(gamecore::Scanner& in, const blue_red_hackenbush::Limits& limits, gamecore::Output& out) {
    blue_red_hackenbush::answer_cases(in, limits, out, winners);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("every edge worth x + 1 or x - 1", solve, blue_red_hackenbush::suite_limits())
