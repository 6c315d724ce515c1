// HDU 1729 Stone Game, declared once: names, limits, help, and the input format every solver of it reads.
// O(1) per box read, boxes not stored. Tested through tests.cpp, the testdata and testdata/box-stone-game/bad-inputs.txt
// (CLI and judge98).
#ifndef BOX_STONE_GAME_PROBLEM_HPP
#define BOX_STONE_GAME_PROBLEM_HPP

#include <string>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace box_stone_game {

const char* const id = "box-stone-game";
const char* const title = "HDU 1729 Stone Game";
const char* const judge = "HDU";
const char* const twins = "";

// The statement: 0 < N <= 50 boxes a case, 0 <= c <= s <= 1,000,000; it states no number of cases, and no time or
// memory limit was captured. A box's value (solver.hpp) is found in O(log log s) steps of an exact integer square
// root, each step's products below 2^64, so every size a long long holds is exact; values are below s and xor in
// 64 bits. A case is answered when its last box is read and nothing is stored, so boxes a case cost no memory:
// 10^6 in the suite bounds a case's time only. The line 0 ends the input (the number of cases needs no limit).
// boxes: N, per case; 0 is the terminator, never a case
// size: s, a box's capacity
// stones: c, the stones in a box now, at most its s
#define BOX_STONE_GAME_LIMITS(LIMIT)                                      \
    LIMIT(boxes, "boxes per case N", 1, 50, 1, 1000000)                   \
    LIMIT(size, "box size s", 0, 1000000, 0, 9223372036854775807LL)       \
    LIMIT(stones, "stones in a box c", 0, 1000000, 0, 9223372036854775807LL)
GAMECORE_DECLARE_LIMITS(BOX_STONE_GAME_LIMITS)

inline std::string description() {
    return "HDU 1729 Stone Game: N boxes; box i holds c_i stones and has room for s_i. A move\n"
           "adds 1 to c * c stones to one box holding c, never past its size. Who cannot move\n"
           "loses.\n"
           "Input: cases 'N', then N lines 's c' (c <= s), ended by a line '0' (or end of input).\n"
           "Output: per case 'Case k:' (k from 1), then Yes if the first player wins, else No.";
}

// Every case until the line 0 (or, leniently, the end of input where a case would start); nothing after the 0 is
// read, and strict mode wants the 0 and then the end of input. A box's c is read against its own s (c <= s). Each
// answer is written as soon as the case's last box is read. Position describes how a case is decided:
//   void clear();                              a new case, no boxes yet
//   void add_box(long long size, long long stones);  one more box
//   bool first_player_wins();                  does the player to move win the case read so far?
template <class Position>
void answer_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Position& position) {
    for (long long k = 1;; ++k) {
        if (!in.strict() && in.at_end()) return;
        const long long boxes = in.read_int(0, limits.max_boxes, "number of boxes N (0 ends the input)");
        in.read_eoln();
        if (boxes == 0) {
            if (in.strict()) in.read_eof();
            return;
        }
        position.clear();
        for (long long i = 0; i < boxes; ++i) {
            const long long size = in.read_int(limits.min_size, limits.max_size, "box size s");
            in.read_space();
            const long long most = size < limits.max_stones ? size : limits.max_stones;
            const long long stones = in.read_int(limits.min_stones, most, "stones in the box c (at most its s)");
            in.read_eoln();
            position.add_box(size, stones);
        }
        out.write("Case ");
        out.write_int(k);
        out.write(position.first_player_wins() ? ":\nYes\n" : ":\nNo\n");
    }
}

}  // namespace box_stone_game

namespace this_problem = box_stone_game;

#endif
