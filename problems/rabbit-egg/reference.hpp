// NOI 2011 Rabbit and Egg reference: the game played on the board by its rules, memoised on (board, player to move)
// by gamecore::GameSearch; no graph, no matching. At most 2^cells x cells positions: boards of up to 16 cells.
// Compared with the solver in tests.cpp (every board up to 3 x 3, random 4 x 4 and 3 x 5) and by scripts/stress.
#ifndef RABBIT_EGG_REFERENCE_HPP
#define RABBIT_EGG_REFERENCE_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/game_search.hpp"
#include "problem.hpp"

namespace rabbit_egg {

// A position is the board's cells, row by row, then the colour of the player to move ('O' Tutu, 'X' Dandan).
// A move slides a piece of the mover's colour from a cell next to the empty cell into it; then the other moves.
class BoardRules {
public:
    typedef std::string Position;

    BoardRules(int rows, int cols) : rows_(rows), cols_(cols) {}

    static Position position(const std::string& cells, char mover) { return cells + mover; }

    void moves(const Position& p, std::vector<Position>& out) const {
        const std::size_t cell_count = p.size() - 1;
        const char mover = p[cell_count];
        const int hole = static_cast<int>(p.find(empty));
        const int r = hole / cols_, c = hole % cols_;
        const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
        for (int d = 0; d < 4; ++d) {
            const int nr = r + dr[d], nc = c + dc[d];
            if (nr < 0 || nr >= rows_ || nc < 0 || nc >= cols_) continue;
            const std::size_t from = static_cast<std::size_t>(nr * cols_ + nc);
            if (p[from] != mover) continue;
            Position next(p);
            next[static_cast<std::size_t>(hole)] = mover;
            next[from] = empty;
            next[cell_count] = mover == white ? black : white;
            out.push_back(next);
        }
    }

private:
    int rows_;
    int cols_;
};

// The record replayed on the board: before each move j, does the player to move (Tutu when j is even) win?
// A mistake of Tutu's in round i: she wins before her move and Dandan, to move after it, wins too.
class ReferenceGame {
public:
    ReferenceGame(int rows, int cols) : rules_(rows, cols), search_(rules_) {}

    std::vector<char> wins_before_each_move(const Record& record) {
        std::vector<char> wins;
        std::string cells = record.cells;
        int hole = record.start;
        for (std::size_t j = 0; j < record.moves.size(); ++j) {
            const char mover = colour_of_mover(j);
            wins.push_back(search_.wins(BoardRules::position(cells, mover)) ? 1 : 0);
            cells[static_cast<std::size_t>(hole)] = mover;
            hole = record.moves[j];
            cells[static_cast<std::size_t>(hole)] = empty;
        }
        return wins;
    }

    // Tutu's mistakes, the rounds from 1, ascending.
    std::vector<int> mistakes(const Record& record) {
        const std::vector<char> wins = wins_before_each_move(record);
        std::vector<int> rounds;
        for (std::size_t i = 0; i + 1 < wins.size(); i += 2)
            if (wins[i] && wins[i + 1]) rounds.push_back(static_cast<int>(i / 2 + 1));
        return rounds;
    }

    bool wins(const std::string& cells, char mover) { return search_.wins(BoardRules::position(cells, mover)); }

    std::size_t positions_seen() const { return search_.positions_seen(); }

private:
    BoardRules rules_;
    gamecore::GameSearch<BoardRules> search_;
};

// Boards of up to 16 cells: a position is fixed by the cells entered so far and the empty cell (each entered cell
// holds the other colour from then on), so at most 2^16 x 16 positions; a 4 x 4 board takes well under a second.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_rows = 16;
    limits.max_cols = 16;
    limits.max_cells = 16;
    return limits;
}

inline std::string reference_description() {
    return "NOI 2011 Rabbit and Egg reference: plays the game on the board by its rules,\n"
           "memoised on the board and the player to move. Same input and output as\n"
           "rabbit-egg, for boards of up to 16 cells.";
}

struct MistakesBySearch {
    std::vector<int> operator()(const Record& record) {
        ReferenceGame game(record.rows, record.cols);
        return game.mistakes(record);
    }
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    MistakesBySearch decide;
    answer_record(in, limits, out, decide);
}

}  // namespace rabbit_egg

#endif
