// POI 2000 Stripes (Paski, Luogu P8369): judge solver. Grundy table of the board lengths, grown only as far as
// the boards read so far need: O(P^2) for the longest board P. Tested in tests.cpp against the rules played on the
// board itself (reference.hpp) for all lengths c, z, n <= 7 and boards p <= 14, and by testdata.
#ifndef PAS_SOLVER_HPP
#define PAS_SOLVER_HPP

#include <algorithm>
#include <cstddef>
#include <cstdio>
#include <vector>

#include "gamecore/grundy.hpp"
#include "gamecore/scanner.hpp"

namespace pas {

// The judge's limits.
const long long judge_max_stripe = 1000;  // c, z, n
const long long judge_max_boards = 1000;  // m
const long long judge_max_board = 1000;   // p

// This solver's limits. Reaching board P costs about 3 P^2 / 4 xor-and-mex steps
// for three distinct lengths (measured, lengths 1 2 3, CPU time on a busy
// machine: P = 10^4 in 0.03-0.05 s, P = 5 * 10^4 in 0.7-1.1 s, P = 10^5 in
// 2.7 s), so boards stop at 5 * 10^4. Boards are answered one at a time, so m only costs reading time.
// A stripe longer than every board is still a valid stripe; it never fits.
#ifdef FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION
const long long max_board = 2000;  // the fuzz harness wants thousands of inputs a second, not one
#else
const long long max_board = 50000;
#endif
const long long max_stripe = max_board;
const long long max_boards = 1000000;

// The game for one set of stripe lengths. A placed stripe splits its free
// segment in two independent free segments, so a board is a heap of the
// segment-splitting game and the first player wins iff its Grundy value is not 0.
class Stripes {
public:
    Stripes(long long c, long long z, long long n) : table_(gamecore::SegmentSplitRules(distinct_lengths(c, z, n))) {}

    unsigned grundy(long long board) { return table_.value(static_cast<std::size_t>(board)); }

    bool first_player_wins(long long board) { return grundy(board) != 0; }

private:
    // Equal lengths give the same moves; listing one of them halves the work.
    static std::vector<std::size_t> distinct_lengths(long long c, long long z, long long n) {
        std::vector<std::size_t> lengths;
        lengths.push_back(static_cast<std::size_t>(c));
        lengths.push_back(static_cast<std::size_t>(z));
        lengths.push_back(static_cast<std::size_t>(n));
        std::sort(lengths.begin(), lengths.end());
        lengths.erase(std::unique(lengths.begin(), lengths.end()), lengths.end());
        return lengths;
    }

    gamecore::GrundyTable<gamecore::SegmentSplitRules> table_;
};

// The first line of the input.
struct StripeLengths {
    long long c, z, n;
};

// Strict mode (--strict) holds the input to the judge's limits and exact layout.
inline StripeLengths read_lengths(gamecore::Scanner& in) {
    const long long longest = in.strict() ? judge_max_stripe : max_stripe;
    StripeLengths lengths;
    lengths.c = in.read_int(1, longest, "stripe length c");
    in.read_space();
    lengths.z = in.read_int(1, longest, "stripe length z");
    in.read_space();
    lengths.n = in.read_int(1, longest, "stripe length n");
    in.read_eoln();
    return lengths;
}

// Reads m and the m boards (1 .. largest_board cells each) and writes each board's
// answer to `out` as soon as it is read: "1" if game.first_player_wins(board), else "2".
template <class Game>
void answer_each_board(gamecore::Scanner& in, std::FILE* out, Game& game, long long largest_board) {
    if (in.strict() && largest_board > judge_max_board) largest_board = judge_max_board;
    const long long boards = in.read_int(0, in.strict() ? judge_max_boards : max_boards, "number of boards m");
    in.read_eoln();
    for (long long i = 0; i < boards; ++i) {
        const long long board = in.read_int(1, largest_board, "board length p");
        in.read_eoln();
        std::fputs(game.first_player_wins(board) ? "1\n" : "2\n", out);
    }
    if (in.strict()) in.read_eof();
    else if (!in.at_end()) in.fail_next("end of input after the m boards");
}

// The whole input, answered by the Grundy table.
inline void answer_boards(gamecore::Scanner& in, std::FILE* out) {
    const StripeLengths lengths = read_lengths(in);
    Stripes game(lengths.c, lengths.z, lengths.n);
    answer_each_board(in, out, game, max_board);
}

inline void solve(gamecore::Scanner& in) { answer_boards(in, stdout); }

}  // namespace pas

#endif
