// POI 2000 Stripes (Paski, Luogu P8369), declared once: names, limits, help, and the input format every solver reads.
// O(1) per number read. Tested through tests.cpp, the testdata and the bad-input table (CLI and judge98).
#ifndef PAS_PROBLEM_HPP
#define PAS_PROBLEM_HPP

#include <string>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace pas {

const char* const id = "pas";
const char* const title = "POI 2000 Stripes (Paski), Luogu P8369";
const char* const judge = "Luogu";
const char* const twins = "Luogu P8369";

// Reaching board P costs about 3 P^2 / 4 xor-and-mex steps for three distinct lengths (measured, lengths 1 2 3,
// CPU time on a busy machine: P = 10^4 in 0.03-0.05 s, P = 5 * 10^4 in 0.7-1.1 s, P = 10^5 in 2.7 s), so boards
// stop at 5 * 10^4. Boards are answered one at a time, so m only costs reading time.
// A stripe longer than every board is still a valid stripe; it never fits.
const long long max_suite_board = GAMECORE_UNLESS_FUZZING(50000, 2000);
#define PAS_LIMITS(LIMIT)                                                \
    LIMIT(stripe, "stripe lengths c, z, n", 1, 1000, 1, max_suite_board) \
    LIMIT(boards, "number of boards m", 0, 1000, 0, 1000000)             \
    LIMIT(board, "board length p", 1, 1000, 1, max_suite_board)
GAMECORE_DECLARE_LIMITS(PAS_LIMITS)

inline std::string description() {
    return "POI 2000 Stripes (Paski, Luogu P8369): stripes of lengths c, z and n, as many of\n"
           "each as wanted. Players take turns placing one stripe inside a p x 1 board without\n"
           "overlapping the stripes already there. Who cannot place a stripe loses.\n"
           "Input: 'c z n', then m, then m board lengths p, one per line.\n"
           "Output: per board, 1 if the first player wins, else 2.";
}

// The first line of the input.
struct StripeLengths {
    long long c, z, n;
};

// The input is read in two steps because a solver needs the lengths to set up its game before the boards come.
inline StripeLengths read_lengths(gamecore::Scanner& in, const Limits& limits) {
    StripeLengths lengths;
    lengths.c = in.read_int(limits.min_stripe, limits.max_stripe, "stripe length c");
    in.read_space();
    lengths.z = in.read_int(limits.min_stripe, limits.max_stripe, "stripe length z");
    in.read_space();
    lengths.n = in.read_int(limits.min_stripe, limits.max_stripe, "stripe length n");
    in.read_eoln();
    return lengths;
}

// The rest of the input after read_lengths: m and the m boards. Each board's answer is written as soon as it is
// read, "1" if game.first_player_wins(board), else "2", so that bad input later keeps the answers before it.
template <class Game>
void answer_each_board(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Game& game) {
    const long long boards = in.read_int(limits.min_boards, limits.max_boards, "number of boards m");
    in.read_eoln();
    for (long long i = 0; i < boards; ++i) {
        const long long board = in.read_int(limits.min_board, limits.max_board, "board length p");
        in.read_eoln();
        out.write(game.first_player_wins(board) ? "1\n" : "2\n");
    }
    if (in.strict()) in.read_eof();
    else if (!in.at_end()) in.fail_next("end of input after the m boards");
}

}  // namespace pas

namespace this_problem = pas;

#endif
