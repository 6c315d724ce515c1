// HDU 3032 Nim or not Nim? (Lasker's Nim), declared once: names, limits, help, and the input format that every
// solver of it reads. O(1) per heap read, heaps not stored. Tested through tests.cpp, the testdata and bad inputs.
#ifndef LASKER_PROBLEM_HPP
#define LASKER_PROBLEM_HPP

#include <string>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/pile_cases.hpp"
#include "gamecore/scanner.hpp"

namespace lasker {

const char* const id = "lasker";
const char* const title = "HDU 3032 Nim or not Nim?";
const char* const judge = "HDU";
const char* const twins = "";

// The closed form is exact in unsigned 64-bit arithmetic for every heap a long long holds (its largest value is
// 2^63), and heaps are xored as they are read, so neither T nor N costs memory. An empty heap (0) is a heap
// that offers no move.
// heaps: N, heaps per case
#define LASKER_LIMITS(LIMIT)                                                 \
    LIMIT(cases, "number of cases T", 1, 100, 1, 1000000)                    \
    LIMIT(heaps, "heaps per case N", 1, 1000000, 1, 1000000)                 \
    LIMIT(heap, "heap size s[i]", 1, 2147483647LL, 0, 9223372036854775807LL)
GAMECORE_DECLARE_LIMITS(LASKER_LIMITS)

inline std::string description() {
    return "HDU 3032 Nim or not Nim? (Lasker's Nim): N heaps. A move either removes any\n"
           "positive number of objects from one heap, or splits one heap into two non-empty\n"
           "heaps. Who takes the last object wins; Alice moves first.\n"
           "Input: T, then per case a line 'N' and a line of N heap sizes.\n"
           "Output: per case, Alice or Bob, the winner.";
}

// Every case, answered as soon as its last heap is read; the heaps are not kept (gamecore::answer_heap_cases).
// Position decides a case: clear(), add_heap(long long heap) for each heap, first_player_wins() (does Alice win?).
template <class Position>
void answer_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Position& position) {
    gamecore::answer_heap_cases(in, limits, out, position, "heap count N", "Alice\n", "Bob\n");
}

}  // namespace lasker

namespace this_problem = lasker;

#endif
