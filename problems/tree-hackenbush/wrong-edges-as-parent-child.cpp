// tree-hackenbush-wrong-edges-as-parent-child: a deliberately WRONG decision, kept so that the stress tests prove they
// catch it. It takes each edge "x y" as parent x, child y, which the input does not promise (the trap a solution blog
// of HDU 3094 complains of): with "2 / 2 1" vertex 1 gets no child and Bob is said to win, though Alice deletes the
// only edge. Its problem's test executable fails unless the in-process stress run (src/tests/stress/in_process.cpp)
// catches it.
#include <cstddef>
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "problem.hpp"

namespace {

bool first_player_wins(const tree_hackenbush::Tree& tree) {
    std::vector<std::vector<int> > children(static_cast<std::size_t>(tree.vertices));
    for (std::size_t i = 0; i < tree.end_a.size(); ++i) children[tree.end_a[i]].push_back(tree.end_b[i]);  // the bug
    std::vector<int> order(1, 0);
    std::vector<int> parent(static_cast<std::size_t>(tree.vertices), -1);
    for (std::size_t i = 0; i < order.size(); ++i)
        for (std::size_t j = 0; j < children[order[i]].size(); ++j) {
            parent[children[order[i]][j]] = order[i];
            order.push_back(children[order[i]][j]);
        }
    std::vector<unsigned long long> value(static_cast<std::size_t>(tree.vertices), 0);
    for (std::size_t i = order.size(); i-- > 1;) value[parent[order[i]]] ^= value[order[i]] + 1;
    return value[0] != 0;
}

void solve(gamecore::Scanner& in, const tree_hackenbush::Limits& limits, gamecore::Output& out) {
    tree_hackenbush::answer_case(in, limits, out, first_player_wins);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("edges taken as parent, child", solve, tree_hackenbush::suite_limits())
