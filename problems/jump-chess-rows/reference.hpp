// HDU 5724 reference: every row of 20 cells valued by the rules, the mex of the rows its moves reach (the 2^20 table
// the usual judge solutions build), the rows xored; no staircase. O(20 * 2^20) once, 1 MB; O(1) a row after.
// Used by tests.cpp, the in-process stress run and jump-chess-rows-reference.
#ifndef JUMP_CHESS_ROWS_REFERENCE_HPP
#define JUMP_CHESS_ROWS_REFERENCE_HPP

#include <string>
#include <vector>

#include "problem.hpp"

namespace jump_chess_rows {

const unsigned row_count = 1u << width;  // every row: a set of cells

// The row after the piece on `cell` moves: to the first empty cell right of it; `row` itself where there is none
// (the piece cannot move) or no piece is there.
inline unsigned row_after_move(unsigned row, int cell) {
    const unsigned bit = 1u << (cell - 1);
    if ((row & bit) == 0) return row;
    for (int to = cell + 1; to <= width; ++to)
        if ((row >> (to - 1) & 1u) == 0) return (row & ~bit) | (1u << (to - 1));
    return row;
}

// g(row) = mex{ g(row after a move) } for every row, by the rules above. A move puts a piece on a higher cell, so
// the row after it is a larger number: the table fills from the full row down.
class RowTable {
public:
    RowTable() : values_(row_count, 0) {
        for (unsigned row = row_count; row-- > 0;) {
            unsigned seen = 0;  // values are < 32 (a row has at most 20 options)
            for (int cell = 1; cell <= width; ++cell) {
                const unsigned after = row_after_move(row, cell);
                if (after != row) seen |= 1u << values_[after];
            }
            unsigned mex = 0;
            while (seen >> mex & 1u) ++mex;
            values_[row] = static_cast<unsigned char>(mex);
        }
    }
    unsigned value(unsigned row) const { return values_[row]; }

private:
    std::vector<unsigned char> values_;
};

// One table for the process: it never changes.
inline const RowTable& row_table() {
    static const RowTable table;
    return table;
}

inline Limits reference_limits() { return suite_limits(); }

inline std::string reference_description() {
    return "HDU 5724 reference: values every row of 20 cells by its moves (the mex table of all\n"
           "2^20 rows) and xors the rows, no staircase. Same input and output as jump-chess-rows.";
}

struct XorByTable {
    XorByTable() : sum(0) {}
    void clear() { sum = 0; }
    void add_row(unsigned row) { sum ^= row_table().value(row); }
    bool first_player_wins() const { return sum != 0; }
    unsigned sum;
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    XorByTable position;
    answer_tests(in, limits, out, position);
}

}  // namespace jump_chess_rows

#endif
