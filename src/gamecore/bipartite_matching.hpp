// Bipartite maximum matching (Hopcroft-Karp, O(E sqrt V)), D(G) and vertex deletion keeping it maximum (O(V + E)
// each), no recursion. Tested in src/tests/bipartite_matching_test.cpp against subset DP, every deletion order.
#ifndef GAMECORE_BIPARTITE_MATCHING_HPP
#define GAMECORE_BIPARTITE_MATCHING_HPP

#include <cstddef>
#include <stdexcept>
#include <vector>

#include "gamecore/adjacency.hpp"

namespace gamecore {

class BipartiteMatching {
public:
    enum Side { left = 0, right = 1 };

    BipartiteMatching(int left_count, int right_count) : solved_(false) {
        count_[left] = left_count;
        count_[right] = right_count;
        for (int side = 0; side < 2; ++side) {
            mate_[side].assign(static_cast<std::size_t>(count_[side]), -1);
            deleted_[side].assign(static_cast<std::size_t>(count_[side]), 0);
        }
    }

    // A repeated edge is harmless.
    void add_edge(int left_vertex, int right_vertex) {
        if (left_vertex < 0 || left_vertex >= count_[left] || right_vertex < 0 || right_vertex >= count_[right])
            throw std::invalid_argument("BipartiteMatching::add_edge: vertex out of range");
        end_[left].push_back(left_vertex);
        end_[right].push_back(right_vertex);
        solved_ = false;
    }

    // A maximum matching; returns its size. Each phase takes the shortest augmenting paths, found by a breadth-first
    // layering from the exposed left vertices and a depth-first walk down the layers kept on an explicit stack.
    int maximum_matching() {
        build_rows();
        for (int side = 0; side < 2; ++side) mate_[side].assign(static_cast<std::size_t>(count_[side]), -1);
        std::vector<int> layer(static_cast<std::size_t>(count_[left]));
        std::vector<int> next_edge(static_cast<std::size_t>(count_[left]));
        std::vector<int> stack;
        while (layer_from_exposed_left(layer)) {
            for (int l = 0; l < count_[left]; ++l) next_edge[l] = rows_[left].first[l];
            for (int root = 0; root < count_[left]; ++root) {
                if (mate_[left][root] != -1 || deleted_[left][root]) continue;
                stack.assign(1, root);
                while (!stack.empty()) {
                    const int l = stack.back();
                    if (next_edge[l] == rows_[left].first[l + 1]) {
                        layer[l] = -1;  // no augmenting path below l in this phase
                        stack.pop_back();
                        if (!stack.empty()) ++next_edge[stack.back()];
                        continue;
                    }
                    const int r = rows_[left].neighbour[next_edge[l]];
                    const int r_mate = mate_[right][r];
                    if (deleted_[right][r]) {
                        ++next_edge[l];
                    } else if (r_mate == -1) {
                        for (std::size_t i = 0; i < stack.size(); ++i) {
                            const int on_path = stack[i];
                            const int to = rows_[left].neighbour[next_edge[on_path]];
                            mate_[left][on_path] = to;
                            mate_[right][to] = on_path;
                        }
                        stack.clear();
                    } else if (layer[r_mate] == layer[l] + 1) {
                        stack.push_back(r_mate);
                    } else {
                        ++next_edge[l];
                    }
                }
            }
        }
        solved_ = true;
        int size = 0;
        for (int l = 0; l < count_[left]; ++l)
            if (mate_[left][l] != -1) ++size;
        return size;
    }

    // v's partner (a vertex of the other side), or -1 when v is exposed or deleted.
    int partner(Side side, int v) const { return mate_[side][v]; }

    // D(G) on one side: 1 when some maximum matching leaves the vertex exposed. In a bipartite graph an alternating
    // path of even length stays on one side, so these are the vertices of `side` reached from its exposed vertices
    // along an unmatched edge and back along a matched one. Deleted vertices are 0. Call after maximum_matching().
    std::vector<char> missed_by_some_maximum_matching(Side side) const {
        require_solved();
        const Side other = opposite(side);
        std::vector<char> missed(static_cast<std::size_t>(count_[side]), 0);
        std::vector<int> queue;
        for (int v = 0; v < count_[side]; ++v)
            if (!deleted_[side][v] && mate_[side][v] == -1) {
                missed[v] = 1;
                queue.push_back(v);
            }
        for (std::size_t head = 0; head < queue.size(); ++head) {
            const int v = queue[head];
            for (int e = rows_[side].first[v]; e < rows_[side].first[v + 1]; ++e) {
                const int w = rows_[side].neighbour[e];
                if (deleted_[other][w]) continue;
                const int back = mate_[other][w];
                if (back == -1)
                    throw std::logic_error("BipartiteMatching: the matching is not maximum");
                if (!missed[back]) {
                    missed[back] = 1;
                    queue.push_back(back);
                }
            }
        }
        return missed;
    }

    // Deletes v of `side` and keeps the matching maximum. Returns whether v was covered by every maximum matching of
    // the graph just before. If v was matched to w, any augmenting path of the graph without v, with respect to the
    // matching less that edge, must end at w (one between two other exposed vertices would have augmented the
    // maximum matching before), so a single search from w decides: found, the matching keeps its size without v;
    // not found, every maximum matching needed v. Call after maximum_matching().
    bool remove_vertex(Side side, int v) {
        require_solved();
        if (deleted_[side][v]) throw std::invalid_argument("BipartiteMatching::remove_vertex: already deleted");
        deleted_[side][v] = 1;
        const int w = mate_[side][v];
        if (w == -1) return false;
        mate_[side][v] = -1;
        mate_[opposite(side)][w] = -1;
        return !augment_from(opposite(side), w);
    }

private:
    static Side opposite(Side side) { return side == left ? right : left; }

    void require_solved() const {
        if (!solved_) throw std::logic_error("BipartiteMatching: call maximum_matching() after the last add_edge()");
    }

    // Each side's rows list its vertices' neighbours on the other side.
    void build_rows() {
        build_arcs(count_[left], end_[left], end_[right], rows_[left]);
        build_arcs(count_[right], end_[right], end_[left], rows_[right]);
    }

    // Breadth-first layers of the left vertices from the exposed ones along alternating paths. True when some
    // exposed right vertex is reachable, i.e. when another phase will augment.
    bool layer_from_exposed_left(std::vector<int>& layer) const {
        std::vector<int> queue;
        for (int l = 0; l < count_[left]; ++l) {
            layer[l] = -1;
            if (!deleted_[left][l] && mate_[left][l] == -1) {
                layer[l] = 0;
                queue.push_back(l);
            }
        }
        bool reaches_exposed_right = false;
        for (std::size_t head = 0; head < queue.size(); ++head) {
            const int l = queue[head];
            for (int e = rows_[left].first[l]; e < rows_[left].first[l + 1]; ++e) {
                const int r = rows_[left].neighbour[e];
                if (deleted_[right][r]) continue;
                const int r_mate = mate_[right][r];
                if (r_mate == -1) {
                    reaches_exposed_right = true;
                } else if (layer[r_mate] == -1) {
                    layer[r_mate] = layer[l] + 1;
                    queue.push_back(r_mate);
                }
            }
        }
        return reaches_exposed_right;
    }

    // Looks for an augmenting path from the exposed vertex `start` of `side` (depth first, explicit stack, each
    // vertex of `side` entered once) and flips it. O(V + E).
    bool augment_from(Side side, int start) {
        const Side other = opposite(side);
        std::vector<char> entered(static_cast<std::size_t>(count_[side]), 0);
        std::vector<int> stack(1, start);
        std::vector<int> next_edge(1, rows_[side].first[start]);
        entered[start] = 1;
        while (!stack.empty()) {
            const int v = stack.back();
            int& e = next_edge.back();
            if (e == rows_[side].first[v + 1]) {
                stack.pop_back();
                next_edge.pop_back();
                if (!next_edge.empty()) ++next_edge.back();
                continue;
            }
            const int w = rows_[side].neighbour[e];
            const int w_mate = deleted_[other][w] ? -2 : mate_[other][w];
            if (w_mate == -1) {
                for (std::size_t i = 0; i < stack.size(); ++i) {
                    const int to = rows_[side].neighbour[next_edge[i]];
                    mate_[side][stack[i]] = to;
                    mate_[other][to] = stack[i];
                }
                return true;
            }
            if (w_mate >= 0 && !entered[w_mate]) {
                entered[w_mate] = 1;
                stack.push_back(w_mate);
                next_edge.push_back(rows_[side].first[w_mate]);
            } else {
                ++e;
            }
        }
        return false;
    }

    int count_[2];
    bool solved_;
    std::vector<int> end_[2];  // edge i joins end_[left][i] and end_[right][i]
    Adjacency rows_[2];
    std::vector<int> mate_[2];
    std::vector<char> deleted_[2];
};

}  // namespace gamecore

#endif
