// POJ 1704 (Georgia and Bob): judge solver. O(N log N) per case (one sort), exact for cells up to 2^63 - 1.
// Tested in tests.cpp against the rules (reference.hpp) for every set of <= 4 cells in 1..12 and more, and by testdata.
#ifndef POJ1704_SOLVER_HPP
#define POJ1704_SOLVER_HPP

#include <algorithm>
#include <cstddef>
#include <cstdio>
#include <string>
#include <vector>

#include "gamecore/nim.hpp"
#include "gamecore/scanner.hpp"

namespace poj1704 {

// The judge's limits (enforced by --strict), and the larger ones this solver answers.
const long long judge_max_cases = 20;
const long long judge_max_pieces = 1000;
const long long judge_max_position = 10000;
const long long max_cases = 1000000;
const long long max_pieces = 1000000;
const long long max_position = 9223372036854775807LL;

// Staircase Nim (statement.md): pair the pieces from the right, the leftmost
// one with a wall at cell 0 when their number is odd; the empty cells inside
// each pair are a Nim heap, and the cells between pairs do not matter.
// `cells` must be ascending and distinct.
inline bool first_player_wins(const std::vector<long long>& cells) {
    std::vector<unsigned long long> heaps;
    std::size_t right = cells.size();  // pieces right..end are paired already
    for (; right >= 2; right -= 2) heaps.push_back(static_cast<unsigned long long>(cells[right - 1] - cells[right - 2] - 1));
    if (right == 1) heaps.push_back(static_cast<unsigned long long>(cells[0] - 1));  // paired with the wall
    return gamecore::nim_sum(heaps.begin(), heaps.end()) != 0;
}

// A piece as read, with where its token was, so that a repeated cell noticed
// only after sorting can still be reported at the token that repeats it.
struct Piece {
    long long cell;
    long line;
    long column;
};

// By cell, and for equal cells in input order.
inline bool before(const Piece& a, const Piece& b) {
    if (a.cell != b.cell) return a.cell < b.cell;
    if (a.line != b.line) return a.line < b.line;
    return a.column < b.column;
}

// Sorts `pieces` and throws an InputError at the first token (in input order)
// naming a cell that an earlier token of the same case already named.
inline void sort_and_check_distinct(std::vector<Piece>& pieces) {
    std::sort(pieces.begin(), pieces.end(), before);
    const Piece* first_repeat = NULL;
    for (std::size_t i = 1; i < pieces.size(); ++i) {
        if (pieces[i].cell != pieces[i - 1].cell || (i >= 2 && pieces[i - 2].cell == pieces[i].cell)) continue;
        // pieces[i] is the second mention of its cell: the earliest repeat of that cell.
        if (first_repeat == NULL || first_repeat->line > pieces[i].line ||
            (first_repeat->line == pieces[i].line && first_repeat->column > pieces[i].column))
            first_repeat = &pieces[i];
    }
    if (first_repeat != NULL) {
        char text[32];
        std::sprintf(text, "%lld", first_repeat->cell);
        throw gamecore::InputError(first_repeat->line, first_repeat->column, "a position not already taken",
                                   std::string("'") + text + "'");
    }
}

// Reads one case: N, then N distinct positions in any order. Leaves them
// ascending in `cells`; `pieces` is working space kept between cases.
inline void read_case(gamecore::Scanner& in, std::vector<Piece>& pieces, std::vector<long long>& cells) {
    const long long count = in.strict() ? in.read_int(1, judge_max_pieces, "number of pieces")
                                        : in.read_int(0, max_pieces, "number of pieces");
    in.read_eoln();
    const long long limit = in.strict() ? judge_max_position : max_position;
    pieces.clear();
    try {
        for (long long i = 0; i < count; ++i) {
            if (i > 0) in.read_space();
            Piece piece;
            piece.cell = in.read_int(1, limit, "position");
            piece.line = in.last_token_line();
            piece.column = in.last_token_column();
            pieces.push_back(piece);
        }
        in.read_eoln();
    } catch (const gamecore::InputError&) {
        sort_and_check_distinct(pieces);  // a repeat before the bad token is the first error
        throw;
    }
    sort_and_check_distinct(pieces);
    cells.clear();
    for (std::size_t i = 0; i < pieces.size(); ++i) cells.push_back(pieces[i].cell);
}

// Reads T and then exactly T cases. Lenient mode reads nothing after them;
// strict mode wants the end of input there.
inline void solve(gamecore::Scanner& in) {
    const long long cases = in.strict() ? in.read_int(1, judge_max_cases, "number of cases")
                                        : in.read_int(0, max_cases, "number of cases");
    in.read_eoln();
    std::vector<Piece> pieces;
    std::vector<long long> cells;
    for (long long c = 0; c < cases; ++c) {
        read_case(in, pieces, cells);
        std::fputs(first_player_wins(cells) ? "Georgia will win\n" : "Bob will win\n", stdout);
    }
    if (in.strict()) in.read_eof();
}

}  // namespace poj1704

#endif
