// POJ 2311 Cutting Game, declared once: names, limits, help, and the input format that every solver of it reads.
// O(1) per pair read. Tested through tests.cpp, the testdata and the bad-input table (CLI and judge98).
#ifndef CUTTING_GAME_PROBLEM_HPP
#define CUTTING_GAME_PROBLEM_HPP

#include <string>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace cutting_game {

const char* const id = "cutting-game";
const char* const title = "POJ 2311 Cutting Game";
const char* const judge = "POJ";
const char* const twins = "Luogu P10501 (the same game, its format not read)";

// The Grundy table over every rectangle up to S x S costs about S^3 / 2 steps: 4 * 10^6 at 200, 6.3 * 10^7 at
// 500 (about 0.1 s, 1 MB), and 5 * 10^8 at 1000 (seconds); so 500 suite. A 1-wide board is not accepted: 1 x 1
// has no cut at all, which the statement does not cover. Under a fuzz harness's instrumentation the table at 500
// took 5 s an input (a testdata file is in its corpus, and a loaded machine passed its 10 s timeout): 200 there.
// side: W and H
#define CUTTING_GAME_LIMITS(LIMIT)            \
    LIMIT(side, "sides W, H", 2, 200, 2, GAMECORE_UNLESS_FUZZING(500, 200))
GAMECORE_DECLARE_LIMITS(CUTTING_GAME_LIMITS)

inline std::string description() {
    return "POJ 2311 Cutting Game: a W x H sheet of unit squares. On a turn a player picks\n"
           "one piece and cuts it along a grid line into two rectangles; whoever cuts out a\n"
           "1 x 1 piece wins.\n"
           "Input: pairs 'W H' until end of file.\n"
           "Output: per pair, WIN if the first player wins, else LOSE.";
}

// One pair per line until end of input; strict mode also wants at least one.
// decide(w, h): does the first player win?
template <class Decide>
void answer_pairs(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    if (in.strict() && in.at_end()) in.fail_next("width W");
    while (!in.at_end()) {
        const long long w = in.read_int(limits.min_side, limits.max_side, "width W");
        in.read_space();
        const long long h = in.read_int(limits.min_side, limits.max_side, "height H");
        in.read_eoln();
        out.write(decide(static_cast<int>(w), static_cast<int>(h)) ? "WIN\n" : "LOSE\n");
    }
}

}  // namespace cutting_game

namespace this_problem = cutting_game;

#endif
