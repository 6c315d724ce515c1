// HDU 2176 取(m堆)石子游戏 (Nim, every winning move), declared once: names, limits, help, and the input format
// that every solver of it reads. O(m) per case read. Tested through tests.cpp, the testdata and
// testdata/nim-moves/bad-inputs.txt (CLI and judge98).
#ifndef NIM_MOVES_PROBLEM_HPP
#define NIM_MOVES_PROBLEM_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/counted_rows.hpp"
#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace nim_moves {

const char* const id = "nim-moves";
const char* const title = "HDU 2176 取(m堆)石子游戏";
const char* const judge = "HDU";
const char* const twins = "";

// The statement gives m <= 200000 and "m non-zero positive integers", with no upper bound: 2^31 - 1 is assumed at
// the judge, the largest pile the published solutions read (as int). m = 0 ends the input, so a case has one pile
// at least.
// The nim sum and the moves are exact in unsigned 64-bit arithmetic for every pile a long long holds. A case is
// kept in memory (the sum must be known before the first move is printed): 10^6 piles, 8 MB. An empty pile (0) is
// read beyond the judge, and offers no move.
// piles: m, per case
// pile: one pile's stones
#define NIM_MOVES_LIMITS(LIMIT)                                             \
    LIMIT(piles, "piles per case m", 1, 200000, 1, 1000000)                 \
    LIMIT(pile, "pile size", 1, 2147483647LL, 0, 9223372036854775807LL)
GAMECORE_DECLARE_LIMITS(NIM_MOVES_LIMITS)

inline std::string description() {
    return "HDU 2176 取(m堆)石子游戏 (Nim, every winning move): m piles of stones; a move takes one\n"
           "or more stones from one pile. Who takes the last stone wins.\n"
           "Input: cases 'm', then m pile sizes, ended by a line '0' (or end of input).\n"
           "Output: per case No if the first player loses; else Yes and one line 'a b' per\n"
           "winning move (a pile of a stones left with b), in the order of the piles.";
}

// One winning move: a pile of `pile` stones is left with `left` < pile.
struct Move {
    long long pile, left;
};

// The input format: "m", then a line of the m piles (the sample's layout, one space apart), until a line 0; end of
// input where a case would start also ends it, except in strict mode, which wants the 0 and then nothing more;
// nothing after the 0 is read.
inline gamecore::CountedRows case_format(const Limits& limits) {
    const gamecore::CountedRows format = {limits.max_piles, limits.min_pile, limits.max_pile,
                                          "number of piles m (0 ends the input)", "pile size"};
    return format;
}

// Every case until the terminating 0 (or end of input); each answer is written as soon as its case is read.
// Decide lists the winning moves in the order to print them (empty iff the first player loses):
//   void winning_moves(const std::vector<long long>& piles, std::vector<Move>& moves);
template <class Decide>
void answer_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    const gamecore::CountedRows format = case_format(limits);
    std::vector<long long> piles;
    std::vector<Move> moves;
    while (format.read_exact_case(in, piles)) {
        moves.clear();
        decide.winning_moves(piles, moves);
        if (moves.empty()) {
            out.write("No\n");
            continue;
        }
        out.write("Yes\n");
        for (std::size_t i = 0; i < moves.size(); ++i) {
            out.write_int(moves[i].pile);
            out.write(" ");
            out.write_int(moves[i].left);
            out.write("\n");
        }
    }
}

}  // namespace nim_moves

namespace this_problem = nim_moves;

#endif
