// HDU 5795 A Simple Nim (take any, or split a heap into three), declared once: names, limits, help, and the input
// format that every solver of it reads. O(1) per heap read, heaps not stored. Tested through tests.cpp, the testdata
// and bad inputs.
#ifndef SIMPLE_NIM_PROBLEM_HPP
#define SIMPLE_NIM_PROBLEM_HPP

#include <string>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/pile_cases.hpp"
#include "gamecore/scanner.hpp"

namespace simple_nim {

const char* const id = "simple-nim";
const char* const title = "HDU 5795 A Simple Nim";
const char* const judge = "HDU";
const char* const twins = "";

// The closed form is exact in unsigned 64-bit arithmetic for every heap a long long holds (its largest value is
// 2^63), and heaps are xored as they are read, so neither T nor N costs memory. An empty heap (0) is a heap
// that offers no move. The judge's heaps go to 10^9.
// heaps: n, heaps per case
#define SIMPLE_NIM_LIMITS(LIMIT)                                                 \
    LIMIT(cases, "number of cases T", 1, 100, 1, 1000000)                    \
    LIMIT(heaps, "heaps per case n", 1, 1000000, 1, 1000000)                 \
    LIMIT(heap, "heap size s[i]", 1, 1000000000LL, 0, 9223372036854775807LL)
GAMECORE_DECLARE_LIMITS(SIMPLE_NIM_LIMITS)

inline std::string description() {
    return "HDU 5795 A Simple Nim: n heaps of candies. A move either removes any positive\n"
           "number of candies from one heap, or replaces one heap by three non-empty heaps\n"
           "of the same total. Who takes the last candy wins.\n"
           "Input: T, then per case a line 'n' and a line of n heap sizes.\n"
           "Output: per case, 'First player wins.' or 'Second player wins.'";
}

// Every case, answered as soon as its last heap is read; the heaps are not kept (gamecore::answer_heap_cases).
// Position decides a case: clear(), add_heap(long long heap) for each heap, first_player_wins() (does the first
// player win?).
template <class Position>
void answer_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Position& position) {
    gamecore::answer_heap_cases(in, limits, out, position, "heap count n", "First player wins.\n",
                                "Second player wins.\n");
}

}  // namespace simple_nim

namespace this_problem = simple_nim;

#endif
