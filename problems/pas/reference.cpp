// pas-reference: answers the judge input by playing on the board cell by cell (boards up to 16 cells).
#include <fmt/core.h>

#include "cli/problem_cli.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace {

// 2^16 positions of up to 48 moves each: well under a second.
const int max_reference_board = 16;

void solve_by_search(gamecore::Scanner& in) {
    const pas::StripeLengths lengths = pas::read_lengths(in);
    pas::ReferenceStripes game(lengths.c, lengths.z, lengths.n, max_reference_board);
    pas::answer_each_board(in, stdout, game, max_reference_board);
}

}  // namespace

int main(int argc, char** argv) {
    gamesuite::ProblemCli cli("pas-reference",
                              fmt::format("POI 2000 Stripes reference: plays on the board itself, a bitmask of\n"
                                          "covered cells, by memoised search. Same input and output as pas, for\n"
                                          "boards up to {} cells.",
                                          max_reference_board));
    return cli.run(argc, argv, solve_by_search);
}
