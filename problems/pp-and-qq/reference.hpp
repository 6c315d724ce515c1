// HDU 3590 PP and QQ references: the forest played by its rules (cut an edge, drop what no longer reaches a root),
// memoised searches over the sets of edges left, no colon principle, no SJ theorem. Two games: the one the SJ theorem
// is proved for (the judge's semantics: play stops once every tree's Grundy value, found by a normal-play search, is
// 0) and the stated one (misère to the last edge). Used by tests.cpp, moves.hpp and pp-and-qq-reference.
#ifndef PP_AND_QQ_REFERENCE_HPP
#define PP_AND_QQ_REFERENCE_HPP

#include <cstddef>
#include <map>
#include <string>
#include <vector>

#include "gamecore/edge_subsets.hpp"
#include "gamecore/game_search.hpp"
#include "problem.hpp"

namespace pp_and_qq {

// The forest as one Hackenbush picture: every tree's root is the ground (vertex 0), tree t's node v >= 1 a vertex of
// its own. Edges are numbered tree by tree in input order; a position is the bit set of the edges left.
struct GroundGraph {
    explicit GroundGraph(const Forest& forest) : vertices(1) {
        for (std::size_t t = 0; t < forest.trees.size(); ++t) {
            const Tree& tree = forest.trees[t];
            const int offset = vertices - 1;  // node v >= 1 of the tree is vertex offset + v
            unsigned long long mine = 0;
            for (std::size_t i = 0; i < tree.end_a.size(); ++i) {
                mine |= 1ULL << end_a.size();
                end_a.push_back(tree.end_a[i] == 0 ? 0 : offset + tree.end_a[i]);
                end_b.push_back(tree.end_b[i] == 0 ? 0 : offset + tree.end_b[i]);
            }
            tree_edges.push_back(mine);
            vertices += tree.vertices - 1;
        }
    }

    unsigned long long all_edges() const { return end_a.empty() ? 0 : ~0ULL >> (64 - end_a.size()); }

    // The edges left after cutting edge e of position p.
    unsigned long long cut(unsigned long long p, std::size_t e) const {
        return gamecore::edges_connected_to_root(vertices, end_a, end_b, p & ~(1ULL << e));
    }

    int vertices;
    std::vector<int> end_a, end_b;
    std::vector<unsigned long long> tree_edges;  // per tree, its edges' bits
};

// Normal play on the edges left, for each tree's Grundy value (a position restricted to one tree's edges).
struct NormalRules {
    typedef unsigned long long Position;
    explicit NormalRules(const GroundGraph& g) : graph(g) {}
    void moves(const Position& p, std::vector<Position>& out) const {
        for (std::size_t e = 0; e < graph.end_a.size(); ++e)
            if (p >> e & 1) out.push_back(graph.cut(p, e));
    }
    GroundGraph graph;
};

// Misère play of the forest: who cannot move wins. In the SJ game a position where every tree is worth 0 has ended,
// and the player to move wins there as one with no move does.
class ForestSearch {
public:
    enum Game { sj_game, stated_game };

    ForestSearch(const Forest& forest, Game game) : graph_(forest), game_(game), grundy_(NormalRules(graph_)) {}

    const GroundGraph& graph() const { return graph_; }

    // Has play ended at p, the player to move winning?
    bool ended(unsigned long long p) {
        if (game_ == stated_game) return p == 0;
        for (std::size_t t = 0; t < graph_.tree_edges.size(); ++t)
            if (grundy_.grundy(p & graph_.tree_edges[t]) != 0) return false;
        return true;
    }

    bool wins(unsigned long long p) {
        const std::map<unsigned long long, bool>::const_iterator known = memo_.find(p);
        if (known != memo_.end()) return known->second;
        bool wins = ended(p);
        for (std::size_t e = 0; e < graph_.end_a.size() && !wins; ++e)
            if (p >> e & 1) wins = !this->wins(graph_.cut(p, e));
        memo_[p] = wins;
        return wins;
    }

    bool first_player_wins() { return wins(graph_.all_edges()); }

private:
    GroundGraph graph_;
    Game game_;
    gamecore::GameSearch<NormalRules> grundy_;
    std::map<unsigned long long, bool> memo_;
};

// Up to 3 trees of 6 nodes: at most 32^3 positions (three stars of 5 edges), 15 edges in all.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_trees = 3;
    limits.max_vertices = 6;
    limits.max_forest = 18;
    return limits;
}

inline std::string reference_description() {
    return "HDU 3590 reference: plays the forest by its rules in the game the judge's rule (the\n"
           "SJ theorem) is proved for: misere, play stopping once every tree's Grundy value (by a\n"
           "search) is 0. Same input and output as pp-and-qq, for at most 3 trees of 6 nodes.";
}

inline bool wins_in_sj_game(const Forest& forest) {
    return ForestSearch(forest, ForestSearch::sj_game).first_player_wins();
}

inline bool wins_in_stated_game(const Forest& forest) {
    return ForestSearch(forest, ForestSearch::stated_game).first_player_wins();
}

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    answer_cases(in, limits, out, wins_in_sj_game);
}

}  // namespace pp_and_qq

#endif
