// POJ 3480 / HDU 1907 (John, misère Nim), declared once: names, limits, help, and the input format every solver
// reads. O(N) per case read. Tested through tests.cpp, the testdata and the bad-input table (CLI and judge98).
#ifndef MISERE_NIM_PROBLEM_HPP
#define MISERE_NIM_PROBLEM_HPP

#include <string>
#include <vector>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/pile_cases.hpp"
#include "gamecore/scanner.hpp"

namespace misere_nim {

const char* const id = "misere-nim";
const char* const title = "POJ 3480 / HDU 1907 (John)";
const char* const judge = "POJ";
const char* const twins = "HDU 1907; Luogu P4279; BZOJ 1022";

// POJ 3480 and HDU 1907 state 1 <= T <= 474, 1 <= N <= 47 and 1 <= Ai <= 4747 (BZOJ 1022's 500, 50 and 5000 are
// read leniently all the same).
// The misère rule needs only a nim sum and a test for piles above 1: exact for every pile a long long holds.
// Empty piles change nothing and are accepted; 10^6 piles keep a case in memory (8 MB).
// pile: sweets of one colour
#define MISERE_NIM_LIMITS(LIMIT)                                \
    LIMIT(cases, "number of cases T", 1, 474, 0, 1000000)       \
    LIMIT(piles, "piles per case N", 1, 47, 0, 1000000)         \
    LIMIT(pile, "pile size", 1, 4747, 0, 9223372036854775807LL)
GAMECORE_DECLARE_LIMITS(MISERE_NIM_LIMITS)

inline std::string description() {
    return "POJ 3480 / HDU 1907 (John): piles of sweets; a move eats one or more sweets\n"
           "from one pile. Whoever eats the last sweet loses. John moves first.\n"
           "Input: T, then per case N and a line of N pile sizes.\n"
           "Output: per case, John if John wins, else Brother.";
}

// Reads one case: N, then a line of N pile sizes (the format nim and misere-nim share).
inline void read_case(gamecore::Scanner& in, const Limits& limits, std::vector<long long>& piles) {
    gamecore::read_pile_case(in, limits, piles);
}

// Reads T and then exactly T cases; lenient mode reads nothing after them, strict mode wants the end of input there.
// decide(piles): does John (the first player) win? Each answer is written as soon as its case is read.
template <class Decide>
void answer_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    gamecore::answer_pile_cases(in, limits, out, decide, "John\n", "Brother\n");
}

}  // namespace misere_nim

namespace this_problem = misere_nim;

#endif
