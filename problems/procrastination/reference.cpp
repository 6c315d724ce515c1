// procrastination-reference: answers the judge input by the definition, trying every 4th tower T
// and searching each game by its rules (at most 9 cubes per configuration, enough for the statement sample).
#include "cli/problem_cli.hpp"
#include "reference.hpp"

namespace {

// 9 cubes: T up to height 10 (2047 towers), a few hundred thousand positions: about a second per case.
const long long max_reference_cubes = 9;

void solve_by_definition(gamecore::Scanner& in) {
    const procrastination::HeightLimits limits = {max_reference_cubes, max_reference_cubes,
                                                   "tower height (the reference allows 9 cubes per configuration)"};
    procrastination::solve_with(in, limits, procrastination::at_least_as_favourable_by_definition);
}

}  // namespace

int main(int argc, char** argv) {
    gamesuite::ProblemCli cli("procrastination-reference",
                              "POJ 2931 reference: decides 'at least as favourable' by its definition: every 4th\n"
                              "tower T up to the height that matters, each game searched by its rules.\n"
                              "Same input and output as procrastination, for at most 9 cubes per configuration.");
    return cli.run(argc, argv, solve_by_definition);
}
