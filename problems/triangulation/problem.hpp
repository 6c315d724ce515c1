// HDU 4664 Triangulation (Dawson's Kayles on convex point sets), declared once: names, limits, help, and the input
// format that every solver of it reads. O(1) per plane read, planes not stored. Tested through tests.cpp, testdata.
#ifndef TRIANGULATION_PROBLEM_HPP
#define TRIANGULATION_PROBLEM_HPP

#include <string>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace triangulation {

const char* const id = "triangulation";
const char* const title = "HDU 4664 Triangulation";
const char* const judge = "HDU";
const char* const twins = "";

// The statement bounds the sum of N by 10^6 and every N by 1 from below, so T is at most 10^6 too.
// A plane's value comes from the certified period of Dawson's Kayles (solver.hpp), O(1) for any n a long long
// holds; planes are xored as read, so neither T nor the sum of N costs memory. A plane of 0 points has no move.
// planes: the sum of N over all cases
#define TRIANGULATION_LIMITS(LIMIT)                                                    \
    LIMIT(cases, "number of cases T", 1, 1000000, 1, 10000000)                         \
    LIMIT(planes, "planes in all cases (sum of N)", 1, 1000000, 1, 100000000)          \
    LIMIT(points, "points on a plane n[i]", 1, 1000000000LL, 0, 9223372036854775807LL)
GAMECORE_DECLARE_LIMITS(TRIANGULATION_LIMITS)

inline std::string description() {
    return "HDU 4664 Triangulation: N planes, each with n[i] points in convex position. A move\n"
           "draws a segment between two points of one plane that touches no earlier segment\n"
           "(no crossing, no shared end). Carol moves first; who cannot move loses.\n"
           "Input: T, then per case a line 'N' and a line of N point counts.\n"
           "Output: per case, Carol or Dave, the winner.\n"
           "Method: Dawson's Kayles (octal 0.07); g(n) from its period, preperiod 53 and\n"
           "period 34, certified by the Guy-Smith theorem at start-up (gamecore/octal.hpp),\n"
           "O(1) a plane for every n up to 2^63-1.";
}

// Every case, answered as soon as its last plane is read. Position describes how a case is decided:
//   void clear();                    a new case, no planes yet
//   void add_plane(long long points); one more plane
//   bool first_player_wins();        does Carol win the case read so far?
template <class Position>
void answer_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Position& position) {
    const long long cases = in.read_int(limits.min_cases, limits.max_cases, "number of cases T");
    in.read_eoln();
    long long planes_left = limits.max_planes;  // what the sum of N still allows
    for (long long c = 0; c < cases; ++c) {
        if (planes_left == 0) in.fail_next("end of input (the sum of N is at its limit)");
        const long long planes = in.read_int(1, planes_left, "plane count N (within the sum of N)");
        planes_left -= planes;
        in.read_eoln();
        position.clear();
        for (long long i = 0; i < planes; ++i) {
            if (i > 0) in.read_space();
            position.add_plane(in.read_int(limits.min_points, limits.max_points, "point count"));
        }
        in.read_eoln();
        out.write(position.first_player_wins() ? "Carol\n" : "Dave\n");
    }
    if (in.strict()) in.read_eof();
    else if (!in.at_end()) in.fail_next("end of input after the T cases");
}

}  // namespace triangulation

namespace this_problem = triangulation;

#endif
