// JSOI 2009 Game (Luogu P4055): judge solver. The chooser wins from exactly the cells some maximum matching of the
// grid graph misses: one Hopcroft-Karp matching, O(E sqrt V), and its alternating searches, O(V + E). Tested in
// tests.cpp against the game searched path by path (reference.hpp) on every maze up to 4 x 4, and by testdata.
#ifndef MAZE_GAME_SOLVER_HPP
#define MAZE_GAME_SOLVER_HPP

#include <cstddef>
#include <vector>

#include "gamecore/bipartite_matching.hpp"
#include "problem.hpp"

namespace maze_game {

// The free cells as a bipartite graph: a move changes r + c by one, so the cells with r + c even are one side
// (left) and the odd ones the other (right), and every edge joins the two. Built and matched on construction.
class MazeGraph {
public:
    explicit MazeGraph(const Maze& maze)
        : maze_(maze), index_(maze.cell_count(), -1), matching_(count_side(maze, 0), count_side(maze, 1)) {
        int next[2] = {0, 0};
        for (int r = 0; r < maze.rows; ++r)
            for (int c = 0; c < maze.columns; ++c)
                if (maze.free(r, c)) index_[cell(r, c)] = next[(r + c) % 2]++;
        for (int r = 0; r < maze.rows; ++r) {
            for (int c = 0; c < maze.columns; ++c) {
                if (!maze.free(r, c) || (r + c) % 2 != 0) continue;
                const int here = index_[cell(r, c)];
                if (r > 0 && maze.free(r - 1, c)) matching_.add_edge(here, index_[cell(r - 1, c)]);
                if (r + 1 < maze.rows && maze.free(r + 1, c)) matching_.add_edge(here, index_[cell(r + 1, c)]);
                if (c > 0 && maze.free(r, c - 1)) matching_.add_edge(here, index_[cell(r, c - 1)]);
                if (c + 1 < maze.columns && maze.free(r, c + 1)) matching_.add_edge(here, index_[cell(r, c + 1)]);
            }
        }
        matching_.maximum_matching();
    }

    static gamecore::BipartiteMatching::Side side_of(int r, int c) {
        return (r + c) % 2 == 0 ? gamecore::BipartiteMatching::left : gamecore::BipartiteMatching::right;
    }

    std::size_t cell(int r, int c) const { return static_cast<std::size_t>(r) * maze_.columns + c; }

    // The free cell's vertex on its side; -1 for a blocked cell.
    int vertex(int r, int c) const { return index_[cell(r, c)]; }

    const gamecore::BipartiteMatching& matching() const { return matching_; }

private:
    static int count_side(const Maze& maze, int parity) {
        int count = 0;
        for (int r = 0; r < maze.rows; ++r)
            for (int c = 0; c < maze.columns; ++c)
                if (maze.free(r, c) && (r + c) % 2 == parity) ++count;
        return count;
    }

    const Maze& maze_;
    std::vector<int> index_;
    gamecore::BipartiteMatching matching_;
};

// The player who places the piece does not move next: the opponent moves from the start cell s. The player to move
// from the piece's vertex wins iff every maximum matching covers it (the strategy follows matched edges; statement.md
// proves both directions), so the chooser wins iff some maximum matching misses s: the Gallai-Edmonds set D(G).
inline void chooser_wins(const Maze& maze, std::vector<char>& wins) {
    const MazeGraph graph(maze);
    const gamecore::BipartiteMatching& matching = graph.matching();
    const std::vector<char> missed_left = matching.missed_by_some_maximum_matching(gamecore::BipartiteMatching::left);
    const std::vector<char> missed_right = matching.missed_by_some_maximum_matching(gamecore::BipartiteMatching::right);
    for (int r = 0; r < maze.rows; ++r) {
        for (int c = 0; c < maze.columns; ++c) {
            const int v = graph.vertex(r, c);
            if (v < 0) continue;
            const std::vector<char>& missed =
                MazeGraph::side_of(r, c) == gamecore::BipartiteMatching::left ? missed_left : missed_right;
            wins[graph.cell(r, c)] = missed[static_cast<std::size_t>(v)];
        }
    }
}

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    answer_maze(in, limits, out, chooser_wins);
}

}  // namespace maze_game

#endif
