// poj1704-reference: answers the judge input by searching Georgia and Bob from its rules (<= 6 pieces on cells <= 24).
#include "cli/problem_cli.hpp"
#include "reference.hpp"

namespace {

// C(24, 6) = 134596 positions at most: a case stays well under a second.
const long long max_reference_cases = 1000;
const long long max_reference_pieces = 6;
const long long max_reference_position = 24;

void solve_by_search(gamecore::Scanner& in) {
    gamecore::GameSearch<poj1704::GeorgiaAndBobRules> search((poj1704::GeorgiaAndBobRules()));
    const long long cases = in.read_int(0, max_reference_cases, "number of cases");
    for (long long c = 0; c < cases; ++c) {
        const long long count = in.read_int(0, max_reference_pieces, "number of pieces");
        std::vector<long long> cells;
        for (long long i = 0; i < count; ++i) {
            const long long cell = in.read_int(1, max_reference_position, "position");
            if (std::find(cells.begin(), cells.end(), cell) != cells.end())
                in.fail_last_token("a position not already taken");
            cells.push_back(cell);
        }
        std::fputs(search.wins(poj1704::GeorgiaAndBobRules::position_of(cells)) ? "Georgia will win\n"
                                                                                 : "Bob will win\n",
                   stdout);
    }
}

}  // namespace

int main(int argc, char** argv) {
    gamesuite::ProblemCli cli("poj1704-reference",
                              "POJ 1704 reference: plays Georgia and Bob by its rules (memoised search).\n"
                              "Same input and output as poj1704, for up to 1000 cases of up to 6 pieces on\n"
                              "cells up to 24.");
    return cli.run(argc, argv, solve_by_search);
}
