// HDU 3544 Alice's Game (Cutcake), declared once: names, limits, help, and the input format that every solver of
// it reads. O(1) per bar read, bars not stored. Tested through tests.cpp, the testdata and the bad-input table.
#ifndef CUTCAKE_PROBLEM_HPP
#define CUTCAKE_PROBLEM_HPP

#include <string>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace cutcake {

const char* const id = "cutcake";
const char* const title = "HDU 3544 Alice's Game";
const char* const judge = "HDU";
const char* const twins = "";

// The statement bounds N (1..100) and the sides (1..10^9) but not the number of cases: 10^6 is assumed.
// A bar's value is below its side, so it fits a long long for every side a long long holds; the values are summed
// in two 64-bit words per player (solver.hpp), exact for up to 2^64 bars. Bars are not stored.
// cases: the number of test cases
// bars: N, bars per case
// side: X[i], Y[i]; the least is 1
#define CUTCAKE_LIMITS(LIMIT)                                               \
    LIMIT(cases, "number of cases", 1, 1000000, 1, 1000000)                 \
    LIMIT(bars, "bars per case N", 1, 100, 1, 1000000)                      \
    LIMIT(side, "bar side X, Y", 1, 1000000000LL, 1, 9223372036854775807LL)
GAMECORE_DECLARE_LIMITS(CUTCAKE_LIMITS)

inline std::string description() {
    return "HDU 3544 Alice's Game (Cutcake): N chocolate bars X x Y. Alice splits one bar\n"
           "along X (into A x Y and B x Y, A + B = X, A, B > 0), Bob one along Y. Who cannot\n"
           "move loses; Alice moves first.\n"
           "Input: the number of cases; per case a line 'N' and N lines 'X Y'.\n"
           "Output: per case 'Case k: Alice' or 'Case k: Bob', the winner, k counted from 1.";
}

// Every case, answered as soon as its last bar is read; the bars are not kept. Position describes how a case is
// decided:
//   void clear();                        a new case, no bars yet
//   void add_bar(long long x, long long y);  one more bar, Alice cuts x and Bob y
//   bool first_player_wins();            does Alice, moving first, win the case read so far?
template <class Position>
void answer_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Position& position) {
    const long long cases = in.read_int(limits.min_cases, limits.max_cases, "number of cases");
    in.read_eoln();
    for (long long c = 1; c <= cases; ++c) {
        const long long bars = in.read_int(limits.min_bars, limits.max_bars, "bar count N");
        in.read_eoln();
        position.clear();
        for (long long i = 0; i < bars; ++i) {
            const long long x = in.read_int(limits.min_side, limits.max_side, "bar side X");
            in.read_space();
            const long long y = in.read_int(limits.min_side, limits.max_side, "bar side Y");
            in.read_eoln();
            position.add_bar(x, y);
        }
        out.write("Case ");
        out.write_int(c);
        out.write(position.first_player_wins() ? ": Alice\n" : ": Bob\n");
    }
    if (in.strict()) in.read_eof();
    else if (!in.at_end()) in.fail_next("end of input after the cases");
}

}  // namespace cutcake

namespace this_problem = cutcake;

#endif
