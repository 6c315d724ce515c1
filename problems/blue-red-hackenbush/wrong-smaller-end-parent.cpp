// blue-red-hackenbush-wrong-smaller-end-parent: a deliberately WRONG decision, kept so that the stress tests prove they
// catch it. It takes the smaller end of each edge as the parent, as a published GERALD08 attempt does (its own header
// says it did not get AC), though the input promises no such order: with "3 / 1 3 0 / 3 2 1" the black edge 1-3 carries
// the white edge 3-2 (worth 1/2: "Chef Chef"), but here 3 hangs from 2 by the white edge, 2 from nothing, and the tree
// is worth 0 ("Ksen Chef"). The edge values are the right ones (solver.hpp). Its problem's test executable fails unless
// the in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include <cstddef>
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "solver.hpp"

namespace {

using blue_red_hackenbush::Tree;
using gamecore::Dyadic;

blue_red_hackenbush::Winners winners(const Tree& tree) {
    const std::size_t n = static_cast<std::size_t>(tree.vertices);
    std::vector<int> parent(n, -1);
    std::vector<unsigned char> colour(n, 0);
    for (std::size_t e = 0; e < tree.end_a.size(); ++e) {
        const int low = tree.end_a[e] < tree.end_b[e] ? tree.end_a[e] : tree.end_b[e];
        const int high = tree.end_a[e] < tree.end_b[e] ? tree.end_b[e] : tree.end_a[e];
        parent[high] = low;  // the bug
        colour[high] = tree.colour[e];
    }
    // Parents have smaller labels here, so decreasing labels put children first.
    std::vector<Dyadic> value(n);
    for (std::size_t v = n; v-- > 1;) {
        if (parent[v] < 0) continue;  // an edge overwritten by another: this vertex hangs from nothing
        const Dyadic edge = colour[v] == 0 ? blue_red_hackenbush::black_edge_value(value[v])
                                           : blue_red_hackenbush::white_edge_value(value[v]);
        value[parent[v]] += edge;
        value[v] = Dyadic();
    }
    return blue_red_hackenbush::winners_of_value(value[0].sign());
}

void solve(gamecore::Scanner& in, const blue_red_hackenbush::Limits& limits, gamecore::Output& out) {
    blue_red_hackenbush::answer_cases(in, limits, out, winners);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("smaller end taken as the parent", solve, blue_red_hackenbush::suite_limits())
