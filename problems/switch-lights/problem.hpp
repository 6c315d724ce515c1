// HDU 3404 Switch lights (2-D coin turning), declared once: names, limits, help, and the input format every solver of
// it reads. O(n) expected a case (a hash set finds a light listed twice). Tested through tests.cpp and the testdata.
#ifndef SWITCH_LIGHTS_PROBLEM_HPP
#define SWITCH_LIGHTS_PROBLEM_HPP

#include <cstddef>
#include <cstdio>
#include <string>

#include "gamecore/key_set.hpp"
#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace switch_lights {

const char* const id = "switch-lights";
const char* const title = "HDU 3404 Switch lights";
const char* const judge = "HDU";
const char* const twins = "";

// The statement: T <= 100 cases, n <= 1000 lights a case, 1 <= x, y <= 10000. Cases are answered as they are read,
// so the suite reads up to 10^6 of them; a case's lights are kept only in a hash set of their cells (16 MB at 10^6).
// Coordinates to 2^31 - 1: a cell is then one key, (x - 1) * 2^31 + (y - 1) < 2^62, and x (x) y lies in F_{2^32}.
#define SWITCH_LIGHTS_LIMITS(LIMIT)                                 \
    LIMIT(cases, "number of cases T", 1, 100, 0, 1000000)           \
    LIMIT(lights, "lights on in a case n", 0, 1000, 0, 1000000)     \
    LIMIT(coordinate, "coordinates x, y", 1, 10000, 1, 2147483647LL)
GAMECORE_DECLARE_LIMITS(SWITCH_LIGHTS_LIMITS)

inline std::string description() {
    return "HDU 3404 Switch lights (2-D coin turning): a grid of lights, some on. A move\n"
           "picks corners (x1, y1) and (x2, y2), x1 <= x2, y1 <= y2, the light at (x2, y2)\n"
           "on, and toggles the rectangle's distinct corners. Who switches the last light\n"
           "off wins; lxhgww moves first.\n"
           "Input: T, then per case a line n and n lines 'x y' (distinct cells, from 1).\n"
           "Output: per case, \"Have a try, lxhgww.\" if lxhgww wins, else \"Don't waste your\n"
           "time.\"";
}

const char* const win_answer = "Have a try, lxhgww.";
const char* const loss_answer = "Don't waste your time.";

// T, then T cases, each n and n lines 'x y'; lenient mode reads nothing after the T-th case, strict mode wants the
// end of input there. A light listed twice in a case is bad input (the statement promises distinct cells; neither a
// second light on the cell nor one switched off again is what it describes). Position describes how a case is
// decided:
//   void clear();                          a new case, every light off
//   void add_light(long long x, long long y);   one more light on, each cell once
//   bool first_player_wins();              does lxhgww win the case read so far?
template <class Position>
void answer_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Position& position) {
    const long long cases = in.read_int(limits.min_cases, limits.max_cases, "number of cases T");
    in.read_eoln();
    gamecore::KeySet cells;
    for (long long c = 0; c < cases; ++c) {
        const long long lights = in.read_int(limits.min_lights, limits.max_lights, "number of lights n");
        in.read_eoln();
        cells.reset(static_cast<std::size_t>(lights));
        position.clear();
        for (long long i = 0; i < lights; ++i) {
            const long long x = in.read_int(limits.min_coordinate, limits.max_coordinate, "coordinate x");
            const long x_line = in.last_token_line(), x_column = in.last_token_column();
            in.read_space();
            const long long y = in.read_int(limits.min_coordinate, limits.max_coordinate, "coordinate y");
            in.read_eoln();
            if (!cells.insert((x - 1) * 2147483648LL + (y - 1))) {
                char cell[48];
                std::sprintf(cell, "'%lld %lld'", x, y);
                throw gamecore::InputError(x_line, x_column, "a light not listed before in this case", cell);
            }
            position.add_light(x, y);
        }
        out.write(position.first_player_wins() ? win_answer : loss_answer);
        out.write("\n");
    }
    if (in.strict()) in.read_eof();
}

}  // namespace switch_lights

namespace this_problem = switch_lights;

#endif
