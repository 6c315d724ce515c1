// COCI 2010/2011 #4 HRPA (Luogu P6487), declared once: names, limits, help, and the input format that every solver
// of it reads. O(1) per line read, nothing stored. Tested through tests.cpp, the testdata and the bad-input table.
#ifndef HRPA_PROBLEM_HPP
#define HRPA_PROBLEM_HPP

#include <string>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace hrpa {

const char* const id = "hrpa";
const char* const title = "COCI 2010/2011 #4 HRPA (Luogu P6487)";
const char* const judge = "Luogu";
const char* const twins = "Luogu P6487; DMOJ coci10c4p6";

// The statement: one line, 2 <= N <= 10^15. The answer is the smallest term of N's Zeckendorf representation, the
// Fibonacci numbers built exactly in 64 bits up to N (gamecore/zeckendorf.hpp), so every N a long long holds is
// answered. N = 1 is a position too: the first move takes the one pebble and wins, answer 1. Beyond the judge, more
// lines of N may follow, each a case of its own answered on its own line; --strict wants the judge's one line.
#define HRPA_LIMITS(LIMIT)                                                     \
    LIMIT(pebbles, "pebbles N", 2, 1000000000000000LL, 1, 9223372036854775807LL) \
    LIMIT(lines, "lines of N (a case each)", 1, 1, 1, 1000000)
GAMECORE_DECLARE_LIMITS(HRPA_LIMITS)

inline std::string description() {
    return "COCI 2010/2011 #4 HRPA (Luogu P6487): one heap of N pebbles. Mirko moves first\n"
           "and may take any number, 1 to N; afterwards each move takes at least 1 and at\n"
           "most twice what the opponent just took. Whoever takes the last pebble wins.\n"
           "Input: one line N (beyond the judge, more lines of N: a case each).\n"
           "Output: per line, the smallest first move with which Mirko is sure to win.";
}

// Every line of N until the end of input, at least min_lines and at most max_lines of them; each answer is written
// as soon as its line is read. Decide gives it:
//   long long decide(long long n);   the smallest winning first take, 1..n
template <class Decide>
void answer_lines(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    for (long long line = 0; line < limits.max_lines; ++line) {
        if (line >= limits.min_lines && in.at_end()) return;
        const long long n = in.read_int(limits.min_pebbles, limits.max_pebbles, "pebbles N");
        in.read_eoln();
        const long long take = decide(n);
        out.write_int(take);
        out.write("\n");
    }
    if (in.strict()) in.read_eof();
    else if (!in.at_end()) in.fail_next("end of input");
}

}  // namespace hrpa

namespace this_problem = hrpa;

#endif
