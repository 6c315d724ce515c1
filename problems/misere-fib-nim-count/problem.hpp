// Luogu P6791 [SNOI2020] 取石子, declared once: names, limits, help, and the input format that every solver of it
// reads. O(1) per query read, nothing stored. Tested through tests.cpp, the testdata and
// testdata/misere-fib-nim-count/bad-inputs.txt (CLI and judge98).
#ifndef MISERE_FIB_NIM_COUNT_PROBLEM_HPP
#define MISERE_FIB_NIM_COUNT_PROBLEM_HPP

#include <string>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace misere_fib_nim_count {

const char* const id = "misere-fib-nim-count";
const char* const title = "Luogu P6791 [SNOI2020] 取石子";
const char* const judge = "Luogu";
const char* const twins = "";

// The count is a walk over the Zeckendorf digits of N - 1, at most 91 of them below 2^63 (solver.hpp), and every
// partial sum stays at most N, so every k and N a long long holds is answered exactly. The queries are answered
// as they are read, so their number only bounds the run time: up to 10^7 in the suite (about a second).
#define MISERE_FIB_NIM_COUNT_LIMITS(LIMIT)                                          \
    LIMIT(queries, "number of queries T", 1, 100000, 0, 10000000)                   \
    LIMIT(cap, "first-move cap k", 1, 1000000000000000000LL, 1, 9223372036854775807LL) \
    LIMIT(stones, "largest heap N", 1, 1000000000000000000LL, 1, 9223372036854775807LL)
GAMECORE_DECLARE_LIMITS(MISERE_FIB_NIM_COUNT_LIMITS)

inline std::string description() {
    return "Luogu P6791 [SNOI2020] 取石子: one heap of n stones. The first player first takes 1\n"
           "to k stones; afterwards each move takes at least 1 and at most twice what the\n"
           "previous move took. Whoever takes the last stone LOSES.\n"
           "Input: T, then T lines 'k N', a case each: the heaps n = 1..N with the cap k.\n"
           "Output: per case, how many n in 1..N the first player wins.\n"
           "Method: misere play on n is normal play on n - 1, won iff the smallest\n"
           "Zeckendorf term of n - 1 is at most k; the n - 1 whose terms all exceed k are\n"
           "counted by a walk over the Zeckendorf digits of N - 1. O(log N) a case.";
}

// T, then T lines "k N", each answered as soon as it is read. Decide gives it:
//   long long count(long long k, long long n_max);   the heaps 1..n_max that the first player wins
template <class Decide>
void answer_queries(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    const long long queries = in.read_int(limits.min_queries, limits.max_queries, "number of queries T");
    in.read_eoln();
    for (long long q = 0; q < queries; ++q) {
        const long long k = in.read_int(limits.min_cap, limits.max_cap, "first-move cap k");
        in.read_space();
        const long long n_max = in.read_int(limits.min_stones, limits.max_stones, "largest heap N");
        in.read_eoln();
        out.write_int(decide(k, n_max));
        out.write("\n", 1);
    }
    if (in.strict()) in.read_eof();
    else if (!in.at_end()) in.fail_next("end of input after the T queries");
}

}  // namespace misere_fib_nim_count

namespace this_problem = misere_fib_nim_count;

#endif
