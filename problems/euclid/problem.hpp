// POJ 2348 Euclid's Game, declared once: names, limits, help, and the input format that every solver of it reads.
// O(1) per line read, nothing stored. Tested through tests.cpp, the testdata and the bad-input table.
#ifndef EUCLID_PROBLEM_HPP
#define EUCLID_PROBLEM_HPP

#include <string>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace euclid {

const char* const id = "euclid";
const char* const title = "POJ 2348 Euclid's Game";
const char* const judge = "POJ";
const char* const twins = "HDU 1525; Luogu P1290 (its input: C, then C lines 'M N', with no closing '0 0')";

// A number is at least 1 everywhere: a pair holding 0 is a finished game, not a position to ask about, and a first
// number 0 can only start the line 0 0 that ends the input.
// POJ states no bound; the same statement elsewhere (Kattis / UVa) says "less than 2^31". POJ: 1000 ms, 64 MB.
// The decision only divides and subtracts the smaller number from the larger, so every long long pair is exact.
#define EUCLID_LIMITS(LIMIT)                                                 \
    LIMIT(number, "numbers a, b", 1, 2147483647LL, 1, 9223372036854775807LL)
GAMECORE_DECLARE_LIMITS(EUCLID_LIMITS)

inline std::string description() {
    return "POJ 2348 Euclid's Game: two positive integers. A move subtracts a positive\n"
           "multiple of the smaller from the larger, leaving it non-negative. Whoever makes\n"
           "a number 0 wins; Stan moves first.\n"
           "Input: lines 'a b', ended by the line '0 0' (or end of input).\n"
           "Output: per line, Stan wins or Ollie wins.";
}

// Every line until 0 0 (or, leniently, the end of input where a line would start); nothing after 0 0 is read, and
// strict mode wants the end of input there. The numbers are at least 1, so a first 0 can only start the terminator
// and the number after it must be 0. Each answer is written as soon as its line is read. Decide says who wins:
//   bool first_player_wins(long long a, long long b);   (either order)
template <class Decide>
void answer_lines(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    for (;;) {
        if (!in.strict() && in.at_end()) return;
        const long long a = in.read_int(0, limits.max_number, "number a (0 0 ends the input)");
        in.read_space();
        if (a == 0) {
            in.read_int(0, 0, "0 (the line 0 0 ends the input)");
            in.read_eoln();
            if (in.strict()) in.read_eof();
            return;
        }
        const long long b = in.read_int(limits.min_number, limits.max_number, "number b");
        in.read_eoln();
        out.write(decide.first_player_wins(a, b) ? "Stan wins\n" : "Ollie wins\n");
    }
}

}  // namespace euclid

namespace this_problem = euclid;

#endif
