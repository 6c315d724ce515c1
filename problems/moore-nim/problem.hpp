// POJ 2315 Football Game (Moore's Nim_M with a cap r), declared once: names, limits, help, and the input format that
// every solver of it reads. O(N) per case read. Tested through tests.cpp, the testdata and the bad-input table.
#ifndef MOORE_NIM_PROBLEM_HPP
#define MOORE_NIM_PROBLEM_HPP

#include <cstdio>
#include <string>
#include <vector>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"
#include "turns.hpp"

namespace moore_nim {

const char* const id = "moore-nim";
const char* const title = "POJ 2315 Football Game";
const char* const judge = "POJ";
const char* const twins = "";

// The judge: 1 <= M <= N <= 30, 0 < L < 10^8, 0 < R < 10^4, 0 < S_i < 10^8 (ceil((10^8 - 1) / (2 pi)) = 15915495).
// The exact conversion decides every distance up to 2.9*10^18 (turns.hpp, statement.md); 10^6 balls keep a case
// in memory. A ball at distance 0 is already in the goal (0 turns), and L = 0 allows no kick at all.
// balls: N per case; M is between 1 and N
// distance: the distances S_i and the kick length L
// radius: R, at least 1
// turns: A_i = ceil(S_i / (2 pi R)): implied by the above, except for the reference
#define MOORE_NIM_LIMITS(LIMIT)                                                                        \
    LIMIT(balls, "balls N (and M, the balls kicked per turn, at most N)", 1, 30, 1, 1000000)           \
    LIMIT(distance, "distances S_i and kick length L", 1, 99999999, 0, 1000000000000000000LL)          \
    LIMIT(radius, "radius R", 1, 9999, 1, 1000000000000000000LL)                                       \
    LIMIT(turns, "turns to the goal A_i = ceil(S_i / (2 pi R))", 1, 15915495, 0, 159154943091895336LL)
GAMECORE_DECLARE_LIMITS(MOORE_NIM_LIMITS)

inline std::string description() {
    return "POJ 2315 Football Game: N balls at distances S_i from the goal, all of radius R. A turn\n"
           "kicks 1 to M balls; a ball rolls a whole number of turns (2 pi R each), at most L far in\n"
           "one kick, and enters the goal once it has rolled its distance. Alice moves first; who\n"
           "cannot move loses. That is Moore's Nim_M with heaps A_i = ceil(S_i / (2 pi R)), each\n"
           "move taking 1 to r = floor(L / (2 pi R)) from each of 1 to M heaps.\n"
           "Input: cases until end of input, each 'N M L R' and then the N distances S_i.\n"
           "Output: per case 'Alice' if Alice wins, else 'Bob'.";
}

// One case as the game sees it: Moore's Nim_M on the heaps A_i, each move taking at most `cap` from a heap.
struct Case {
    long long kick;                // M: a move reduces 1..M heaps
    long long cap;                 // r = floor(L / (2 pi R)): by 1..r each
    std::vector<long long> heaps;  // A_i = ceil(S_i / (2 pi R)), in input order
    long line, column;             // where the case starts (its N), for errors about the whole case
};

// The turns of a distance just read: `ceil` for a ball, else floor for the kick length. Within the suite's limits
// the bounds on pi always decide (statement.md proves it); the error is there for what lies beyond.
inline long long turns_of_last(gamecore::Scanner& in, long long distance, long long radius, bool ceil,
                               const char* expected) {
    unsigned long long turns = 0;
    const bool decided = ceil ? ceil_turns(distance, radius, turns) : floor_turns(distance, radius, turns);
    if (!decided) in.fail_last_token(expected);
    return static_cast<long long>(turns);
}

// "N M L R" on one line, then the N distances on the next (one line in strict mode).
inline void read_case(gamecore::Scanner& in, const Limits& limits, Case& c) {
    const long long balls = in.read_int(limits.min_balls, limits.max_balls, "ball count N");
    c.line = in.last_token_line();
    c.column = in.last_token_column();
    in.read_space();
    c.kick = in.read_int(1, balls, "balls kicked per turn M (at most N)");
    in.read_space();
    const long long length = in.read_int(limits.min_distance, limits.max_distance, "kick length L");
    in.read_space();
    const long long radius = in.read_int(limits.min_radius, limits.max_radius, "radius R");
    in.read_eoln();
    // Read last is R, so an undecided L is reported there.
    c.cap = turns_of_last(in, length, radius, false, "a radius R for which the bounds on pi decide L's turns");
    c.heaps.clear();
    for (long long i = 0; i < balls; ++i) {
        if (i > 0) in.read_space();
        const long long distance = in.read_int(limits.min_distance, limits.max_distance, "distance S_i");
        const long long turns =
            turns_of_last(in, distance, radius, true, "a distance S_i for which the bounds on pi decide its turns");
        if (turns > limits.max_turns) {
            char expected[128];
            std::sprintf(expected, "distance S_i of at most %lld turns (ceil(S_i / (2 pi R)) <= %lld)",
                         limits.max_turns, limits.max_turns);
            in.fail_last_token(expected);
        }
        c.heaps.push_back(turns);
    }
    in.read_eoln();
}

// Every case until end of input, each answered as soon as it is read, so that the answers before a bad case are
// already written; strict mode wants at least one case. decide(c): does Alice, moving first, win?
template <class Decide>
void answer_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    if (in.strict() && in.at_end()) in.fail_next("ball count N");
    Case c;
    while (!in.at_end()) {
        read_case(in, limits, c);
        out.write(decide(c) ? "Alice\n" : "Bob\n");
    }
}

}  // namespace moore_nim

namespace this_problem = moore_nim;

#endif
