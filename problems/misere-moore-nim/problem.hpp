// Misère Moore's Nim (the project's own problem, no judge), declared once: names, limits, help, and the input format
// every solver reads. O(n) per case read. Tested through tests.cpp, the testdata and the bad-input table.
#ifndef MISERE_MOORE_NIM_PROBLEM_HPP
#define MISERE_MOORE_NIM_PROBLEM_HPP

#include <string>
#include <vector>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace misere_moore_nim {

const char* const id = "misere-moore-nim";
const char* const title = "Misère Moore's Nim";
// No judge has this problem: its format is the project's own. POJ is the strictest judge the bundler knows
// (gnu++98, no __int128), so the bundle is checked as if it were submitted there.
const char* const judge = "POJ";
const char* const twins = "";

// "At the judge" is what `--strict` validates, the limits statement.md sets for this format: at most 10^5 heaps in
// an input of at most 2 MB. The rule needs 64 counts of ones and their residues mod k + 1 (unsigned): exact for every
// heap a long long holds and every k >= 1; k = 0 (no move at all) is refused. 10^6 heaps keep a case in memory.
#define MISERE_MOORE_NIM_LIMITS(LIMIT)                                             \
    LIMIT(cases, "number of cases T", 1, 1000, 0, 1000000)                         \
    LIMIT(heaps, "heaps per case n", 1, 100, 0, 1000000)                           \
    LIMIT(take, "heaps a move may take from, k", 1, 100, 1, 9223372036854775807LL) \
    LIMIT(heap, "heap size", 0, 1000000000000000000LL, 0, 9223372036854775807LL)
GAMECORE_DECLARE_LIMITS(MISERE_MOORE_NIM_LIMITS)

inline std::string description() {
    return "Misere Moore's Nim (the project's own format, no judge): n heaps of stones; a move\n"
           "takes one or more stones from each of 1 to k heaps. Whoever takes the last stone\n"
           "loses. The first player moves first; a player with no stone to take wins.\n"
           "Input: T, then per case a line 'n k' and a line of n heap sizes.\n"
           "Output: per case, First if the first player wins, else Second.";
}

// One case: "n k", then a line of the n heap sizes. Returns k.
inline long long read_case(gamecore::Scanner& in, const Limits& limits, std::vector<long long>& heaps) {
    const long long count = in.read_int(limits.min_heaps, limits.max_heaps, "number of heaps n");
    in.read_space();
    const long long take = in.read_int(limits.min_take, limits.max_take, "heaps a move may take from k");
    in.read_eoln();
    heaps.clear();
    for (long long i = 0; i < count; ++i) {
        if (i > 0) in.read_space();
        heaps.push_back(in.read_int(limits.min_heap, limits.max_heap, "heap size"));
    }
    in.read_eoln();
    return take;
}

// Reads T and then exactly T cases; lenient mode reads nothing after them, strict mode wants the end of input there.
// decide(heaps, k): does the first player win? Each answer is written as soon as its case is read.
template <class Decide>
void answer_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    const long long cases = in.read_int(limits.min_cases, limits.max_cases, "number of cases");
    in.read_eoln();
    std::vector<long long> heaps;
    for (long long c = 0; c < cases; ++c) {
        const long long take = read_case(in, limits, heaps);
        out.write(decide(heaps, take) ? "First\n" : "Second\n");
    }
    if (in.strict()) in.read_eof();
}

}  // namespace misere_moore_nim

namespace this_problem = misere_moore_nim;

#endif
