// Luogu P2490 [SDOI2011] 黑白棋, declared once: names, limits, help, and the input format that every solver of it
// reads. O(1) to read. Tested through tests.cpp, the testdata and testdata/black-white-moore-count/bad-inputs.txt.
#ifndef BLACK_WHITE_MOORE_COUNT_PROBLEM_HPP
#define BLACK_WHITE_MOORE_COUNT_PROBLEM_HPP

#include <string>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace black_white_moore_count {

const char* const id = "black-white-moore-count";
const char* const title = "Luogu P2490 [SDOI2011] 黑白棋";
const char* const judge = "Luogu";
const char* const twins = "";

// The count costs (binary digits of n - k) x (n - k) x (k / 2 / (d + 1) + 1) multiplications mod 10^9 + 7
// (solver.hpp): at the suite's n = 10^5, k = 200, d = 1 about 1.7 * 10^8, a fraction of a second. Beside each range
// the statement's k <= n, k even and d <= k hold too. Every value stays below the modulus squared, in 64 bits.
#define BLACK_WHITE_MOORE_COUNT_LIMITS(LIMIT)                 \
    LIMIT(cells, "board length n", 2, 10000, 2, 100000)        \
    LIMIT(pieces, "pieces k (even, at most n)", 2, 100, 2, 200) \
    LIMIT(pick, "pieces moved at once d (at most k)", 1, 100, 1, 200)
GAMECORE_DECLARE_LIMITS(BLACK_WHITE_MOORE_COUNT_LIMITS)

inline std::string description() {
    return "Luogu P2490 [SDOI2011] 黑白棋: a 1 x n board holds k pieces, W B W B ... W B from left\n"
           "to right. A (white, first) moves white pieces right, B black ones left; a move\n"
           "takes 1 to d of one's own pieces and moves each some cells, never onto or over\n"
           "another piece. Who cannot move loses.\n"
           "Input: one line 'n k d'.\n"
           "Output: how many layouts of the k pieces A wins, modulo 10^9 + 7.\n"
           "Method: only the gaps inside the pairs W_i B_i matter, and both players shrink\n"
           "them: Moore's Nim_d on the k/2 gaps, lost iff every binary digit is held by a\n"
           "multiple of d + 1 gaps; the lost layouts are counted digit by digit over the gaps'\n"
           "total, the free cells placed by a binomial. O(log n x n x k/d).";
}

// The one case. Decide gives it:   long long count(long long n, long long k, long long d);   mod 10^9 + 7
template <class Decide>
void answer_case(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    const long long n = in.read_int(limits.min_cells, limits.max_cells, "board length n");
    in.read_space();
    const long long k = in.read_int(limits.min_pieces, n < limits.max_pieces ? n : limits.max_pieces,
                                    "pieces k (even, at most n)");
    if (k % 2 != 0) in.fail_last_token("pieces k (even, at most n), an even number");
    in.read_space();
    const long long d = in.read_int(limits.min_pick, k < limits.max_pick ? k : limits.max_pick,
                                    "pieces moved at once d (at most k)");
    in.read_eoln();
    out.write_int(decide(n, k, d));
    out.write("\n", 1);
    if (in.strict()) in.read_eof();
    else if (!in.at_end()) in.fail_next("end of input");
}

}  // namespace black_white_moore_count

namespace this_problem = black_white_moore_count;

#endif
