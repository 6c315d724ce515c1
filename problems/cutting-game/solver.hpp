// POJ 2311 Cutting Game: judge solver. A Grundy table over rectangles, grown to the largest side asked: O(S^3) once
// for sides up to S, then O(1) a pair. Tested in tests.cpp against a search of whole positions by the rules.
#ifndef CUTTING_GAME_SOLVER_HPP
#define CUTTING_GAME_SOLVER_HPP

#include <cstddef>
#include <vector>

#include "gamecore/mex.hpp"
#include "problem.hpp"

namespace cutting_game {

// The options of a w x h rectangle under the reduced rules (statement.md): a cut that leaves a piece 1 wide hands
// the opponent an immediate win (cut a 1 x 1 off it), so nobody makes one, and the game becomes normal play with
// cuts leaving both parts at least 2 wide:
//   g(w, h) = mex { g(i, h) xor g(w - i, h) : 2 <= i <= w - 2 } u { g(w, j) xor g(w, h - j) : 2 <= j <= h - 2 }.
// 2 x 2, 2 x 3 and 3 x 2 have no such cut: value 0, lost. Cuts at i and at w - i give the same two pieces: i <= w / 2
// (and j <= h / 2) is every option once.
// A rule for RectangleTable (the deliberately wrong variants are other rules): most_options bounds what
// add_options adds; add_options reads `table.stored(a, b)` only for a x b with one side equal to w x h's and the
// other smaller, which the table has ready (a side of 1 is stored as 0, never computed).
struct ReducedCuts {
    static std::size_t most_options(int w, int h) {
        return static_cast<std::size_t>((w / 2 >= 2 ? w / 2 - 1 : 0) + (h / 2 >= 2 ? h / 2 - 1 : 0));
    }
    template <class Table>
    static void add_options(const Table& table, int w, int h, gamecore::MexBuffer& mex) {
        for (int i = 2; i <= w / 2; ++i) mex.add(table.stored(i, h) ^ table.stored(w - i, h));
        for (int j = 2; j <= h / 2; ++j) mex.add(table.stored(w, j) ^ table.stored(w, h - j));
    }
};

// Grundy values of w x h rectangles, 2 <= w, h <= side(), under the options that `Cuts` (a rule like ReducedCuts)
// gives; a template parameter, not a virtual call, so that the judge's table loop is compiled as if written out.
template <class Cuts>
class RectangleTable {
public:
    // Sides up to `cap` may be asked for (the limits): growth doubles the side within it, so that inputs with
    // ever larger sides copy the table O(log S) times, not once per new side. Doubling stops at the judge's largest
    // side while the sides asked are within it: a judge's input never pays for a table past its own limit.
    explicit RectangleTable(int cap) : cap_(cap), judge_side_(static_cast<int>(judge_limits().max_side)), side_(1) {
        if (judge_side_ > cap_) judge_side_ = cap_;
    }

    int side() const { return side_; }

    // Grows the table to sides up to `side`, computing only the new cells: (w, h) needs (i, h) with i < w and
    // (w, j) with j < h, so row by row, each row left to right, is an order that has them ready.
    void extend_to(int side) {
        if (side <= side_) return;
        const int old_side = side_;
        std::vector<unsigned> old;
        old.swap(values_);
        values_.assign(static_cast<std::size_t>(side + 1) * static_cast<std::size_t>(side + 1), 0);
        side_ = side;
        for (int w = 2; w <= old_side; ++w)
            for (int h = 2; h <= old_side; ++h)
                at(w, h) = old[static_cast<std::size_t>(w) * static_cast<std::size_t>(old_side + 1) +
                               static_cast<std::size_t>(h)];
        for (int w = 2; w <= side; ++w)
            for (int h = 2; h <= side; ++h)
                if (w > old_side || h > old_side) at(w, h) = computed(w, h);
    }

    unsigned value(int w, int h) {
        const int side = w > h ? w : h;
        if (side > side_) {
            const int doubled = 2 * side_ < cap_ ? 2 * side_ : cap_;
            const int grown = side <= judge_side_ && doubled > judge_side_ ? judge_side_ : doubled;
            extend_to(side > grown ? side : grown);
        }
        return at(w, h);
    }

    // The value already in the table for w x h, 1 <= w, h <= side(), without growing it: what Cuts reads while a
    // cell is computed. A side of 1 reads 0 (never computed: the reduced rules never need it).
    unsigned stored(int w, int h) const {
        return values_[static_cast<std::size_t>(w) * static_cast<std::size_t>(side_ + 1) +
                       static_cast<std::size_t>(h)];
    }

private:
    unsigned& at(int w, int h) {
        return values_[static_cast<std::size_t>(w) * static_cast<std::size_t>(side_ + 1) +
                       static_cast<std::size_t>(h)];
    }

    unsigned computed(int w, int h) {
        mex_.begin(Cuts::most_options(w, h));
        Cuts::add_options(*this, w, h, mex_);
        return static_cast<unsigned>(mex_.mex());
    }

    int cap_;
    int judge_side_;
    int side_;
    std::vector<unsigned> values_;  // (side_ + 1)^2, row w, column h
    gamecore::MexBuffer mex_;
};

// The judge's table.
typedef RectangleTable<ReducedCuts> CuttingTable;

// First player wins w x h under the rule `Cuts`: the table grown to the largest side asked, within the limits.
template <class Cuts>
struct WinsUnder {
    explicit WinsUnder(const Limits& limits) : table(static_cast<int>(limits.max_side)) {}
    bool operator()(int w, int h) { return table.value(w, h) != 0; }
    RectangleTable<Cuts> table;
};

typedef WinsUnder<ReducedCuts> WinsByTable;

// The answers to a whole input under the rule `Cuts`: the judge's solve() with ReducedCuts, the wrong variants with
// their own rule.
template <class Cuts>
void solve_under(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    WinsUnder<Cuts> decide(limits);
    answer_pairs(in, limits, out, decide);
}

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    solve_under<ReducedCuts>(in, limits, out);
}

}  // namespace cutting_game

#endif
