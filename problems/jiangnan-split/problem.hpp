// Luogu P3235 [HNOI2014] 江南乐, declared once: names, limits, help, and the input format that every solver of it
// reads. O(N) per case read. Tested through tests.cpp, the testdata and testdata/jiangnan-split/bad-inputs.txt.
#ifndef JIANGNAN_SPLIT_PROBLEM_HPP
#define JIANGNAN_SPLIT_PROBLEM_HPP

#include <string>
#include <vector>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace jiangnan_split {

const char* const id = "jiangnan-split";
const char* const title = "Luogu P3235 [HNOI2014] 江南乐";
const char* const judge = "Luogu";
const char* const twins = "";

// The statement: T < 100, N < 100, F < 100000, every heap < 100000, all positive. The table of Grundy values costs
// about 2 sqrt(x) options a heap size x, built once up to the largest heap read (4 * 10^7 steps to 10^5); the
// suite's 10^6 costs some 1.3 * 10^9 (a few seconds) and 4 MB. The values stay below 2^12 there (a value is at most
// the number of distinct options), so every xor is exact in an int.
#define JIANGNAN_SPLIT_LIMITS(LIMIT)                                   \
    LIMIT(cases, "number of games T", 1, 99, 0, 100000)                \
    LIMIT(least, "least heap that may split F", 1, 99999, 1, 1000000)  \
    LIMIT(heaps, "heaps per game N", 1, 99, 0, 100000)                 \
    LIMIT(heap, "heap size", 1, 99999, 1, 1000000)
GAMECORE_DECLARE_LIMITS(JIANGNAN_SPLIT_LIMITS)

inline std::string description() {
    return "Luogu P3235 [HNOI2014] 江南乐: N heaps; a move picks a heap of x >= F stones and some\n"
           "M >= 2 and splits it into M heaps as equal as possible (x mod M of x/M + 1, the rest of x/M).\n"
           "Who cannot move loses. The opponent moves first.\n"
           "Input: 'T F', then per game a line 'N' and the N heap sizes.\n"
           "Output: one line of T answers, space-separated: 1 if the first player wins, else 0.";
}

// 'T F' on the first line, then T lines 'N a_1 .. a_N'. decide(least, heaps) answers a game; the answers go on one
// line, a space between two, the line ended after the last (nothing at all for T = 0). Lenient mode reads nothing
// after the T games, strict mode wants the end of input there.
template <class Decide>
void answer_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    const long long cases = in.read_int(limits.min_cases, limits.max_cases, "number of games T");
    in.read_space();
    const long long least = in.read_int(limits.min_least, limits.max_least, "least heap that may split F");
    in.read_eoln();
    std::vector<long long> heaps;
    for (long long c = 0; c < cases; ++c) {
        const long long n = in.read_int(limits.min_heaps, limits.max_heaps, "heaps per game N");
        heaps.assign(static_cast<std::size_t>(n), 0);
        for (long long i = 0; i < n; ++i) {
            in.read_space();
            heaps[static_cast<std::size_t>(i)] = in.read_int(limits.min_heap, limits.max_heap, "heap size");
        }
        in.read_eoln();
        const bool wins = decide(least, static_cast<const std::vector<long long>&>(heaps));
        if (c > 0) out.write(" ", 1);
        out.write(wins ? "1" : "0", 1);
        if (c + 1 == cases) out.write("\n", 1);
    }
    if (in.strict()) in.read_eof();
}

}  // namespace jiangnan_split

namespace this_problem = jiangnan_split;

#endif
