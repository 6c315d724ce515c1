// POJ 3537 Crosses and Crosses (Treblecross), declared once: names, limits, help, and the input format that every
// solver of it reads. O(1) per number read. Tested through tests.cpp, the testdata and the bad-input table.
#ifndef CROSSES_PROBLEM_HPP
#define CROSSES_PROBLEM_HPP

#include <string>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace crosses {

const char* const id = "crosses";
const char* const title = "POJ 3537 Crosses and Crosses";
const char* const judge = "POJ";
const char* const twins = "";

// The Grundy table costs n^2 / 2 steps (no period is known for Treblecross): 10^5 in about a second.
#define CROSSES_LIMITS(LIMIT)                                                          \
    LIMIT(length, "strip length n", 1, 2000, 1, GAMECORE_UNLESS_FUZZING(100000, 2000))
GAMECORE_DECLARE_LIMITS(CROSSES_LIMITS)

inline std::string description() {
    return "POJ 3537 Crosses and Crosses (Treblecross): a 1 x n strip starts empty; players\n"
           "alternately put a cross in an empty cell, and whoever completes three crosses in a\n"
           "row wins. n <= 2 admits no three in a row (a draw): printed 1, as every accepted\n"
           "solution does (statement.md).\n"
           "Input: n (leniently, several n separated by white space, until end of input).\n"
           "Output: per n, 1 if the first player wins, else 2.\n"
           "Method: the strip of n is heap n + 2 of octal game 0.007, whose Grundy values are\n"
           "computed by the definition (gamecore/octal.hpp), O(n^2); no period is known.";
}

// The judge gives one n. Leniently, more n (separated by any white space) are read until end of input, each
// answered on its own line; strict mode wants exactly one. decide(n): does the first player win?
template <class Decide>
void answer_lengths(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    do {
        const long long n = in.read_int(limits.min_length, limits.max_length, "strip length n");
        in.read_eoln();
        out.write(decide(n) ? "1\n" : "2\n");
    } while (!in.strict() && !in.at_end());
    if (in.strict()) in.read_eof();
}

}  // namespace crosses

namespace this_problem = crosses;

#endif
