// Codeforces 603C Lieges of Legendre, declared once: names, limits, help, and the input format every solver of it
// reads. O(1) per heap read, heaps not stored. Tested through tests.cpp, the testdata and bad-inputs.txt.
#ifndef LIEGES_OF_LEGENDRE_PROBLEM_HPP
#define LIEGES_OF_LEGENDRE_PROBLEM_HPP

#include <string>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace lieges_of_legendre {

const char* const id = "lieges-of-legendre";
const char* const title = "Codeforces 603C Lieges of Legendre";
const char* const judge = "Codeforces";
const char* const twins = "Codeforces 604E";

// Only k's parity matters and a heap's value follows its halvings (at most 62 of them), so k and the heaps are
// exact to 2^63 - 1; the heaps are xored as they are read, so n costs no memory and stops only at what a file may
// reasonably hold. An empty heap (0, the suite only) offers no move.
// heaps: n; split: k, the heaps a split makes
#define LIEGES_OF_LEGENDRE_LIMITS(LIMIT)                                       \
    LIMIT(heaps, "heap count n", 1, 100000, 1, 100000000)                      \
    LIMIT(split, "heaps a split makes k", 1, 1000000000, 1, 9223372036854775807LL) \
    LIMIT(heap, "heap size a_i", 1, 1000000000, 0, 9223372036854775807LL)
GAMECORE_DECLARE_LIMITS(LIEGES_OF_LEGENDRE_LIMITS)

inline std::string description() {
    return "Codeforces 603C Lieges of Legendre: n heaps of cows and a number k. A move either\n"
           "removes one cow from a non-empty heap, or replaces a heap of even size 2x (x > 0)\n"
           "by k heaps of x each. Who removes the last cow wins; Kevin moves first.\n"
           "Input: a line 'n k' and a line of the n heap sizes a_1 .. a_n.\n"
           "Output: the winner, Kevin or Nicky.";
}

// The line 'n k' and the n heaps; lenient mode, too, wants nothing but blanks after them. Position decides the
// case: start(k) begins it, add_heap(a) takes each heap as it is read, first_player_wins() ends it (does Kevin win?).
template <class Position>
void answer_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Position& position) {
    const long long heaps = in.read_int(limits.min_heaps, limits.max_heaps, "heap count n");
    in.read_space();
    const long long split = in.read_int(limits.min_split, limits.max_split, "heaps a split makes k");
    in.read_eoln();
    position.start(split);
    for (long long i = 0; i < heaps; ++i) {
        if (i > 0) in.read_space();
        position.add_heap(in.read_int(limits.min_heap, limits.max_heap, "heap size a_i"));
    }
    in.read_eoln();
    out.write(position.first_player_wins() ? "Kevin\n" : "Nicky\n");
    if (in.strict()) in.read_eof();
    else if (!in.at_end()) in.fail_next("end of input after the n heaps");
}

}  // namespace lieges_of_legendre

namespace this_problem = lieges_of_legendre;

#endif
