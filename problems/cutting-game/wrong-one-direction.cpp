// cutting-game-wrong-one-direction: a deliberately WRONG decision, kept so that the stress tests prove they catch it.
// Its Grundy recurrence has the reduction right (no cut leaves a 1-wide piece) but only cuts across the width (i from 2
// to w - 2), as if a sheet could be cut one way only; every board of width 2 or 3 is then lost, 2 x 4 among them, where
// the first player wins by cutting it into 2 x 2 and 2 x 2. Its problem's test executable fails unless the in-process
// stress run (src/tests/stress/in_process.cpp) catches it.
#include <cstddef>

#include "tests/stress/wrong_variant.hpp"
#include "gamecore/mex.hpp"
#include "problem.hpp"
#include "solver.hpp"

namespace {

// solver.hpp's ReducedCuts without its second loop: the cuts along h are missing.
struct CutsAcrossWidthOnly {
    static std::size_t most_options(int w, int) { return static_cast<std::size_t>(w / 2 >= 2 ? w / 2 - 1 : 0); }
    template <class Table>
    static void add_options(const Table& table, int w, int h, gamecore::MexBuffer& mex) {
        for (int i = 2; i <= w / 2; ++i) mex.add(table.stored(i, h) ^ table.stored(w - i, h));
    }
};

}  // namespace

GAMESUITE_WRONG_VARIANT("cuts across the width only", cutting_game::solve_under<CutsAcrossWidthOnly>, cutting_game::suite_limits())
