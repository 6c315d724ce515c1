// POI 2009 KAM Pebbles (Luogu P3480, BZOJ 1115), declared once: names, limits, help, and the input format that
// every solver of it reads. O(1) per pile read, piles not stored. Tested through tests.cpp, the testdata and bad inputs.
#ifndef STAIRCASE_PROBLEM_HPP
#define STAIRCASE_PROBLEM_HPP

#include <cstdio>
#include <string>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace staircase {

const char* const id = "staircase";
const char* const title = "POI 2009 KAM Pebbles (Luogu P3480)";
const char* const judge = "Luogu";
const char* const twins = "Luogu P3480; BZOJ 1115";

// BZOJ 1115's limits: each pile at most 10^4. Luogu bounds the total of an arrangement instead (1000 in English,
// 10000 in Chinese), which implies this; the total is not checked (statement.md).
// Piles are folded into the answer as they are read (one subtraction and one xor each, exact for every pile a long
// long holds), so neither u nor n costs memory. u = 0 and n = 0 are answered too: no pile, no move, NIE.
// piles: n, per arrangement
// pile: a_i, pebbles in one pile
#define STAIRCASE_LIMITS(LIMIT)                                        \
    LIMIT(arrangements, "number of arrangements u", 1, 10, 0, 1000000) \
    LIMIT(piles, "piles per arrangement n", 1, 1000, 0, 1000000)       \
    LIMIT(pile, "pile size a_i", 0, 10000, 0, 9223372036854775807LL)
GAMECORE_DECLARE_LIMITS(STAIRCASE_LIMITS)

inline std::string description() {
    return "POI 2009 KAM Pebbles (Luogu P3480): n piles of pebbles in a row, their sizes\n"
           "non-decreasing. A move takes pebbles from one pile so that the sizes stay\n"
           "non-decreasing. Who cannot move loses.\n"
           "Input: u, then per arrangement a line 'n' and a line of n sizes a_1 <= ... <= a_n.\n"
           "Output: per arrangement, TAK if the first player wins, else NIE.";
}

// Reads u and then exactly u arrangements; lenient mode reads nothing after them, strict mode wants the end of input
// there. A pile smaller than the one before it is reported at its token. Each answer is written as soon as its
// arrangement is read. Position describes how an arrangement is decided:
//   void start(long long n);         a new arrangement of n piles
//   void add_pile(long long pile);   the next pile, never smaller than the one before
//   bool first_player_wins();        after the n-th pile
template <class Position>
void answer_arrangements(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Position& position) {
    const long long arrangements =
        in.read_int(limits.min_arrangements, limits.max_arrangements, "number of arrangements u");
    in.read_eoln();
    for (long long a = 0; a < arrangements; ++a) {
        const long long piles = in.read_int(limits.min_piles, limits.max_piles, "number of piles n");
        in.read_eoln();
        position.start(piles);
        long long previous = 0;
        for (long long i = 0; i < piles; ++i) {
            if (i > 0) in.read_space();
            const long long pile = in.read_int(limits.min_pile, limits.max_pile, "pile size");
            if (pile < previous) {
                char expected[96];
                std::sprintf(expected, "pile size of at least %lld (the sizes are non-decreasing)", previous);
                in.fail_last_token(expected);
            }
            position.add_pile(pile);
            previous = pile;
        }
        in.read_eoln();
        out.write(position.first_player_wins() ? "TAK\n" : "NIE\n");
    }
    if (in.strict()) in.read_eof();
}

}  // namespace staircase

namespace this_problem = staircase;

#endif
