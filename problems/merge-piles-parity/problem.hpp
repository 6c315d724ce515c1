// Luogu P4101 [HEOI2014] 人人尽说江南好, declared once: names, limits, help, and the input format every solver of it
// reads. O(1) per case read. Tested through tests.cpp, the testdata and bad-inputs.txt (CLI and judge98).
#ifndef MERGE_PILES_PARITY_PROBLEM_HPP
#define MERGE_PILES_PARITY_PROBLEM_HPP

#include <string>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace merge_piles_parity {

const char* const id = "merge-piles-parity";
const char* const title = "Luogu P4101 [HEOI2014] 人人尽说江南好";
const char* const judge = "Luogu";
const char* const twins = "";

// A case is O(1): the forced move count n - ceil(n / m) by one division, exact for every n and m a long long holds.
// Cases are answered as they are read, so T costs no memory and stops only at what a file may reasonably hold.
// cases: T; heaps: n, the heaps of one stone at the start; most: m, the largest heap a merge may make
#define MERGE_PILES_PARITY_LIMITS(LIMIT)                                     \
    LIMIT(cases, "number of cases T", 1, 100, 1, 10000000)                   \
    LIMIT(heaps, "heaps of one stone n", 1, 1000000000, 1, 9223372036854775807LL) \
    LIMIT(most, "largest heap a merge makes m", 1, 1000000000, 1, 9223372036854775807LL)
GAMECORE_DECLARE_LIMITS(MERGE_PILES_PARITY_LIMITS)

inline std::string description() {
    return "Luogu P4101 [HEOI2014] 人人尽说江南好: n heaps of one stone each. A move merges two\n"
           "heaps into one of at most m stones. Who cannot move loses; 小Z moves first.\n"
           "Input: T, then T lines 'n m'.\n"
           "Output: per case 0 if the first player (小Z) wins, 1 if the second player wins.";
}

// T, then T lines 'n m'; lenient mode, too, wants nothing but blanks after them. decide(n, m): does the first
// player win? Each answer is written as soon as its case is read: 0 for a first-player win.
template <class Decide>
void answer_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    const long long cases = in.read_int(limits.min_cases, limits.max_cases, "number of cases T");
    in.read_eoln();
    for (long long c = 0; c < cases; ++c) {
        const long long heaps = in.read_int(limits.min_heaps, limits.max_heaps, "heaps of one stone n");
        in.read_space();
        const long long most = in.read_int(limits.min_most, limits.max_most, "largest heap a merge makes m");
        in.read_eoln();
        out.write(decide(heaps, most) ? "0\n" : "1\n");
    }
    if (in.strict()) in.read_eof();
    else if (!in.at_end()) in.fail_next("end of input after the T cases");
}

}  // namespace merge_piles_parity

namespace this_problem = merge_piles_parity;

#endif
