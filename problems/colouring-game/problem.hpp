// Codeforces 1704F Colouring Game, declared once: names, limits, help, and the input format every solver of it
// reads. O(n) a strip. Tested by tests.cpp, the testdata and bad-inputs.txt (CLI and judge98).
#ifndef COLOURING_GAME_PROBLEM_HPP
#define COLOURING_GAME_PROBLEM_HPP

#include <cstddef>
#include <cstdio>
#include <string>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace colouring_game {

const char* const id = "colouring-game";
const char* const title = "Codeforces 1704F Colouring Game";
const char* const judge = "Codeforces";
const char* const twins = "";

// O(n) a strip and one strip in memory at a time, so the suite takes far more than the judge; the bound is what a
// file of cells may reasonably hold. A strip of one cell is no game (nobody can move, yet the counts would name a
// winner), so n >= 2 as at the judge.
// cells: n of one strip; total_cells: the sum of n over the strips
#define COLOURING_GAME_LIMITS(LIMIT)                                  \
    LIMIT(cases, "test cases t", 1, 10000, 1, 10000000)               \
    LIMIT(cells, "strip length n", 2, 500000, 2, 100000000)           \
    LIMIT(total_cells, "cells in all cases", 2, 500000, 2, 100000000)
GAMECORE_DECLARE_LIMITS(COLOURING_GAME_LIMITS)

inline std::string description() {
    return "Codeforces 1704F Colouring Game: a strip of n cells, each red (R) or blue (B). Alice\n"
           "moves first: she paints white two adjacent cells of which at least one is red; Bob\n"
           "paints white two adjacent cells of which at least one is blue (the other cell may\n"
           "already be white). Who cannot move loses.\n"
           "Input: t; per case a line 'n' and a line of n letters R or B.\n"
           "Output: per case the winner, Alice or Bob.";
}

// One strip: n, then a word of exactly n letters R and B. A word of another length is reported at its start, a
// wrong letter at its own column.
inline void read_strip(gamecore::Scanner& in, long long max_cells, std::string& strip) {
    const long long n = in.read_int(2, max_cells, "strip length n");
    in.read_eoln();
    char what[64];
    std::sprintf(what, "a strip of exactly %lld letters R or B", n);
    strip = in.read_token(what, static_cast<std::size_t>(n) + 1);
    if (static_cast<long long>(strip.size()) != n) in.fail_last_token(what);
    for (std::size_t c = 0; c < strip.size(); ++c)
        if (strip[c] != 'R' && strip[c] != 'B')
            throw gamecore::InputError(in.last_token_line(), in.last_token_column() + static_cast<long>(c),
                                       "R or B", std::string("'") + strip[c] + "'");
    in.read_eoln();
}

// t, then t strips; decide(strip): does Alice (moving first) win? Each answer is written as its strip is read.
template <class Decide>
void answer_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    const long long cases = in.read_int(limits.min_cases, limits.max_cases, "number of test cases t");
    in.read_eoln();
    long long cells_left = limits.max_total_cells;
    std::string strip;
    for (long long i = 0; i < cases; ++i) {
        if (cells_left < 2) in.fail_next("no further case (the sum of n is at its limit)");
        read_strip(in, cells_left < limits.max_cells ? cells_left : limits.max_cells, strip);
        cells_left -= static_cast<long long>(strip.size());
        out.write(decide(static_cast<const std::string&>(strip)) ? "Alice\n" : "Bob\n");
    }
    in.read_eof();
}

}  // namespace colouring_game

namespace this_problem = colouring_game;

#endif
