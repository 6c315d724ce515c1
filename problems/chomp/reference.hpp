// Chomp reference: the game played by its rules on the set of remaining cells (a bitmask), memoised minimax
// with game lengths; O(shapes x 3N x 3N) for width N <= 20. Shares no code with solver.hpp; tests.cpp compares them.
#ifndef CHOMP_REFERENCE_HPP
#define CHOMP_REFERENCE_HPP

#include <map>
#include <string>

#include "problem.hpp"

namespace chomp {

// Three rows of up to 21 cells fit one 64-bit word.
const int max_reference_width = 20;

// A position is the set of cells still on the board, bit row * row_stride + column (row 0 at the bottom,
// cell (0, 0) poisoned). Nothing here knows that the sets are staircases: a move takes any remaining cell and
// every remaining cell at or above its row and at or right of its column.
//
// value(cells) for the player to move, our notes' definition: > 0 a win in that many moves (both
// players' moves counted, the eating of the poisoned cell included), < 0 a loss in minus that many. Eating the
// poisoned cell loses at once: -1. Another move to a position worth v gives 1 - v if v < 0 (the opponent
// loses: a win one move longer) and -1 - v if v > 0. The player to move takes the smallest win if there is
// one, else the longest loss (the most negative value).
class CellSetChomp {
public:
    typedef unsigned long long Cells;
    static const int row_stride = 21;

    static Cells cell(int row, int column) { return 1ULL << (row * row_stride + column); }

    // The full 3 x width board.
    static Cells board(int width) { return shape(width, width, width); }

    // Rows of a, b and c cells from the bottom, each from column 0.
    static Cells shape(int a, int b, int c) {
        const int lengths[3] = {a, b, c};
        Cells cells = 0;
        for (int row = 0; row < 3; ++row)
            for (int column = 0; column < lengths[row]; ++column) cells |= cell(row, column);
        return cells;
    }

    int value(Cells cells) {
        std::map<Cells, int>::const_iterator known = memo_.find(cells);
        if (known != memo_.end()) return known->second;
        bool have_win = false;
        int best_win = 0, longest_loss = 0;
        for (int row = 0; row < 3; ++row) {
            for (int column = 0; column < row_stride; ++column) {
                if (!(cells & cell(row, column))) continue;
                int option;
                if (row == 0 && column == 0) {
                    option = -1;  // the poisoned cell: the mover loses, this move the game's last
                } else {
                    const int v = value(cells & ~eaten_by(row, column));
                    option = v < 0 ? 1 - v : -1 - v;
                }
                if (option > 0) {
                    if (!have_win || option < best_win) best_win = option;
                    have_win = true;
                } else if (option < longest_loss) {
                    longest_loss = option;
                }
            }
        }
        const int result = have_win ? best_win : longest_loss;
        memo_[cells] = result;
        return result;
    }

    // TopCoder's moves(N).
    int operator()(int width) { return value(board(width)); }

    // The cells a bite at (row, column) takes: it and every cell at or above its row and at or right of it.
    static Cells eaten_by(int row, int column) {
        Cells eaten = 0;
        for (int r = row; r < 3; ++r)
            for (int c = column; c < row_stride; ++c) eaten |= cell(r, c);
        return eaten;
    }

private:
    std::map<Cells, int> memo_;
};

inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_width = max_reference_width;
    return limits;
}

inline std::string reference_description() {
    return "Chomp reference: minimax over the sets of remaining cells by the rules (the winner\n"
           "takes the shortest win, the loser the longest loss, the poisoned move counted).\n"
           "Same input and output as chomp, for boards up to 3 x 20.";
}

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    CellSetChomp game;
    answer_widths(in, limits, out, game);
}

}  // namespace chomp

#endif
