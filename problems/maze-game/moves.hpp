// JSOI 2009 Game on the command line: --moves lists the winning start cells, --explain says why (C++17, never
// judged). O(cells^1.5) a maze, the matching. Tested in-process against moves_by_rules, which plays from every cell.
#ifndef MAZE_GAME_MOVES_HPP
#define MAZE_GAME_MOVES_HPP

#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace maze_game {

inline std::vector<std::string> cells_listed(const Maze& maze, const std::vector<char>& wins) {
    std::vector<std::string> cells;
    for (int r = 0; r < maze.rows; ++r)
        for (int c = 0; c < maze.columns; ++c)
            if (maze.free(r, c) && wins[static_cast<std::size_t>(r) * maze.columns + c])
                cells.push_back(gamesuite::pair_left(r + 1, c + 1));
    return cells;
}

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation =
        "R,C, a start cell (row, column, from 1) where the chooser wins; row-major order";
    static constexpr bool long_lists = true;

    // The parser's decide sets the winning cells in an out-parameter; this one hands the maze to per_case and sets
    // none, so the parser writes its "LOSE" to the discarded judge answers.
    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        auto per_maze = [&](const Maze& maze, std::vector<char>&) { per_case(maze); };
        answer_maze(in, limits, out, per_maze);
    }
    // "WIN" and a line "row column" for each winning cell, or "LOSE": one maze.
    static std::optional<std::vector<gamesuite::Outcome>> judge_outcomes(const std::string& answers) {
        std::vector<gamesuite::Outcome> outcomes;
        std::istringstream text(answers);
        for (std::string line; std::getline(text, line);) {
            if (outcomes.empty() && (line == "WIN" || line == "LOSE"))
                outcomes.push_back(line == "WIN" ? gamesuite::Outcome::win : gamesuite::Outcome::lose);
            else if (outcomes.empty() || outcomes.back() != gamesuite::Outcome::win ||
                     line.find(' ') == std::string::npos)
                throw std::runtime_error("the judge answer '" + line + "' is neither WIN, LOSE nor a cell after WIN");
        }
        return outcomes;
    }

    gamesuite::MoveList moves(const Maze& maze) {
        std::vector<char> wins(maze.cell_count(), 0);
        chooser_wins(maze, wins);
        return cells_listed(maze, wins);
    }

    void explain(gamesuite::CaseLines& lines, const Maze& maze) {
        const MazeGraph graph(maze);
        int free_cells = 0, matched = 0;
        for (int r = 0; r < maze.rows; ++r)
            for (int c = 0; c < maze.columns; ++c) {
                if (!maze.free(r, c)) continue;
                ++free_cells;
                if (MazeGraph::side_of(r, c) == gamecore::BipartiteMatching::left)
                    matched += graph.matching().partner(gamecore::BipartiteMatching::left, graph.vertex(r, c)) >= 0;
            }
        std::vector<char> wins(maze.cell_count(), 0);
        chooser_wins(maze, wins);
        const std::vector<std::string> cells = cells_listed(maze, wins);
        const std::string why = "the chooser's placing is the first move; the free cells, coloured like a "
                                "chessboard, have a maximum matching of " + gamesuite::counted(matched, "pair") +
                                " of adjacent cells among " + std::to_string(free_cells);
        if (cells.empty()) {
            lines.explain_loss(why + ", a perfect one: from any start the opponent steps to its partner, and every "
                                     "step the chooser takes reaches a matched cell whose partner comes next");
            return;
        }
        lines.explain_win(why + ", and " + gamesuite::counted(cells.size(), "cell") +
                              (cells.size() == 1 ? " is" : " are") + " missed by one",
                          cells.front(), "put the piece on cell " + cells.front(),
                          "a maximum matching misses it, so each step the opponent takes lands on a matched cell "
                          "(else the matching would grow) and the chooser answers along the matching");
    }

    // By the rules: every free cell, kept when the search finds the opponent, moving first from it, lost.
    gamesuite::MoveList moves_by_rules(const Maze& maze) {
        std::vector<char> wins(maze.cell_count(), 0);
        ChooserWinsBySearch()(maze, wins);
        return cells_listed(maze, wins);
    }
};

}  // namespace maze_game

#endif
