// 51Nod 1185 (Wythoff's game, piles to 10^18, answers A/B), declared once: names, limits, help, and the input format
// every solver reads. O(1) per case read. Tested through tests.cpp, the testdata and bad-inputs.txt (CLI and judge98).
#ifndef WYTHOFF_V2_PROBLEM_HPP
#define WYTHOFF_V2_PROBLEM_HPP

#include <string>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace wythoff_v2 {

const char* const id = "wythoff-v2";
const char* const title = "51Nod 1185 威佐夫游戏 V2";
const char* const judge = "51Nod";
const char* const twins = "";

// The statement: 1 <= T <= 10000 and 1 <= a, b <= 10^18. gamecore/wythoff.hpp is exact for every pile a long long
// holds, 0 included; cases are answered as they are read, so their number costs no memory.
#define WYTHOFF_V2_LIMITS(LIMIT)                                                  \
    LIMIT(cases, "number of cases T", 1, 10000, 0, 1000000)                       \
    LIMIT(pile, "pile sizes a, b", 1, 1000000000000000000LL, 0, 9223372036854775807LL)
GAMECORE_DECLARE_LIMITS(WYTHOFF_V2_LIMITS)

inline std::string description() {
    return "51Nod 1185 威佐夫游戏 V2 (Wythoff's game, piles to 10^18): two piles; A moves\n"
           "first, then B; a move takes stones from one pile, or the same number from both.\n"
           "Who takes the last stone wins.\n"
           "Input: T, then T lines 'a b'.\n"
           "Output: per case, A if the first player wins, else B.";
}

// Reads T and then exactly T lines 'a b'; lenient mode reads nothing after them, strict mode wants the end of input
// there. decide(a, b): does the first player win? Each answer is written as soon as its case is read.
template <class Decide>
void answer_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    const long long cases = in.read_int(limits.min_cases, limits.max_cases, "number of cases");
    in.read_eoln();
    for (long long c = 0; c < cases; ++c) {
        const long long a = in.read_int(limits.min_pile, limits.max_pile, "pile size");
        in.read_space();
        const long long b = in.read_int(limits.min_pile, limits.max_pile, "pile size");
        in.read_eoln();
        out.write(decide(a, b) ? "A\n" : "B\n");
    }
    if (in.strict()) in.read_eof();
}

}  // namespace wythoff_v2

namespace this_problem = wythoff_v2;

#endif
