// Luogu P2148 [SDOI2009] E&D, declared once: names, limits, help, and the input format that every solver of it
// reads. O(1) per heap read, heaps not stored. Tested through tests.cpp, the testdata and the bad-input table.
#ifndef E_AND_D_PROBLEM_HPP
#define E_AND_D_PROBLEM_HPP

#include <cstdio>
#include <string>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace e_and_d {

const char* const id = "e-and-d";
const char* const title = "Luogu P2148 [SDOI2009] E&D";
const char* const judge = "Luogu";
const char* const twins = "";

// The statement: T <= 20, 1 <= N <= 2*10^4 with N even (so N >= 2), 1 <= S_i <= 2*10^9, past 2^31 - 1.
// A pair's value is one or and one bit scan of 64-bit words, exact for every heap a long long holds, and pairs are
// folded into the case's xor as they are read, so neither T nor N costs memory. N = 0 (no pair, no move: NO) and
// T = 0 are read too. N stays even in the suite: the pairs are heaps 2k - 1 and 2k, by position.
#define E_AND_D_LIMITS(LIMIT)                                                \
    LIMIT(cases, "number of cases T", 1, 20, 0, 1000000)                     \
    LIMIT(heaps, "heap count N (even)", 2, 20000, 0, 1000000)                \
    LIMIT(heap, "heap size S_i", 1, 2000000000LL, 1, 9223372036854775807LL)
GAMECORE_DECLARE_LIMITS(E_AND_D_LIMITS)

inline std::string description() {
    return "Luogu P2148 [SDOI2009] E&D: 2n heaps of stones, paired as heaps 1 and 2, 3 and 4,\n"
           "... A move throws one heap away and splits its partner into two non-empty heaps,\n"
           "which become the pair. Who faces only heaps of 1 cannot move and loses. E moves\n"
           "first, then W.\n"
           "Input: T, then per case a line 'N' (even) and a line of N heap sizes.\n"
           "Output: per case, YES if E (the first player) wins, else NO.";
}

// Every case, answered as soon as its last heap is read; the heaps are not kept. Position describes how a case is
// decided:
//   void clear();                             a new case, no pairs yet
//   void add_pair(long long a, long long b);  heaps 2k - 1 and 2k, the next pair
//   bool first_player_wins();                 does E win the case read so far?
// An odd N is reported at its token: the heaps go in pairs.
template <class Position>
void answer_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Position& position) {
    const long long cases = in.read_int(limits.min_cases, limits.max_cases, "number of cases T");
    in.read_eoln();
    for (long long c = 0; c < cases; ++c) {
        const long long heaps = in.read_int(limits.min_heaps, limits.max_heaps, "heap count N");
        if (heaps % 2 != 0) {
            char expected[96];
            std::sprintf(expected, "even heap count N (integer %lld..%lld; the heaps go in pairs)", limits.min_heaps,
                         limits.max_heaps);
            in.fail_last_token(expected);
        }
        in.read_eoln();
        position.clear();
        for (long long i = 0; i < heaps; i += 2) {
            if (i > 0) in.read_space();
            const long long a = in.read_int(limits.min_heap, limits.max_heap, "heap size");
            in.read_space();
            position.add_pair(a, in.read_int(limits.min_heap, limits.max_heap, "heap size"));
        }
        in.read_eoln();
        out.write(position.first_player_wins() ? "YES\n" : "NO\n");
    }
    if (in.strict()) in.read_eof();
    else if (!in.at_end()) in.fail_next("end of input after the T cases");
}

}  // namespace e_and_d

namespace this_problem = e_and_d;

#endif
