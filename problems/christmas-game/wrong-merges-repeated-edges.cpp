// christmas-game-wrong-merges-repeated-edges: a deliberately WRONG decision, kept so that the stress tests prove they
// catch it. It stores each tree as an adjacency matrix, so an edge given twice is one edge: "1 / 2 2 / 1 2 / 1 2" is a
// cycle of two edges, which fuses into two loops worth 0 (Harry wins), but as one edge it is worth 1. Its problem's
// test executable fails unless the in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include <algorithm>
#include <cstddef>
#include <utility>
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "fusion.hpp"
#include "problem.hpp"

namespace {

unsigned long long tree_value(const christmas_game::Graph& g) {
    std::vector<std::pair<int, int> > edges;
    for (std::size_t i = 0; i < g.end_a.size(); ++i)
        edges.push_back(std::make_pair(std::min(g.end_a[i], g.end_b[i]), std::max(g.end_a[i], g.end_b[i])));
    std::sort(edges.begin(), edges.end());
    edges.erase(std::unique(edges.begin(), edges.end()), edges.end());  // the bug
    std::vector<int> a, b;
    for (std::size_t i = 0; i < edges.size(); ++i) {
        a.push_back(edges[i].first);
        b.push_back(edges[i].second);
    }
    return hackenbush::green_hackenbush_value(g.vertices, a, b, 0);
}

struct MatrixSum {
    MatrixSum() : sum(0) {}
    void clear() { sum = 0; }
    void add_tree(const christmas_game::Graph& g) { sum ^= tree_value(g); }
    bool first_player_wins() const { return sum != 0; }
    unsigned long long sum;
};

void solve(gamecore::Scanner& in, const christmas_game::Limits& limits, gamecore::Output& out) {
    MatrixSum sum;
    christmas_game::answer_cases(in, limits, out, sum);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("an edge given twice counted once", solve, christmas_game::suite_limits())
