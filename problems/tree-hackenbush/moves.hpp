// AtCoder AGC017 D Game on Tree on the command line: --moves lists every winning cut, --explain says why (C++17,
// never judged). O(N) a tree. Tested in-process against moves_by_rules, which cuts every edge on the search.
#ifndef TREE_HACKENBUSH_MOVES_HPP
#define TREE_HACKENBUSH_MOVES_HPP

#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "gamecore/adjacency.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace tree_hackenbush {

// The tree rooted at vertex 1: each vertex's parent, its colon value g(v) = xor of (g(c) + 1) over its children,
// and the edges (by input number) whose cut leaves the whole tree worth 0.
//
// Cutting inside the subtree of a child c of v changes only c's term g(c) + 1 in g(v). So for g(v) to become
// need(v) (need(root) = 0), c's term must become x = need(v) xor g(v) xor (g(c) + 1): x = 0 is the cut of the edge
// v-c itself, and x >= 1 asks c's subtree for need(c) = x - 1, whose cuts are found the same way.
struct ColonCuts {
    explicit ColonCuts(const Tree& tree) {
        const std::size_t n = static_cast<std::size_t>(tree.vertices);
        gamecore::Adjacency adj;
        gamecore::build_adjacency(tree.vertices, tree.end_a, tree.end_b, adj);
        std::vector<int> order(1, 0);  // breadth-first from the root: every vertex after its parent
        parent.assign(n, -1);
        parent[0] = 0;
        for (std::size_t i = 0; i < order.size(); ++i)
            for (int e = adj.first[order[i]]; e < adj.first[order[i] + 1]; ++e)
                if (parent[adj.neighbour[e]] < 0) {
                    parent[adj.neighbour[e]] = order[i];
                    order.push_back(adj.neighbour[e]);
                }
        value.assign(n, 0);
        for (std::size_t i = order.size(); i-- > 1;) value[parent[order[i]]] ^= value[order[i]] + 1;
        std::vector<bool> asked(n, false);  // need[v] holds only where asked
        std::vector<unsigned long long> need(n, 0);
        asked[0] = true;
        std::vector<bool> cut_to(n, false);  // the edge from its parent to v wins
        for (std::size_t i = 1; i < order.size(); ++i) {
            const int c = order[i], v = parent[c];
            if (!asked[v]) continue;
            const unsigned long long x = need[v] ^ value[v] ^ (value[c] + 1);
            if (x == 0) cut_to[c] = true;
            else asked[c] = true, need[c] = x - 1;
        }
        for (std::size_t i = 0; i < tree.end_a.size(); ++i) {
            const int a = tree.end_a[i], b = tree.end_b[i];
            if (cut_to[parent[b] == a ? b : a]) winning.push_back(i);
        }
    }

    std::vector<int> parent;
    std::vector<unsigned long long> value;
    std::vector<std::size_t> winning;  // edge indices, ascending
};

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation = "E, the edge cut, numbered from 1 in input order; ascending";
    static constexpr bool long_lists = true;

    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        answer_case(in, limits, out, per_case);
    }
    // Alice moves first.
    static constexpr gamesuite::AnswerWords answer_words = {"Alice", "Bob"};

    gamesuite::MoveList moves(const Tree& tree) {
        std::vector<std::string> moves;
        for (std::size_t e : ColonCuts(tree).winning) moves.push_back(std::to_string(e + 1));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, const Tree& tree) {
        const ColonCuts cuts(tree);
        const std::string why = "by the colon principle a vertex is worth the xor of (child's value + 1) over its "
                                "children, and the tree from vertex 1 is worth " + std::to_string(cuts.value[0]);
        if (cuts.winning.empty()) {
            lines.explain_loss(why + ": every cut leaves a nonzero value, so Bob wins");
            return;
        }
        const std::size_t e = cuts.winning.front();
        const int a = tree.end_a[e], b = tree.end_b[e], child = cuts.parent[b] == a ? b : a;
        lines.explain_win(why + ", not 0: Alice wins", std::to_string(e + 1),
                          "cut edge " + std::to_string(e + 1) + " (" + std::to_string(a + 1) + "-" +
                              std::to_string(b + 1) + "), dropping the subtree of " + std::to_string(child + 1) +
                              ", worth " + std::to_string(cuts.value[child]) + " + 1 to its parent",
                          "the tree left is worth 0, and every cut Bob makes leaves it nonzero");
    }

    // By the rules: every edge cut (with what falls off), kept when the search finds the edges left lost for the
    // player then to move.
    gamesuite::MoveList moves_by_rules(const Tree& tree) {
        const EdgeRules rules(tree);
        gamecore::GameSearch<EdgeRules> search(rules);
        std::vector<std::string> moves;
        for (std::size_t e = 0; e < tree.end_a.size(); ++e)
            if (!search.wins(rules.connected_to_root(rules.all_edges() & ~(1UL << e))))
                moves.push_back(std::to_string(e + 1));
        return moves;
    }

    // --play: a tree after cuts is no case (its edges keep their input numbers), so play's Board is the tree and the
    // edges still joined to vertex 1.
    struct Board {
        Tree tree;
        std::vector<char> kept;  // [edge]: still joined to the root
    };
    static Board play_position(const Tree& tree) { return Board{tree, std::vector<char>(tree.end_a.size(), 1)}; }

    // The kept edges as a tree of their own (the same vertices), and each one's input number.
    static Tree kept_tree(const Board& board, std::vector<std::size_t>& number) {
        Tree left;
        left.vertices = board.tree.vertices;
        number.clear();
        for (std::size_t e = 0; e < board.kept.size(); ++e)
            if (board.kept[e]) {
                left.end_a.push_back(board.tree.end_a[e]);
                left.end_b.push_back(board.tree.end_b[e]);
                number.push_back(e);
            }
        return left;
    }

    gamesuite::MoveList moves(const Board& board) {
        std::vector<std::size_t> number;
        std::vector<std::string> moves;
        for (std::size_t e : ColonCuts(kept_tree(board, number)).winning)
            moves.push_back(std::to_string(number[e] + 1));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, const Board& board) {
        std::vector<std::size_t> number;
        const Tree left = kept_tree(board, number);
        const ColonCuts cuts(left);
        const std::string why = "by the colon principle a vertex is worth the xor of (child's value + 1) over its "
                                "children, and what is left from vertex 1 is worth " + std::to_string(cuts.value[0]);
        if (cuts.winning.empty()) {
            lines.explain_loss(why + ": every cut leaves a nonzero value");
            return;
        }
        const std::size_t e = cuts.winning.front();
        const int a = left.end_a[e], b = left.end_b[e], child = cuts.parent[b] == a ? b : a;
        lines.explain_win(why + ", not 0", std::to_string(number[e] + 1),
                          "cut edge " + std::to_string(number[e] + 1) + " (" + std::to_string(a + 1) + "-" +
                              std::to_string(b + 1) + "), dropping the subtree of " + std::to_string(child + 1) +
                              ", worth " + std::to_string(cuts.value[child]) + " + 1 to its parent",
                          "what is left is worth 0, and every cut leaves it nonzero");
    }

    // By the rules, on the reference's search over sets of edges (its trees, of at most 63 edges).
    gamesuite::MoveList moves_by_rules(const Board& board) {
        const EdgeRules rules(board.tree);
        gamecore::GameSearch<EdgeRules> search(rules);
        EdgeRules::Position edges = 0;
        for (std::size_t e = 0; e < board.kept.size(); ++e)
            if (board.kept[e]) edges |= 1UL << e;
        std::vector<std::string> moves;
        for (std::size_t e = 0; e < board.kept.size(); ++e)
            if (board.kept[e] && !search.wins(rules.connected_to_root(edges & ~(1UL << e))))
                moves.push_back(std::to_string(e + 1));
        return moves;
    }

    // The edges left, by number, each with its ends.
    static std::string board(const Board& board) {
        std::string text;
        for (std::size_t e = 0; e < board.kept.size(); ++e)
            if (board.kept[e])
                text += (text.empty() ? "  edge " : "\n  edge ") + std::to_string(e + 1) + ": " +
                        std::to_string(board.tree.end_a[e] + 1) + "-" + std::to_string(board.tree.end_b[e] + 1);
        return text.empty() ? "  (no edge left)" : text;
    }

    // The rules: cut an edge still there; whatever it held off vertex 1 falls with it.
    static std::string play(const std::string& move, Board& board) {
        long long edge = 0;
        if (!gamesuite::read_number_move(move, edge)) return "write E (the edge to cut, numbered from 1)";
        if (edge < 1 || edge > static_cast<long long>(board.kept.size()))
            return "the edges are 1 to " + std::to_string(board.kept.size());
        if (!board.kept[static_cast<std::size_t>(edge - 1)])
            return "edge " + std::to_string(edge) + " is gone (cut, or fallen with a cut)";
        board.kept[static_cast<std::size_t>(edge - 1)] = 0;
        std::vector<char> reached(static_cast<std::size_t>(board.tree.vertices), 0);
        reached[0] = 1;
        for (bool grew = true; grew;) {  // O(N^2) at worst: a game's trees are small enough to play by hand
            grew = false;
            for (std::size_t e = 0; e < board.kept.size(); ++e) {
                if (!board.kept[e]) continue;
                char& a = reached[static_cast<std::size_t>(board.tree.end_a[e])];
                char& b = reached[static_cast<std::size_t>(board.tree.end_b[e])];
                if (a != b) {
                    a = b = 1;
                    grew = true;
                }
            }
        }
        for (std::size_t e = 0; e < board.kept.size(); ++e)
            if (!reached[static_cast<std::size_t>(board.tree.end_a[e])]) board.kept[e] = 0;
        return "";
    }

    // Holding out: the first edge left to a leaf (one edge gone, nothing falls); "" with no edge left.
    static std::string any_move(const Board& board) {
        std::vector<int> degree(static_cast<std::size_t>(board.tree.vertices), 0);
        for (std::size_t e = 0; e < board.kept.size(); ++e)
            if (board.kept[e]) {
                ++degree[static_cast<std::size_t>(board.tree.end_a[e])];
                ++degree[static_cast<std::size_t>(board.tree.end_b[e])];
            }
        for (std::size_t e = 0; e < board.kept.size(); ++e) {
            if (!board.kept[e]) continue;
            const int a = board.tree.end_a[e], b = board.tree.end_b[e];
            if ((a != 0 && degree[static_cast<std::size_t>(a)] == 1) ||
                (b != 0 && degree[static_cast<std::size_t>(b)] == 1))
                return std::to_string(e + 1);
        }
        return "";
    }
};

}  // namespace tree_hackenbush

#endif
