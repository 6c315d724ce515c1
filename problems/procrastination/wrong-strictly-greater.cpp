// procrastination-wrong-strictly-greater: a deliberately WRONG solver, kept so that the stress harness proves it
// catches it. It answers Yes only when value(C1) > value(C2): equal configurations are equally favourable, so the
// right test is >=. The ctest stress-catches-procrastination-wrong-strictly-greater passes only if
// scripts/stress reports a mismatch.
#include "cli/problem_cli.hpp"
#include "solver.hpp"

namespace {

bool strictly_more_favourable(const procrastination::Configuration& c1, const procrastination::Configuration& c2) {
    return procrastination::configuration_value(c1) > procrastination::configuration_value(c2);  // the bug
}

void solve(gamecore::Scanner& in, const procrastination::Limits& limits, gamecore::Output& out) {
    procrastination::answer_cases(in, limits, out, strictly_more_favourable);
}

}  // namespace

int main(int argc, char** argv) {
    return gamesuite::run_wrong_variant(argc, argv, "> instead of >=", solve, procrastination::suite_limits());
}
