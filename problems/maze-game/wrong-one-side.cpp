// maze-game-wrong-one-side: a deliberately WRONG decision, kept so that the stress tests prove they catch it. It runs
// the alternating search only from the exposed cells of one colour (r + c even), as a flow solution that searches the
// residual graph from the source and forgets the sink: a cell of the other colour counts as winning only when the
// matching found happens to miss it. On the row '#...' the two odd cells (1,2) and (1,4) both win (the chooser starts
// at one end: the opponent must step to (1,3), the chooser to the other end), but the matching pairs (1,3) with one of
// them, and this variant then names only the other. Its problem's test executable fails unless the in-process stress
// run (src/tests/stress/in_process.cpp) catches it.
#include <cstddef>
#include <vector>

#include "tests/stress/wrong_variant.hpp"
#include "solver.hpp"

namespace {

void chooser_wins(const maze_game::Maze& maze, std::vector<char>& wins) {
    const maze_game::MazeGraph graph(maze);
    const gamecore::BipartiteMatching& matching = graph.matching();
    const std::vector<char> missed_left = matching.missed_by_some_maximum_matching(gamecore::BipartiteMatching::left);
    for (int r = 0; r < maze.rows; ++r) {
        for (int c = 0; c < maze.columns; ++c) {
            const int v = graph.vertex(r, c);
            if (v < 0) continue;
            if (maze_game::MazeGraph::side_of(r, c) == gamecore::BipartiteMatching::left)
                wins[graph.cell(r, c)] = missed_left[static_cast<std::size_t>(v)];
            else  // the bug: no alternating search from the exposed cells of this colour
                wins[graph.cell(r, c)] = matching.partner(gamecore::BipartiteMatching::right, v) == -1;
        }
    }
}

void solve(gamecore::Scanner& in, const maze_game::Limits& limits, gamecore::Output& out) {
    maze_game::answer_maze(in, limits, out, chooser_wins);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("alternating search from one colour only", solve, maze_game::suite_limits())
