// maze-game-wrong-exposed-only: a deliberately WRONG decision, kept so that the stress tests prove they catch it. It
// calls a cell winning only when the one maximum matching it found leaves it exposed, with no alternating search: on
// the path '...' a matching covers (1,1) and (1,2) and leaves (1,3), but another maximum matching leaves (1,1) instead,
// and the chooser wins there too. Its problem's test executable fails unless the in-process stress run
// (src/tests/stress/in_process.cpp) catches it.
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "solver.hpp"

namespace {

void chooser_wins(const maze_game::Maze& maze, std::vector<char>& wins) {
    const maze_game::MazeGraph graph(maze);
    for (int r = 0; r < maze.rows; ++r) {
        for (int c = 0; c < maze.columns; ++c) {
            const int v = graph.vertex(r, c);
            if (v >= 0) wins[graph.cell(r, c)] = graph.matching().partner(maze_game::MazeGraph::side_of(r, c), v) == -1;
        }
    }
}

void solve(gamecore::Scanner& in, const maze_game::Limits& limits, gamecore::Output& out) {
    maze_game::answer_maze(in, limits, out, chooser_wins);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("only the cells one maximum matching leaves exposed", solve, maze_game::suite_limits())
