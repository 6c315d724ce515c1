// procrastination-wrong-strictly-greater: a deliberately WRONG decision, kept so that the stress tests prove they catch
// it. It answers Yes only when value(C1) > value(C2): equal configurations are equally favourable, so the right test is
// >=. Its problem's test executable fails unless the in-process stress run (src/tests/stress/in_process.cpp) catches
// it.
#include "tests/stress/wrong_variant.hpp"
#include "solver.hpp"

namespace {

bool strictly_more_favourable(const procrastination::Configuration& c1, const procrastination::Configuration& c2) {
    return procrastination::configuration_value(c1) > procrastination::configuration_value(c2);  // the bug
}

void solve(gamecore::Scanner& in, const procrastination::Limits& limits, gamecore::Output& out) {
    procrastination::answer_cases(in, limits, out, strictly_more_favourable);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("> instead of >=", solve, procrastination::suite_limits())
