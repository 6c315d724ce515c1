// The stated game (pp-and-qq --exact): misère Green Hackenbush on the forest played to the last edge, by a memoised
// search over the sets of edges left (O(positions x edges), bounded), else an error. Tested in tests.cpp against
// reference.hpp's search of the same game, and on the smallest forest where the judge's rule is wrong.
#ifndef PP_AND_QQ_EXACT_HPP
#define PP_AND_QQ_EXACT_HPP

#include <cstddef>
#include <cstdio>
#include <string>
#include <vector>

#include "gamecore/adjacency.hpp"
#include "gamecore/limits.hpp"
#include "problem.hpp"

namespace pp_and_qq {

// No theory decides misère Hackenbush forests in general, so --exact searches: at most 64 edges (a position is a
// 64-bit set) and 10^6 positions (about 20 MB of table, well under a second).
const int max_exact_edges = 64;
const long long max_exact_positions = 1000000;
const long long saturated_positions = 4000000000000000000LL;  // "more than we count"

// The line `pp-and-qq --limits` adds for --exact.
inline std::string exact_limits_text() {
    return "- --exact: at most " + gamecore::readable(max_exact_edges) + " edges and " +
           gamecore::readable(max_exact_positions) +
           " positions a case (the product over the trees of their subtrees that hold the root)\n";
}

// A tree's edges as the search sees them: below[i], the edges of the subtree that hangs from edge i (i itself
// included), numbered from `first` on; cutting edge i drops exactly those. `positions` counts the subtrees that hold
// the root, r(v) = product of (1 + r(c)) over v's children, saturating.
struct RootedEdges {
    RootedEdges(const Tree& tree, int first) : positions(1) {
        const std::size_t n = static_cast<std::size_t>(tree.vertices);
        gamecore::Adjacency adj;
        gamecore::build_adjacency(tree.vertices, tree.end_a, tree.end_b, adj);
        std::vector<int> order(1, 0), parent(n, -1), up_edge(n, -1);  // up_edge[v]: v's edge to its parent
        parent[0] = 0;
        for (std::size_t i = 0; i < order.size(); ++i)
            for (int e = adj.first[order[i]]; e < adj.first[order[i] + 1]; ++e)
                if (parent[adj.neighbour[e]] < 0) {
                    parent[adj.neighbour[e]] = order[i];
                    order.push_back(adj.neighbour[e]);
                }
        for (std::size_t i = 0; i < tree.end_a.size(); ++i)
            up_edge[parent[tree.end_b[i]] == tree.end_a[i] ? tree.end_b[i] : tree.end_a[i]] = static_cast<int>(i);
        std::vector<unsigned long long> hanging(n, 0);  // the edges below v, when they fit in 64 bits
        std::vector<long long> rooted(n, 1);
        for (std::size_t i = order.size(); i-- > 1;) {
            const int v = order[i], e = up_edge[v];
            if (first + e < max_exact_edges) hanging[v] |= 1ULL << (first + e);
            hanging[parent[v]] |= hanging[v];
            const long long ways = rooted[v] + 1;
            long long& at_parent = rooted[parent[v]];
            at_parent = at_parent > saturated_positions / ways ? saturated_positions : at_parent * ways;
        }
        below.assign(tree.end_a.size(), 0);
        for (std::size_t v = 1; v < order.size(); ++v) below[up_edge[order[v]]] = hanging[order[v]];
        positions = rooted[0];
    }

    std::vector<unsigned long long> below;
    long long positions;
};

// The win/loss of every position met, in an open-addressing table keyed by the (never empty) set of edges left.
class ExactSearch {
public:
    ExactSearch(const std::vector<unsigned long long>& below, long long positions) : below_(below) {
        std::size_t size = 1;
        while (size < static_cast<std::size_t>(2 * positions)) size *= 2;
        keys_.assign(size, 0);
        lost_.assign(size, 0);
        mask_ = size - 1;
    }

    // Misère: with no edge left the player to move has won; else a cut into a lost position wins.
    bool wins(unsigned long long p) {
        if (p == 0) return true;
        unsigned long long hash = p * 0x9E3779B97F4A7C15ULL;
        std::size_t slot = static_cast<std::size_t>(hash ^ (hash >> 29)) & mask_;
        while (keys_[slot] != 0 && keys_[slot] != p) slot = (slot + 1) & mask_;
        if (keys_[slot] == p) return !lost_[slot];
        bool wins = false;
        for (unsigned long long left = p; left != 0 && !wins; left &= left - 1) {
            const int e = __builtin_ctzll(left);
            wins = !this->wins(p & ~below_[static_cast<std::size_t>(e)]);
        }
        // The recursion may have filled the slot's run: find a free slot again.
        while (keys_[slot] != 0) slot = (slot + 1) & mask_;
        keys_[slot] = p;
        lost_[slot] = !wins;
        return wins;
    }

private:
    std::vector<unsigned long long> below_;
    std::vector<unsigned long long> keys_;
    std::vector<char> lost_;
    std::size_t mask_;
};

// PP's outcome in the stated game. Throws InputError, at the case's N, past the search's bounds.
inline bool wins_exactly(const Forest& forest) {
    std::vector<unsigned long long> below;
    long long positions = 1, edges = 0;
    for (std::size_t t = 0; t < forest.trees.size(); ++t) {
        const RootedEdges tree(forest.trees[t], static_cast<int>(edges < max_exact_edges ? edges : max_exact_edges));
        below.insert(below.end(), tree.below.begin(), tree.below.end());
        edges += static_cast<long long>(tree.below.size());
        positions = positions > saturated_positions / tree.positions ? saturated_positions : positions * tree.positions;
    }
    if (edges <= max_exact_edges && positions <= max_exact_positions) {
        ExactSearch search(below, positions);
        return search.wins(edges == 0 ? 0 : ~0ULL >> (64 - edges));
    }
    char found[96];
    if (positions >= saturated_positions) std::sprintf(found, "%lld edges and more than 4*10^18 positions", edges);
    else std::sprintf(found, "%lld edges and %s positions", edges, gamecore::readable(positions).c_str());
    throw gamecore::InputError(forest.line, forest.column,
                               "a case within --exact's search (at most " + gamecore::readable(max_exact_edges) +
                                   " edges and " + gamecore::readable(max_exact_positions) + " positions)",
                               found);
}

}  // namespace pp_and_qq

#endif
