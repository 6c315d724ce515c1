// POJ 3922 A simple stone game (k-multiple dynamic subtraction), declared once: names, limits, help, and the input
// format that every solver of it reads. O(1) per case read. Tested through tests.cpp, the testdata and bad inputs.
#ifndef K_MULTIPLE_PROBLEM_HPP
#define K_MULTIPLE_PROBLEM_HPP

#include <string>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace k_multiple {

const char* const id = "k-multiple";
const char* const title = "POJ 3922 A simple stone game";
const char* const judge = "POJ";
const char* const twins = "";

// The statement: t <= 20, 2 <= n <= 10^8, 1 <= k <= 10^5.
// The losing numbers are built exactly up to n (32-bit for n < 2^32, 64-bit beyond); every sum formed is below
// 2n, so n < 2^62 never wraps in 64 bits. Memory: about k * (1 + ln(n / k)) numbers, of 4 bytes at the judge's
// limits (7.5 * 10^5, 3 MB, for k = 10^5 and n = 10^8), of 8 bytes beyond 2^32: 3.2 * 10^6 (26 MB) for k = 10^5
// and n = 2^62 - 1; so k stays at the judge's 10^5.
// n = 1 is a position: the first move must leave a stone, so the first player has no move and loses.
// Under a fuzzer the table is rebuilt whenever k changes: hundreds of cases alternating k = 10^5 would take
// minutes under its instrumentation, against its 10 s an input, so k and n are capped there.
#define K_MULTIPLE_LIMITS(LIMIT)                                                                               \
    LIMIT(cases, "number of cases t", 1, 20, 1, 1000000)                                                       \
    LIMIT(stones, "stones n", 2, 100000000LL, 1, GAMECORE_UNLESS_FUZZING(4611686018427387903LL, 1000000000LL)) \
    LIMIT(k, "multiplier k", 1, 100000, 1, GAMECORE_UNLESS_FUZZING(100000, 1000))
GAMECORE_DECLARE_LIMITS(K_MULTIPLE_LIMITS)

inline std::string description() {
    return "POJ 3922 A simple stone game: one pile of n stones. The first move takes 1 to\n"
           "n - 1 stones; afterwards each move takes at least 1 and at most k times what the\n"
           "opponent just took. Whoever takes the last stone wins.\n"
           "Input: t, then t lines 'n k'.\n"
           "Output: per case 'Case N: x', x the smallest winning first move, or 'Case N: lose'.";
}

// Every case, answered as soon as its line is read. Decide gives the answer:
//   long long first_move(long long n, long long k);   the smallest winning first move, 0 if the first player loses
template <class Decide>
void answer_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    const long long cases = in.read_int(limits.min_cases, limits.max_cases, "number of cases t");
    in.read_eoln();
    for (long long c = 1; c <= cases; ++c) {
        const long long n = in.read_int(limits.min_stones, limits.max_stones, "stone count n");
        in.read_space();
        const long long k = in.read_int(limits.min_k, limits.max_k, "multiplier k");
        in.read_eoln();
        const long long move = decide.first_move(n, k);
        out.write("Case ");
        out.write_int(c);
        out.write(": ");
        if (move == 0) {
            out.write("lose\n");
        } else {
            out.write_int(move);
            out.write("\n");
        }
    }
    if (in.strict()) in.read_eof();
    else if (!in.at_end()) in.fail_next("end of input after the t cases");
}

}  // namespace k_multiple

namespace this_problem = k_multiple;

#endif
