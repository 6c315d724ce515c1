// JSOI 2009 Game reference: the game played by its rules, a memoised search over (piece's cell, cells entered so
// far); no matching. At most k 2^k positions for k <= 20 free cells, each searched once (3,921 on a full 4 x 5
// board). Compared with the solver in tests.cpp (every maze up to 4 x 4) and by scripts/stress (maze-game-reference).
#ifndef MAZE_GAME_REFERENCE_HPP
#define MAZE_GAME_REFERENCE_HPP

#include <cstddef>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "problem.hpp"

namespace maze_game {

// The free cells numbered 0..k-1 in row-major order; a set of cells is a bitmask.
class PathSearch {
public:
    enum { max_free_cells = 20 };

    explicit PathSearch(const Maze& maze) : number_(maze.cell_count(), -1) {
        for (int r = 0; r < maze.rows; ++r) {
            for (int c = 0; c < maze.columns; ++c) {
                if (!maze.free(r, c)) continue;
                number_[cell(maze, r, c)] = static_cast<int>(neighbours_.size());
                neighbours_.push_back(0);
            }
        }
        if (neighbours_.size() > static_cast<std::size_t>(max_free_cells))
            throw std::invalid_argument("PathSearch: more than 20 free cells");
        const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
        for (int r = 0; r < maze.rows; ++r) {
            for (int c = 0; c < maze.columns; ++c) {
                if (!maze.free(r, c)) continue;
                for (int d = 0; d < 4; ++d) {
                    const int nr = r + dr[d], nc = c + dc[d];
                    if (nr < 0 || nr >= maze.rows || nc < 0 || nc >= maze.columns || !maze.free(nr, nc)) continue;
                    const std::size_t from = static_cast<std::size_t>(number_[cell(maze, r, c)]);
                    neighbours_[from] |= 1UL << number_[cell(maze, nr, nc)];
                }
            }
        }
    }

    // Does the player about to move the piece, which stands on `at` after entering the cells of `entered`, win?
    bool mover_wins(int at, unsigned long entered) {
        const unsigned long long key = (static_cast<unsigned long long>(entered) << 5) | static_cast<unsigned>(at);
        const std::map<unsigned long long, bool>::const_iterator known = memo_.find(key);
        if (known != memo_.end()) return known->second;
        bool wins = false;
        const unsigned long options = neighbours_[static_cast<std::size_t>(at)] & ~entered;
        for (int to = 0; to < static_cast<int>(neighbours_.size()) && !wins; ++to)
            if ((options >> to) & 1UL) wins = !mover_wins(to, entered | (1UL << to));
        memo_[key] = wins;
        return wins;
    }

    std::size_t positions_seen() const { return memo_.size(); }

    // The chooser places the piece on free cell (r, c), which counts as entered, and the opponent moves first.
    bool chooser_wins_at(const Maze& maze, int r, int c) {
        const int at = number_[cell(maze, r, c)];
        return !mover_wins(at, 1UL << at);
    }

private:
    static std::size_t cell(const Maze& maze, int r, int c) { return static_cast<std::size_t>(r) * maze.columns + c; }

    std::vector<int> number_;
    std::vector<unsigned long> neighbours_;
    std::map<unsigned long long, bool> memo_;  // only the positions walked: 3,921 on a full 4 x 5 board
};

struct ChooserWinsBySearch {
    void operator()(const Maze& maze, std::vector<char>& wins) const {
        PathSearch search(maze);
        for (int r = 0; r < maze.rows; ++r)
            for (int c = 0; c < maze.columns; ++c)
                if (maze.free(r, c))
                    wins[static_cast<std::size_t>(r) * maze.columns + c] = search.chooser_wins_at(maze, r, c);
    }
};

// 4 x 5 = 20 cells: at most 20 * 2^20 positions, and far fewer paths are ever walked.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_rows = 4;
    limits.max_columns = 5;
    return limits;
}

inline std::string reference_description() {
    return "JSOI 2009 Game reference: plays the maze game by its rules, a memoised search\n"
           "over (piece's cell, cells entered). Same input and output as maze-game, for\n"
           "mazes of at most 20 cells.";
}

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    ChooserWinsBySearch decide;
    answer_maze(in, limits, out, decide);
}

}  // namespace maze_game

#endif
