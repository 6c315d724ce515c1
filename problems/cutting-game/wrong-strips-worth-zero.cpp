// cutting-game-wrong-strips-worth-zero: a deliberately WRONG decision, kept so that the stress tests prove they catch
// it. It plays normal play over every cut (1 <= i <= w - 1) and gives a 1-wide strip the value 0, as if it were an
// inert piece, forgetting that a strip 1 x n (n >= 2) lets the next player cut out a 1 x 1 piece and win. Its problem's
// test executable fails unless the in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include <cstddef>

#include "tests/stress/wrong_variant.hpp"
#include "gamecore/mex.hpp"
#include "problem.hpp"
#include "solver.hpp"

namespace {

// solver.hpp's ReducedCuts with its loops starting at 1: cuts leaving a 1-wide strip are options too, and the
// table's 1-wide cells, never computed, read 0.
struct CutsWithInertStrips {
    static std::size_t most_options(int w, int h) { return static_cast<std::size_t>(w / 2 + h / 2); }
    template <class Table>
    static void add_options(const Table& table, int w, int h, gamecore::MexBuffer& mex) {
        for (int i = 1; i <= w / 2; ++i) mex.add(table.stored(i, h) ^ table.stored(w - i, h));  // the bug: i = 1
        for (int j = 1; j <= h / 2; ++j) mex.add(table.stored(w, j) ^ table.stored(w, h - j));  // and j = 1
    }
};

}  // namespace

GAMESUITE_WRONG_VARIANT("1-wide strips counted as inert pieces", cutting_game::solve_under<CutsWithInertStrips>, cutting_game::suite_limits())
