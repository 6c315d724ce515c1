// POJ 2425 A Chess Game on the command line: --moves lists every winning token move, --explain says why (C++17,
// never judged). O(tokens + their out-edges) a query after the graph's values. Tested in-process against
// moves_by_rules, which tries every token along every edge on the search.
#ifndef DAG_SG_MOVES_HPP
#define DAG_SG_MOVES_HPP

#include <algorithm>
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "cli/case_moves.hpp"
#include "gamecore/nim.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace dag_sg {

// The graph's Grundy values, and the winning moves of a query: a token on v goes to a w worth the sum's target for
// it (gamecore::for_each_winning_target), each (v, w) once however many tokens or edges give it.
struct TokenMoves {
    void set_graph(const Graph& graph) {
        g = graph;
        grundy_values(g, value);
    }

    std::vector<unsigned> values_of(const std::vector<int>& tokens) const {
        std::vector<unsigned> values;
        for (int token : tokens) values.push_back(value[token]);
        return values;
    }

    std::vector<std::pair<int, int>> winning(const std::vector<int>& tokens) const {
        const std::vector<unsigned> values = values_of(tokens);
        std::vector<std::pair<int, int>> moves;
        auto visit = [&](std::size_t i, unsigned long long target) {
            const int v = tokens[i];
            for (long long e = g.first[v]; e < g.first[v + 1]; ++e)
                if (value[g.target[e]] == target) moves.push_back({v, g.target[e]});
        };
        gamecore::for_each_winning_target(values.begin(), values.end(), visit);
        std::sort(moves.begin(), moves.end());
        moves.erase(std::unique(moves.begin(), moves.end()), moves.end());
        return moves;
    }

    Graph g;
    std::vector<unsigned> value;
};

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation =
        "V>W, a token moved from vertex V along an edge to W (tokens on one vertex are alike); ascending by V, then W";
    static constexpr bool long_lists = true;

    // The parser hands a case's graph, then its queries (answer_cases' Decide): a query's position is its tokens,
    // on the graph kept here, whose values (or search) are made at the first query that needs them.
    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        struct Decide {
            void set_graph(const Graph& g) {
                moves.graph_ = &g;
                ++moves.graph_number_;
            }
            bool wins(const std::vector<int>& tokens) { return per_case(tokens); }
            Moves& moves;
            PerCase& per_case;
        } decide{*this, per_case};
        answer_cases(in, limits, out, decide);
    }
    static constexpr gamesuite::AnswerWords answer_words = {"WIN", "LOSE"};

    gamesuite::MoveList moves(const std::vector<int>& tokens) {
        std::vector<std::string> moves;
        for (const auto& [v, w] : token_moves().winning(tokens)) moves.push_back(gamesuite::piece_moved(v, w));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, const std::vector<int>& tokens) {
        const TokenMoves& graph = token_moves();
        const std::vector<unsigned> values = graph.values_of(tokens);
        const unsigned long long sum = gamecore::nim_sum(values.begin(), values.end());
        const std::string why = "a vertex is worth the mex of the values it leads to, and the tokens' vertices' "
                                "values xor to " + gamesuite::xor_expression(values, sum);
        const auto moves = graph.winning(tokens);
        if (moves.empty()) {
            lines.explain_loss(why + ": every move changes one token's value and so leaves a nonzero sum");
            return;
        }
        const auto [v, w] = moves.front();
        lines.explain_win(why + ", not 0", gamesuite::piece_moved(v, w),
                          "move a token from " + std::to_string(v) + " (worth " + std::to_string(graph.value[v]) +
                              ") to " + std::to_string(w) + " (worth " + std::to_string(graph.value[w]) + ")",
                          "the values now xor to 0, and every reply leaves them nonzero");
    }

    // By the rules: each token along each out-edge, kept when the search finds the tokens after it lost for the
    // player then to move.
    gamesuite::MoveList moves_by_rules(const std::vector<int>& tokens) {
        if (searched_graph_ != graph_number_) {
            search_.set_graph(*graph_);
            searched_graph_ = graph_number_;
        }
        const Graph& g = *graph_;
        std::vector<std::pair<int, int>> found;
        for (std::size_t i = 0; i < tokens.size(); ++i)
            for (long long e = g.first[tokens[i]]; e < g.first[tokens[i] + 1]; ++e) {
                std::vector<int> after(tokens);
                after[i] = g.target[e];
                if (!search_.wins(after)) found.push_back({tokens[i], g.target[e]});
            }
        std::sort(found.begin(), found.end());
        found.erase(std::unique(found.begin(), found.end()), found.end());
        std::vector<std::string> moves;
        for (const auto& [v, w] : found) moves.push_back(gamesuite::piece_moved(v, w));
        return moves;
    }

    // --play: every position met is tokens on the case's graph, the case's own kind (the graph stays the parser's
    // while the case is played).
    std::string board(const std::vector<int>& tokens) const {
        std::vector<int> sorted(tokens);
        std::sort(sorted.begin(), sorted.end());
        std::string text;
        for (std::size_t i = 0; i < sorted.size();) {
            std::size_t same = i;
            while (same < sorted.size() && sorted[same] == sorted[i]) ++same;
            const int v = sorted[i];
            std::string out;
            for (long long e = graph_->first[v]; e < graph_->first[v + 1]; ++e)
                out += (out.empty() ? "" : ", ") + std::to_string(graph_->target[e]);
            text += (text.empty() ? "  vertex " : "\n  vertex ") + std::to_string(v) + ": " +
                    gamesuite::counted(same - i, "token") + ", " + (out.empty() ? "no edge out" : "edges to " + out);
            i = same;
        }
        return text.empty() ? "  (no tokens)" : text;
    }

    // The rules: a token on V moved along an edge V -> W.
    std::string play(const std::string& move, std::vector<int>& tokens) const {
        long long v = 0, w = 0;
        if (!gamesuite::read_two_numbers(move, '>', v, w))
            return "write V>W (a token from vertex V along an edge to W)";
        const auto token = std::find(tokens.begin(), tokens.end(), v);
        if (token == tokens.end()) return "there is no token on vertex " + std::to_string(v);
        bool edge = false;
        for (long long e = graph_->first[v]; e < graph_->first[v + 1]; ++e) edge = edge || graph_->target[e] == w;
        if (!edge) return "there is no edge " + std::to_string(v) + " -> " + std::to_string(w);
        *token = static_cast<int>(w);
        return "";
    }

    // Holding out: the token on the smallest vertex that can move, to the out-neighbour with the longest path
    // left; "" where no token can move.
    std::string any_move(const std::vector<int>& tokens) const {
        const Graph& g = *graph_;
        std::vector<long long> longest(static_cast<std::size_t>(g.vertices), 0);  // edges on a longest path out
        for (int v : g.sinks_first)
            for (long long e = g.first[v]; e < g.first[v + 1]; ++e)
                longest[v] = std::max(longest[v], longest[g.target[e]] + 1);
        int from = -1;
        for (int v : tokens)
            if (g.first[v] < g.first[v + 1] && (from < 0 || v < from)) from = v;
        if (from < 0) return "";
        int to = g.target[g.first[from]];
        for (long long e = g.first[from]; e < g.first[from + 1]; ++e)
            if (longest[g.target[e]] > longest[to]) to = g.target[e];
        return gamesuite::piece_moved(from, to);
    }

private:
    // The values of the case's graph, made at its first query.
    const TokenMoves& token_moves() {
        if (valued_graph_ != graph_number_) {
            token_moves_.set_graph(*graph_);
            valued_graph_ = graph_number_;
        }
        return token_moves_;
    }

    const Graph* graph_ = nullptr;  // the parser's, which outlives the case's queries
    long long graph_number_ = 0, valued_graph_ = 0, searched_graph_ = 0;
    TokenMoves token_moves_;
    WinsBySearch search_;
};

}  // namespace dag_sg

#endif
