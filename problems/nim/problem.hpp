// Luogu P2197 (Nim), declared once: names, limits, help, and the input format that every solver of it reads.
// O(n) per case read. Tested through tests.cpp, the testdata and the bad-input table (CLI and judge98).
#ifndef NIM_PROBLEM_HPP
#define NIM_PROBLEM_HPP

#include <string>
#include <vector>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/pile_cases.hpp"
#include "gamecore/scanner.hpp"

namespace nim {

const char* const id = "nim";
const char* const title = "Luogu P2197 (Nim)";
const char* const judge = "Luogu";
const char* const twins = "";

// The statement gives T <= 10, n <= 10^4 and piles below 10^4; the lower bounds of T and n are not stated, and
// 1 is assumed (statement.md).
// The nim sum is exact for every pile a long long holds; 10^6 piles keep a case in memory (8 MB).
// pile: stones in one pile; 0 is always allowed
#define NIM_LIMITS(LIMIT)                                       \
    LIMIT(cases, "number of cases T", 1, 10, 0, 1000000)        \
    LIMIT(piles, "piles per case n", 1, 10000, 0, 1000000)      \
    LIMIT(pile, "pile size", 0, 9999, 0, 9223372036854775807LL)
GAMECORE_DECLARE_LIMITS(NIM_LIMITS)

inline std::string description() {
    return "Luogu P2197 (Nim): n piles of stones; a move takes one or more stones from one\n"
           "pile. Who cannot move loses.\n"
           "Input: T, then per case n and a line of n pile sizes.\n"
           "Output: per case, Yes if the first player wins, else No.";
}

// Reads one case: N, then a line of N pile sizes (the format nim and misere-nim share).
inline void read_case(gamecore::Scanner& in, const Limits& limits, std::vector<long long>& piles) {
    gamecore::read_pile_case(in, limits, piles);
}

// Reads T and then exactly T cases; lenient mode reads nothing after them, strict mode wants the end of input there.
// decide(piles): does the first player win? Each answer is written as soon as its case is read.
template <class Decide>
void answer_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    gamecore::answer_pile_cases(in, limits, out, decide, "Yes\n", "No\n");
}

}  // namespace nim

namespace this_problem = nim;

#endif
