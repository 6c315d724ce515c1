// JSOI 2009 Game on the command line: --moves lists the winning start cells, --explain says why (C++17, never
// judged). O(cells^1.5) a maze, the matching. Tested in-process against reference_moves, which plays from every cell.
#ifndef MAZE_GAME_MOVES_HPP
#define MAZE_GAME_MOVES_HPP

#include <string>
#include <vector>

#include "cli/moves.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace maze_game {

const char* const move_notation = "R,C, a start cell (row, column, from 1) where the chooser wins; row-major order";

inline std::vector<std::string> cells_listed(const Maze& maze, const std::vector<char>& wins) {
    std::vector<std::string> cells;
    for (int r = 0; r < maze.rows; ++r)
        for (int c = 0; c < maze.columns; ++c)
            if (maze.free(r, c) && wins[static_cast<std::size_t>(r) * maze.columns + c])
                cells.push_back(gamesuite::pair_left(r + 1, c + 1));
    return cells;
}

inline void write_moves(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    gamesuite::CaseLines lines(out);
    auto per_maze = [&](const Maze& maze, std::vector<char>& wins) {
        chooser_wins(maze, wins);
        lines.moves(cells_listed(maze, wins));
        wins.assign(wins.size(), 0);
    };
    answer_maze(in, limits, lines.discarded, per_maze);
}

inline void write_explanation(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    gamesuite::CaseLines lines(out);
    auto per_maze = [&](const Maze& maze, std::vector<char>& wins) {
        const MazeGraph graph(maze);
        int free_cells = 0, matched = 0;
        for (int r = 0; r < maze.rows; ++r)
            for (int c = 0; c < maze.columns; ++c) {
                if (!maze.free(r, c)) continue;
                ++free_cells;
                if (MazeGraph::side_of(r, c) == gamecore::BipartiteMatching::left)
                    matched += graph.matching().partner(gamecore::BipartiteMatching::left, graph.vertex(r, c)) >= 0;
            }
        chooser_wins(maze, wins);
        const std::vector<std::string> cells = cells_listed(maze, wins);
        wins.assign(wins.size(), 0);
        const std::string why = "the chooser's placing is the first move; the free cells, coloured like a "
                                "chessboard, have a maximum matching of " + std::to_string(matched) + " pairs of "
                                "adjacent cells among " + std::to_string(free_cells);
        if (cells.empty()) {
            lines.explain_loss(why + ", a perfect one: from any start the opponent steps to its partner, and every "
                                     "step the chooser takes reaches a matched cell whose partner comes next");
            return;
        }
        lines.explain_win(why + ", and " + std::to_string(cells.size()) + " cells are missed by one", cells.front(),
                          "put the piece on cell " + cells.front(),
                          "a maximum matching misses it, so each step the opponent takes lands on a matched cell "
                          "(else the matching would grow) and the chooser answers along the matching");
    };
    answer_maze(in, limits, lines.discarded, per_maze);
}

// By the rules: every free cell, kept when the search finds the opponent, moving first from it, lost.
inline void reference_moves(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    gamesuite::CaseLines lines(out);
    auto per_maze = [&](const Maze& maze, std::vector<char>& wins) {
        ChooserWinsBySearch()(maze, wins);
        lines.moves(cells_listed(maze, wins));
        wins.assign(wins.size(), 0);
    };
    answer_maze(in, limits, lines.discarded, per_maze);
}

}  // namespace maze_game

#endif
