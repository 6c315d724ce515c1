// pas-wrong-shortest-longest: a deliberately WRONG decision, kept so that the stress tests prove they catch it. It
// follows a claim found online that only the shortest and the longest stripe matter, and drops the middle length. That
// is false (statement.md): lengths 1 2 3 win every board, 1 3 3 lose every even board. Its problem's test executable
// fails unless the in-process stress run (src/tests/stress/in_process.cpp) catches it.
#include <algorithm>

#include "tests/stress/wrong_variant.hpp"
#include "solver.hpp"

namespace {

void solve(gamecore::Scanner& in, const pas::Limits& limits, gamecore::Output& out) {
    const pas::StripeLengths lengths = pas::read_lengths(in, limits);
    // The bug: the middle length is replaced by the longest one.
    const long long shortest = std::min(lengths.c, std::min(lengths.z, lengths.n));
    const long long longest = std::max(lengths.c, std::max(lengths.z, lengths.n));
    pas::Stripes game(shortest, longest, longest);
    pas::answer_each_board(in, limits, out, game);
}

}  // namespace

GAMESUITE_WRONG_VARIANT("drops the middle stripe length", solve, pas::suite_limits())
