// HDU 3595 GG and MM (an Every-SG sum of Euclid games), declared once: names, limits, help, and the input format
// that every solver of it reads. O(1) per game read, games not stored. Tested through tests.cpp, testdata, bad-inputs.txt.
#ifndef EVERY_SG_PROBLEM_HPP
#define EVERY_SG_PROBLEM_HPP

#include <string>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace every_sg {

const char* const id = "every-sg";
const char* const title = "HDU 3595 GG and MM";
const char* const judge = "HDU";
const char* const twins = "";

// Our notes' summary: 1 <= n <= 1000, 1 <= p, q <= 1000 (at most 100 cases, not checked: the cases run to the
// end of file and the count costs nothing).
// A game's step count follows the Euclid chain, O(log) per game in 64-bit arithmetic with no product or sum that
// can pass the larger pile, so every pile a long long holds is exact. Games are folded in as they are read. A pile
// of 0 is a finished game: it takes no part.
// games: n, games per case
#define EVERY_SG_LIMITS(LIMIT)                                  \
    LIMIT(games, "games per case n", 1, 1000, 1, 1000000)       \
    LIMIT(pile, "pile p, q", 1, 1000, 0, 9223372036854775807LL)
GAMECORE_DECLARE_LIMITS(EVERY_SG_LIMITS)

inline std::string description() {
    return "HDU 3595 GG and MM: n games, each two piles p and q. A move in a game removes a\n"
           "positive multiple of the smaller pile from the larger; a game with an empty pile\n"
           "is finished. Each turn the mover must move in every unfinished game; who makes\n"
           "the last move wins. MM moves first.\n"
           "Input: cases until end of file, each a line 'n' and n lines 'p q'.\n"
           "Output: per case, MM or GG, the winner.";
}

// Every case until the end of input, answered as soon as its last game is read; the games are not kept by the
// parser. Position describes how a case is decided:
//   void clear();                        a new case, no games yet
//   void add_game(long long p, long long q);  one more game
//   bool first_player_wins();            does MM win the case read so far?
// Lenient: any whitespace between numbers, cases until only whitespace is left. Strict: one game a line, a single
// space inside it, LF line ends, at least one case, and the input ends right after the last case's line.
template <class Position>
void answer_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Position& position) {
    // In strict mode at_end() skips nothing, so a trailing empty line is read as a case and fails at its n.
    for (bool first = true; first || !in.at_end(); first = false) {
        const long long games = in.read_int(limits.min_games, limits.max_games, "game count n");
        in.read_eoln();
        position.clear();
        for (long long i = 0; i < games; ++i) {
            const long long p = in.read_int(limits.min_pile, limits.max_pile, "pile p");
            in.read_space();
            const long long q = in.read_int(limits.min_pile, limits.max_pile, "pile q");
            in.read_eoln();
            position.add_game(p, q);
        }
        out.write(position.first_player_wins() ? "MM\n" : "GG\n");
    }
}

}  // namespace every_sg

namespace this_problem = every_sg;

#endif
