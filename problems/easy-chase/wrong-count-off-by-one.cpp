// easy-chase-wrong-count-off-by-one: a deliberately WRONG decision, kept so that the stress tests prove they catch it.
// It counts every black win one move too long, the kind of slip a move-count recurrence invites. Its problem's test
// executable fails unless the in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include "tests/stress/wrong_variant.hpp"
#include "solver.hpp"

namespace {

struct BlackWinsOneMoveLong {
    easy_chase::Result operator()(int n, int row_white, int column_white, int row_black, int column_black) {
        easy_chase::Result result = tables(n, row_white, column_white, row_black, column_black);
        if (result.outcome == gamecore::LOSS) ++result.moves;  // the bug
        return result;
    }
    easy_chase::ChaseTables tables;
};

void solve(gamecore::Scanner& in, const easy_chase::Limits& limits, gamecore::Output& out) {
    static BlackWinsOneMoveLong decide;
    easy_chase::answer_queries(in, limits, out, decide);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("black wins one move too long", solve, easy_chase::suite_limits())
