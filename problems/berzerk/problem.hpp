// Codeforces 786A Berzerk, declared once: names, limits, help, and the input format every solver of it reads.
// O(n) to read and O(n) to write the answers. Tested by tests.cpp, the testdata and bad-inputs.txt (CLI and judge98).
#ifndef BERZERK_PROBLEM_HPP
#define BERZERK_PROBLEM_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/retrograde.hpp"
#include "gamecore/scanner.hpp"

namespace berzerk {

const char* const id = "berzerk";
const char* const title = "Codeforces 786A / 787C Berzerk";
const char* const judge = "Codeforces";
const char* const twins = "Codeforces 787C";

// The statement: 2 <= n <= 7000, each set 1..n-1 distinct steps in 1..n-1 (so at most n - 1 of them).
// The solver costs O(n (k1 + k2)) steps scanned, up to 2n^2: 10^8 at the judge's n (0.12 to 0.2 s of CPU); the
// suite's 20000 is 8*10^8 (1.1 to 1.6 s), with 2n positions and the two sets in memory, under 1 MB; a fuzzer's
// instrumented runs stop at 2000.
// objects: n, the black hole and n - 1 planets
#define BERZERK_LIMITS(LIMIT) LIMIT(objects, "objects n", 2, 7000, 2, GAMECORE_UNLESS_FUZZING(20000, 2000))
GAMECORE_DECLARE_LIMITS(BERZERK_LIMITS)

inline std::string description() {
    return "Codeforces 786A / 787C Berzerk: n objects on a circle, object 1 a black hole,\n"
           "the monster on one of the planets 2..n. Rick and Morty take turns, each moving\n"
           "the monster clockwise by a step from his own set; who moves it into the black\n"
           "hole wins. A player who cannot win prefers an endless game to a loss.\n"
           "Input: n; a line 'k1' and Rick's k1 steps; a line 'k2' and Morty's k2 steps\n"
           "(distinct, 1..n-1).\n"
           "Output: two lines of n - 1 words, Win, Lose or Loop, for the monster on\n"
           "objects 2..n: first with Rick moving first, then with Morty moving first, each\n"
           "for the player who moves first.";
}

enum Player { RICK = 0, MORTY = 1 };

// One input. Objects are numbered from 1 as in the statement; steps[RICK] and steps[MORTY] are the two sets in the
// input's order, distinct, each in 1..objects-1.
struct Circle {
    int objects;
    std::vector<int> steps[2];
};

// The judge's word for an outcome of the player who moves first; UNDECIDED, which no solver returns (the parser
// writes whatever a per-case callback hands back), reads as Loop too.
inline const char* answer_word(gamecore::Outcome outcome) {
    return outcome == gamecore::WIN ? "Win" : outcome == gamecore::LOSS ? "Lose" : "Loop";
}

// One player's line: k, then k distinct steps. `seen` is n bytes of working space, all 0 before and after (unless
// it throws).
inline void read_steps(gamecore::Scanner& in, int n, const char* count_what, const char* step_what,
                       const char* repeat_what, std::vector<int>& steps, std::vector<char>& seen) {
    const long long count = in.read_int(1, n - 1, count_what);
    steps.resize(static_cast<std::size_t>(count));
    for (long long i = 0; i < count; ++i) {
        in.read_space();
        const int step = static_cast<int>(in.read_int(1, n - 1, step_what));
        if (seen[static_cast<std::size_t>(step)]) in.fail_last_token(repeat_what);
        seen[static_cast<std::size_t>(step)] = 1;
        steps[static_cast<std::size_t>(i)] = step;
    }
    for (std::size_t i = 0; i < steps.size(); ++i) seen[static_cast<std::size_t>(steps[i])] = 0;
    in.read_eoln();
}

inline void read_circle(gamecore::Scanner& in, const Limits& limits, Circle& circle) {
    circle.objects = static_cast<int>(in.read_int(limits.min_objects, limits.max_objects, "number of objects n"));
    in.read_eoln();
    std::vector<char> seen(static_cast<std::size_t>(circle.objects), 0);
    read_steps(in, circle.objects, "size of Rick's set k1", "a step of Rick's set",
               "a step not already in Rick's set (the steps are distinct)", circle.steps[RICK], seen);
    read_steps(in, circle.objects, "size of Morty's set k2", "a step of Morty's set",
               "a step not already in Morty's set (the steps are distinct)", circle.steps[MORTY], seen);
}

// The whole input, then its 2(n - 1) answers: decide(circle, first, start) is the outcome (gamecore::Outcome: WIN,
// LOSS or DRAW) for `first`, who moves first with the monster on object `start` (2..n), asked for Rick's line first,
// each line by start. A Decide object serves one input (one circle), so it may solve the circle once, at its first
// question, and look the rest up. After the answers, the input must end.
template <class Decide>
void answer_starts(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    Circle circle;
    read_circle(in, limits, circle);
    for (int first = RICK; first <= MORTY; ++first) {
        for (int start = 2; start <= circle.objects; ++start) {
            const gamecore::Outcome outcome = decide(static_cast<const Circle&>(circle), static_cast<Player>(first),
                                                     start);
            if (start > 2) out.write(" ", 1);
            out.write(answer_word(outcome));
        }
        out.write("\n", 1);
    }
    in.read_eof();
}

}  // namespace berzerk

namespace this_problem = berzerk;

#endif
