// TopCoder TCO08 "Chomp" judge solver: a programme over the staircase shapes of the 3 x N board in lexicographic
// order, O(N^3) time and O(N^2) memory once for the widest N, O(1) a query. Tested in tests.cpp against the core's
// retrograde analysis of the same game (every shape up to width 120), reference.hpp's minimax over sets of cells
// (every shape up to width 20) and the archive's N = 1..24 values.
#ifndef CHOMP_SOLVER_HPP
#define CHOMP_SOLVER_HPP

#include <algorithm>
#include <climits>
#include <cstddef>
#include <vector>

#include "gamecore/retrograde.hpp"
#include "gamecore/scanner.hpp"
#include "problem.hpp"

namespace chomp {

// A position of 3-row Chomp is a staircase: row lengths a >= b >= c >= 0 from the bottom row (the poisoned
// cell is the bottom row's first), since a move cuts every row at and above its own. The shapes are numbered
// in lexicographic order of (a, b, c), the numbering of the shapes with a <= N being a prefix for every N:
//   index(a, b, c) = a(a+1)(a+2)/6 + b(b+1)/2 + c,
// so the table of the widest board holds every narrower board's shapes under the same numbers, and a board
// of width W has (W+1)(W+2)(W+3)/6 shapes. Shape 0 is (0, 0, 0): the poisoned cell has just been eaten, so the
// player to move there has won (a primitive WIN with no moves left). Eating the poisoned cell is a move like
// any other (row 0, column 0, leading to shape 0), so the losing move is counted in the remoteness.
//
// The game for gamecore::solve_retrograde. A move at (row r, column x) cuts rows r.. to at most x columns:
//   row 0: (x, min(b, x), min(c, x)) for x < a;  row 1: (a, x, min(c, x)) for x < b;  row 2: (a, b, x) for x < c.
// The a + b + c options are different shapes (each row of moves changes a different coordinate first), so no
// option is repeated; for_each_parent inverts exactly this list (tests.cpp runs parents_invert_moves).
class ChompGame {
public:
    explicit ChompGame(int width) : width_(width) {
        for (long long a = 0; a <= width + 1; ++a) {
            first_of_a_.push_back(static_cast<std::size_t>(a * (a + 1) * (a + 2) / 6));
            first_of_b_.push_back(static_cast<std::size_t>(a * (a + 1) / 2));
        }
    }

    int width() const { return width_; }
    std::size_t position_count() const { return first_of_a_[static_cast<std::size_t>(width_) + 1]; }

    std::size_t index(int a, int b, int c) const {
        return first_of_a_[static_cast<std::size_t>(a)] + first_of_b_[static_cast<std::size_t>(b)] +
               static_cast<std::size_t>(c);
    }

    // The row lengths of shape p.
    void shape(std::size_t p, int& a, int& b, int& c) const {
        a = static_cast<int>(std::upper_bound(first_of_a_.begin(), first_of_a_.end(), p) - first_of_a_.begin()) - 1;
        const std::size_t rest = p - first_of_a_[static_cast<std::size_t>(a)];
        b = static_cast<int>(std::upper_bound(first_of_b_.begin(), first_of_b_.end(), rest) - first_of_b_.begin()) -
            1;
        c = static_cast<int>(rest - first_of_b_[static_cast<std::size_t>(b)]);
    }

    gamecore::Outcome primitive(std::size_t p) const { return p == 0 ? gamecore::WIN : gamecore::UNDECIDED; }

    template <class Visit>
    void for_each_move(std::size_t p, Visit& visit) const {
        if (p == 0) return;
        int a, b, c;
        shape(p, a, b, c);
        for (int x = 0; x < a; ++x) visit(index(x, std::min(b, x), std::min(c, x)));
        for (int x = 0; x < b; ++x) visit(index(a, x, std::min(c, x)));
        for (int x = 0; x < c; ++x) visit(index(a, b, x));
    }

    // The shapes with a move to q = (a, b, c), by the row the move was made in (its column is then q's length
    // of that row, and the rows below keep their lengths):
    //   row 2: (a, b, C), c < C <= b;
    //   row 1: (a, B, C), b < B <= a, where C = c if c < b, else (c = b, the top row was cut too) b <= C <= B;
    //   row 0: (A, B, C), a < A <= width, where B = b if b < a, else a <= B <= A; likewise C = c if c < a,
    //          else a <= C <= B. Shape 0 is thus the child of every shape (eating the poisoned cell).
    template <class Visit>
    void for_each_parent(std::size_t q, Visit& visit) const {
        int a, b, c;
        shape(q, a, b, c);
        for (int top = c + 1; top <= b; ++top) visit(index(a, b, top));
        for (int middle = b + 1; middle <= a; ++middle) {
            if (c < b) {
                visit(index(a, middle, c));
            } else {
                for (int top = b; top <= middle; ++top) visit(index(a, middle, top));
            }
        }
        for (int bottom = a + 1; bottom <= width_; ++bottom) {
            const int middle_low = b < a ? b : a, middle_high = b < a ? b : bottom;
            for (int middle = middle_low; middle <= middle_high; ++middle) {
                const int top_low = c < a ? c : a, top_high = c < a ? c : middle;
                for (int top = top_low; top <= top_high; ++top) visit(index(bottom, middle, top));
            }
        }
    }

private:
    int width_;
    std::vector<std::size_t> first_of_a_;  // [a]: index of (a, 0, 0), a(a+1)(a+2)/6
    std::vector<std::size_t> first_of_b_;  // [b]: b(b+1)/2, the offset of (a, b, 0) from (a, 0, 0)
};

// The options of a shape that the programme below has summed up: the quickest of them that is lost for the player
// then to move (the mover's quickest win), and the longest of them all (the mover's slowest loss where none is lost).
// A shape's value is TopCoder's signed number, +moves for a win and -moves for a loss; (0, 0, 0) is a win in 0.
class OptionsSummary {
public:
    typedef int Value;

    OptionsSummary() : quickest_loss_(no_loss), longest_(0) {}

    void add(Value value) {
        const unsigned remoteness = static_cast<unsigned>(value < 0 ? -value : value);
        if (value < 0) quickest_loss_ = std::min(quickest_loss_, remoteness);
        longest_ = std::max(longest_, remoteness);
    }
    void add(const OptionsSummary& other) {
        quickest_loss_ = std::min(quickest_loss_, other.quickest_loss_);
        longest_ = std::max(longest_, other.longest_);
    }
    // The value of shape (a, b, c) whose options these are (every shape but (0, 0, 0) can at least eat the poison).
    static Value value_of(int a, int, int, const OptionsSummary& options) {
        if (a == 0) return 0;
        return options.quickest_loss_ != no_loss ? static_cast<int>(options.quickest_loss_) + 1
                                                 : -static_cast<int>(options.longest_) - 1;
    }

private:
    static const unsigned no_loss = UINT_MAX;
    unsigned quickest_loss_, longest_;
};

// Calls visit(a, b, c, options, value) for every shape of the board of the given width, in lexicographic order, by
// the rules of ChompGame: a shape's options all come before it, and each of its a + b + c moves falls in one of six
// ranges of shapes whose Summary is kept as the range grows, so each shape costs O(1) additions:
//   row 2, (a, b, x) for x < c:            the shapes just before it, summed as c grows;
//   row 1, (a, x, c) for c <= x < b:        per c, summed as b grows (within one a);
//          (a, x, x) for x < c:             the diagonal of this a, summed as x grows;
//   row 0, (x, b, c) for b <= x < a:        per (b, c), summed as a grows;
//          (x, x, c) for c <= x < b:        per c, summed over x up to each b;
//          (x, x, x) for x < c:             the cubes, summed as x grows.
// Summary is OptionsSummary for the values; the tests sum the options' shapes themselves, to see the six ranges hold
// exactly the moves. A Summary is default-constructible (no options), adds a Value and another Summary, and makes
// a shape's Value from its options' Summary (value_of).
template <class Summary, class Visit>
void for_each_shape_value(int width, Visit& visit) {
    typedef std::size_t Size;
    typedef typename Summary::Value Value;
    const Size w = static_cast<Size>(width), side = w + 2;
    std::vector<Summary> row0_by_b_c(side * side);  // [b][c]: (x, b, c), b <= x < a
    std::vector<Summary> row0_by_c_b(side * side);  // [c][y]: (x, x, c), c <= x < y
    std::vector<Summary> cubes(side);               // [y]: (x, x, x), x < y
    std::vector<Summary> row1_by_c(side);           // [c]: (a, x, c), c <= x < b, for this a
    std::vector<Summary> diagonal(side);            // [y]: (a, x, x), x < y, for this a
    std::vector<Value> slice(side * side);          // [b][c]: the values of (a, b, c), this a
    for (Size a = 0; a <= w; ++a) {
        std::fill(row1_by_c.begin(), row1_by_c.end(), Summary());
        for (Size b = 0; b <= a; ++b) {
            Summary row2;  // (a, b, x), x < c
            for (Size c = 0; c <= b; ++c) {
                Summary options = row2;
                options.add(row1_by_c[c]);
                options.add(diagonal[c]);
                options.add(row0_by_b_c[b * side + c]);
                options.add(row0_by_c_b[c * side + b]);
                options.add(cubes[c]);
                const int ia = static_cast<int>(a), ib = static_cast<int>(b), ic = static_cast<int>(c);
                const Value value = Summary::value_of(ia, ib, ic, options);
                slice[b * side + c] = value;
                visit(ia, ib, ic, options, value);
                row2.add(value);
                if (c == b) {
                    diagonal[b + 1] = diagonal[b];
                    diagonal[b + 1].add(value);
                }
                if (a == b) {
                    row0_by_c_b[c * side + b + 1] = row0_by_c_b[c * side + b];
                    row0_by_c_b[c * side + b + 1].add(value);
                }
                if (a == b && b == c) {
                    cubes[c + 1] = cubes[c];
                    cubes[c + 1].add(value);
                }
            }
            for (Size c = 0; c <= b; ++c) row1_by_c[c].add(slice[b * side + c]);
        }
        for (Size b = 0; b <= a; ++b)
            for (Size c = 0; c <= b; ++c) row0_by_b_c[b * side + c].add(slice[b * side + c]);
    }
}

// TopCoder's number for a solved shape: +moves if the player to move wins, -moves if he loses. The game is
// finite and acyclic, so no shape is a DRAW (tests.cpp checks every shape up to width 120).
inline int signed_moves(const gamecore::RetrogradeResult& solved, std::size_t p) {
    const int moves = static_cast<int>(solved.remoteness[p]);
    return solved.outcome[p] == gamecore::WIN ? moves : -moves;
}

// The answers for every N up to the widest board built so far. A wider N rebuilds the table (the work is
// dominated by the widest board, O(N^3)), at least half again as wide as before within the suite's limit, so
// that a rising sequence of N costs a small multiple of its last table, not the sum of all of them.
class ChompTable {
public:
    ChompTable() : width_(0), answers_(1, 0) {}

    int width() const { return width_; }

    // Makes the answers of every N <= width available (width >= 1).
    void widen(int width) {
        if (width <= width_) return;
        answers_.assign(static_cast<std::size_t>(width) + 1, 0);
        FullBoards full_boards(answers_);
        for_each_shape_value<OptionsSummary>(width, full_boards);
        width_ = width;
    }

    // The decision answer_widths asks for: TopCoder's moves(N), N >= 1. The growth by half stops at TopCoder's
    // largest N while the N asked are within it: a judge's input never pays for a table past its own limit.
    int operator()(int n) {
        if (n > width_) {
            const int judge = static_cast<int>(judge_limits().max_width);
            int grown = std::min(static_cast<int>(suite_limits().max_width), width_ + width_ / 2);
            if (n <= judge && grown > judge) grown = judge;
            widen(std::max(n, grown));
        }
        return answers_[static_cast<std::size_t>(n)];
    }

private:
    // Keeps the values of the full boards (N, N, N).
    struct FullBoards {
        explicit FullBoards(std::vector<int>& answers) : answers(answers) {}
        void operator()(int a, int b, int c, const OptionsSummary&, int value) {
            if (a == b && b == c && a >= min_width) answers[static_cast<std::size_t>(a)] = value;
        }
        std::vector<int>& answers;
    };

    int width_;
    std::vector<int> answers_;  // [N]: moves(N) for 1 <= N <= width_
};

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    // The answers depend on N alone, so they may outlive one input: callers that run solve() many times (the
    // fuzz harness) build each table once.
    static ChompTable table;
    answer_widths(in, limits, out, table);
}

}  // namespace chomp

#endif
