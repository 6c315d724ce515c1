// CodeChef GERALD08 Chef and Tree Game: judge solver, the tree's exact surreal value (gamecore/dyadic.hpp) without
// recursion, O(N^2 / 64) limb operations at worst. Tested in tests.cpp against reference.hpp on every small tree.
#ifndef BLUE_RED_HACKENBUSH_SOLVER_HPP
#define BLUE_RED_HACKENBUSH_SOLVER_HPP

#include <cstddef>
#include <vector>

#include "gamecore/blue_red_edge.hpp"
#include "gamecore/dyadic.hpp"
#include "problem.hpp"

namespace blue_red_hackenbush {

using gamecore::Dyadic;

// Chef's (black) edge is Left's, so Chef's advantage counts positive; the edge rule itself is shared with
// purple-hearts (gamecore/blue_red_edge.hpp). Checked against the game search on every rooted tree of <= 7 vertices
// with every colouring (tests.cpp).
using gamecore::black_edge_value;
using gamecore::white_edge_value;

// The tree rooted at vertex 0: a breadth-first order (parents before children), each vertex's parent and the
// colour of the edge to it. Adjacency in compressed rows, so a path of 10^5 vertices costs no recursion.
struct RootedTree {
    std::vector<int> order;
    std::vector<int> parent;
    std::vector<unsigned char> parent_colour;
};

inline void root_tree(const Tree& tree, RootedTree& rooted) {
    const std::size_t n = static_cast<std::size_t>(tree.vertices);
    std::vector<int> start(n + 1, 0), neighbour(2 * tree.end_a.size()), edge_of(2 * tree.end_a.size());
    for (std::size_t e = 0; e < tree.end_a.size(); ++e) {
        ++start[tree.end_a[e] + 1];
        ++start[tree.end_b[e] + 1];
    }
    for (std::size_t v = 0; v < n; ++v) start[v + 1] += start[v];
    std::vector<int> fill(start.begin(), start.end() - 1);
    for (std::size_t e = 0; e < tree.end_a.size(); ++e) {
        const int a = tree.end_a[e], b = tree.end_b[e];
        neighbour[fill[a]] = b;
        edge_of[fill[a]++] = static_cast<int>(e);
        neighbour[fill[b]] = a;
        edge_of[fill[b]++] = static_cast<int>(e);
    }
    rooted.order.assign(1, 0);
    rooted.order.reserve(n);
    rooted.parent.assign(n, -1);
    rooted.parent_colour.assign(n, 0);
    for (std::size_t i = 0; i < rooted.order.size(); ++i) {
        const int v = rooted.order[i];
        for (int j = start[v]; j < start[v + 1]; ++j) {
            const int w = neighbour[j];
            if (w == rooted.parent[v] || w == 0) continue;  // a tree: the only way back is to the parent
            rooted.parent[w] = v;
            rooted.parent_colour[w] = tree.colour[edge_of[j]];
            rooted.order.push_back(w);
        }
    }
}

// Subtree values still waiting for their parent, owned here. A finished child's value is deleted at once: on a
// path every value has O(N / 32) limbs, and keeping all of them would take O(N^2) bytes.
class PendingValues {
public:
    explicit PendingValues(std::size_t n) : values_(n, static_cast<Dyadic*>(0)) {}
    ~PendingValues() {
        for (std::size_t v = 0; v < values_.size(); ++v) delete values_[v];
    }
    // The value summed so far at v, or `none` if nothing was added.
    const Dyadic& get(int v, const Dyadic& none) const { return values_[v] != 0 ? *values_[v] : none; }
    void add(int v, const Dyadic& term) {
        if (values_[v] == 0) values_[v] = new Dyadic(term);
        else *values_[v] += term;
    }
    void release(int v) {
        delete values_[v];
        values_[v] = 0;
    }

private:
    PendingValues(const PendingValues&);
    PendingValues& operator=(const PendingValues&);
    std::vector<Dyadic*> values_;
};

// The value of the whole tree: each vertex's subtree value, the sum of its children's edge values, is folded into
// its parent in reverse breadth-first order.
inline Dyadic tree_value(const Tree& tree) {
    RootedTree rooted;
    root_tree(tree, rooted);
    PendingValues value(static_cast<std::size_t>(tree.vertices));
    const Dyadic zero;
    for (std::size_t i = rooted.order.size(); i-- > 1;) {
        const int v = rooted.order[i];
        const Dyadic& x = value.get(v, zero);
        const Dyadic edge = rooted.parent_colour[v] == 0 ? black_edge_value(x) : white_edge_value(x);
        value.release(v);
        value.add(rooted.parent[v], edge);
    }
    return value.get(0, zero);
}

// A number is won by Left (Chef) when positive whoever starts, by Right (Ksen) when negative, and by the second
// player when zero.
inline Winners winners_of_value(int sign) {
    const Winners winners = {sign > 0, sign >= 0};
    return winners;
}

inline Winners winners(const Tree& tree) { return winners_of_value(tree_value(tree).sign()); }

// Lenient (the default): any blanks, CRLF, suite_limits(). Strict (--strict): the exact format and judge_limits().
inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    answer_cases(in, limits, out, winners);
}

}  // namespace blue_red_hackenbush

#endif
