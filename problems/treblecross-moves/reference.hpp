// UVa 10561 reference: the game on the board itself, no Grundy theory: a memoised search over the strings of X and
// empty cells (gamecore::GameSearch), O(2^L L^2) for a board of L. Used by tests.cpp, moves.hpp and the reference.
#ifndef TREBLECROSS_MOVES_REFERENCE_HPP
#define TREBLECROSS_MOVES_REFERENCE_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/game_search.hpp"
#include "problem.hpp"

namespace treblecross_moves {

// A position is the board. A move puts an X in an empty cell; whoever completes three in a row wins at once, so a
// board holding XXX offers no move (the player then to move has lost). A full board of 3 or more cells holds XXX,
// so every play ends with a winner.
struct BoardRules {
    typedef std::string Position;

    void moves(const Position& board, std::vector<Position>& out) const {
        if (board.find("XXX") != std::string::npos) return;
        for (std::size_t i = 0; i < board.size(); ++i)
            if (board[i] == '.') {
                Position next(board);
                next[i] = 'X';
                out.push_back(next);
            }
    }
};

// One search for every board the process asks about: an outcome never changes, and the stress seeds ask about
// many of the same boards.
inline gamecore::GameSearch<BoardRules>& board_search() {
    static gamecore::GameSearch<BoardRules> search((BoardRules()));
    return search;
}

// Every cell whose X leaves the opponent lost by the search: an X that completes XXX leaves a board with no move.
inline Cells cells_by_rules(const std::string& board) {
    Cells cells;
    for (std::size_t i = 0; i < board.size(); ++i) {
        if (board[i] != '.') continue;
        std::string next(board);
        next[i] = 'X';
        if (!board_search().wins(next)) cells.push_back(static_cast<int>(i) + 1);
    }
    return cells;
}

// 2^14 boards of 14 cells at most: well under a second.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_cases = 1000;
    limits.max_length = 14;
    return limits;
}

inline std::string reference_description() {
    return "UVa 10561 reference: the board searched by the rules (every X placed, three in a\n"
           "row wins at once), memoised on the string of cells. Same input and output as\n"
           "treblecross-moves, for boards of at most 14 cells.";
}

struct CellsBySearch {
    Cells operator()(const std::string& board) { return cells_by_rules(board); }
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    CellsBySearch decide;
    answer_boards(in, limits, out, decide);
}

}  // namespace treblecross_moves

#endif
