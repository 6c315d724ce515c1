// TopCoder TCO08 Round 1 "Chomp" (3 x N Chomp, game length), declared once: names, limits, help, and the
// command-line format every solver of it reads. O(1) per width read and answer written. Tested by tests.cpp,
// the testdata and the bad-input table (CLI and judge98).
#ifndef CHOMP_PROBLEM_HPP
#define CHOMP_PROBLEM_HPP

#include <string>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace chomp {

const char* const id = "chomp";
const char* const title = "TopCoder TCO08 Round 1 Chomp (class Chomp)";
const char* const judge = "TopCoder";
const char* const twins = "";

// A 3 x 0 board has no poisoned cell to play for.
const int min_width = 1;

// The table is built for the widest board asked (every narrower board's shapes are among its shapes):
// (N+1)(N+2)(N+3)/6 shapes, O(N^3) time and O(N^2) memory; N = 200 takes about 18 ms (statement.md, Cost). The
// suite stops at 200 for --moves, --explain and --play, which solve the whole game graph, O(N^4): about 3 s there.
#define CHOMP_LIMITS(LIMIT) LIMIT(width, "board width N", min_width, 100, min_width, 200)
GAMECORE_DECLARE_LIMITS(CHOMP_LIMITS)

inline std::string description() {
    return "TopCoder TCO08 Round 1 Chomp: a board 3 cells high and N wide. A move takes a\n"
           "remaining cell and every remaining cell to its right and above it. Whoever takes\n"
           "the lower-left cell loses (that move counts). The winner ends the game as fast as\n"
           "possible, the loser makes it last as long as possible.\n"
           "Input: one N a line, until end of file (TopCoder calls moves(int N); this is the\n"
           "command line's own convention).\n"
           "Output: per N, the number of moves in the game if the first player wins, minus\n"
           "that number if the second player wins. The table is built once, for the widest N.";
}

// Widths N, one a line, until end of input; strict mode also wants at least one. decide(N) gives TopCoder's
// answer for the 3 x N board: +moves if the first player wins, -moves if the second does.
template <class Decide>
void answer_widths(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    if (in.strict() && in.at_end()) in.fail_next("board width N");
    while (!in.at_end()) {
        const int width = static_cast<int>(in.read_int(limits.min_width, limits.max_width, "board width N"));
        in.read_line_end("end of line after the board width N");
        out.write_int(decide(width));
        out.write("\n", 1);
    }
}

}  // namespace chomp

namespace this_problem = chomp;

#endif
