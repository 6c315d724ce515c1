// POJ 2975 Nim (the number of winning moves), declared once: names, limits, help, and the input format that every
// solver of it reads. O(n) per case read. Tested through tests.cpp, the testdata and testdata/nim-count-moves/
// bad-inputs.txt (CLI and judge98).
#ifndef NIM_COUNT_MOVES_PROBLEM_HPP
#define NIM_COUNT_MOVES_PROBLEM_HPP

#include <string>
#include <vector>

#include "gamecore/counted_rows.hpp"
#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace nim_count_moves {

const char* const id = "nim-count-moves";
const char* const title = "POJ 2975 Nim";
const char* const judge = "POJ";
const char* const twins = "HDU 1850";

// The statement gives 1 <= n <= 1000 and 1 <= k_i <= 10^9; it states no number of cases. HDU 1850 asks the same
// in the same format within 2 <= M <= 100 and piles <= 10^6 (statement.md).
// The nim sum and the comparison (k xor s) < k are exact in unsigned 64-bit arithmetic for every pile a long long
// holds. A case is kept in memory (the sum must be known before any pile is counted): 10^6 piles, 8 MB. n = 0 ends
// the input, so a case has one pile at least; an empty pile (0) is read beyond the judge, and offers no move.
// piles: n, per case
// pile: k_i
#define NIM_COUNT_MOVES_LIMITS(LIMIT)                                       \
    LIMIT(piles, "piles per case n", 1, 1000, 1, 1000000)                   \
    LIMIT(pile, "pile size k_i", 1, 1000000000LL, 0, 9223372036854775807LL)
GAMECORE_DECLARE_LIMITS(NIM_COUNT_MOVES_LIMITS)

inline std::string description() {
    return "POJ 2975 Nim: n piles of stones; a move takes one or more stones from one pile.\n"
           "Who takes the last stone wins. Count the winning moves: the moves that leave a\n"
           "position lost for the player then to move.\n"
           "Input: cases 'n', then a line of n pile sizes, ended by a line '0' (or end of input).\n"
           "Output: per case, the number of winning moves (0 when the position is lost).";
}

// The input format: "n", then a line of the n piles, until a line 0; end of input where a case would start also ends
// it, except in strict mode, which wants the 0 and then nothing more; nothing after the 0 is read.
inline gamecore::CountedRows case_format(const Limits& limits) {
    const gamecore::CountedRows format = {limits.max_piles, limits.min_pile, limits.max_pile,
                                          "number of piles n (0 ends the input)", "pile size"};
    return format;
}

// Every case until the terminating 0 (or end of input); each answer is written as soon as its case is read.
// count(piles): the number of winning moves, at most the number of piles (one a pile at most, statement.md).
template <class Count>
void answer_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Count& count) {
    const gamecore::CountedRows format = case_format(limits);
    std::vector<long long> piles;
    while (format.read_exact_case(in, piles)) {
        out.write_int(count(piles));
        out.write("\n");
    }
}

}  // namespace nim_count_moves

namespace this_problem = nim_count_moves;

#endif
