// HDU 5724 Chess (Luogu P2575): judge solver. Each row is staircase Nim on the groups of pieces between its empty
// cells, counted from the right end: O(20) a row, O(1) memory. Tested in tests.cpp against the row's mex table
// by the rules (reference.hpp) on every one of the 2^20 rows, and against whole boards searched by the rules.
#ifndef JUMP_CHESS_ROWS_SOLVER_HPP
#define JUMP_CHESS_ROWS_SOLVER_HPP

#include "problem.hpp"

namespace jump_chess_rows {

// The row read from its right end: the empty cells split the pieces into groups G_0 (right of the rightmost empty
// cell: frozen), G_1 (between the first and second empty cells from the right), G_2, ... A move of the k-th piece
// from the right of G_i (i >= 1) puts it on the empty cell to the right of G_i and leaves its own cell empty: k
// pieces pass from G_i to G_(i-1), any k from 1 to |G_i|. That is staircase Nim, whose Grundy value is the xor of
// the odd steps |G_1| xor |G_3| xor ... (statement.md has the proof).
inline unsigned row_value(unsigned row) {
    unsigned value = 0, group = 0;
    bool odd = false;  // is the group being counted an odd one?
    for (int cell = width; cell >= 1; --cell) {
        if (row >> (cell - 1) & 1u) {
            ++group;
        } else {
            if (odd) value ^= group;
            odd = !odd;
            group = 0;
        }
    }
    if (odd) value ^= group;
    return value;
}

// A test: the xor of its rows' values (Sprague-Grundy); the player to move wins iff it is not 0.
struct XorOfRows {
    XorOfRows() : sum(0) {}
    void clear() { sum = 0; }
    void add_row(unsigned row) { sum ^= row_value(row); }
    bool first_player_wins() const { return sum != 0; }
    unsigned sum;
};

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    XorOfRows position;
    answer_tests(in, limits, out, position);
}

}  // namespace jump_chess_rows

#endif
