// Kattis hackenbushpurplehearts (Hackenbush Purplehearts), declared once: names, limits, help, the input format
// every solver reads, each forest checked as it is read. O(n). Tested by tests.cpp, the testdata and bad-inputs.txt.
#ifndef PURPLE_HEARTS_PROBLEM_HPP
#define PURPLE_HEARTS_PROBLEM_HPP

#include <cstddef>
#include <cstdio>
#include <string>
#include <vector>

#include "gamecore/dyadic.hpp"
#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace purple_hearts {

const char* const id = "purple-hearts";
const char* const title = "Kattis hackenbushpurplehearts Hackenbush Purplehearts";
const char* const judge = "Kattis";
const char* const twins = "";

// The statement: 0 <= n <= 10^5, no edge more than 10^3 edges from the ground (read here as at most 10^3 edges
// below it on its path, the looser reading). A value has about one fraction bit per edge above it, so the value
// costs O(n x depth / 32) limb operations: the suite lifts the depth to any forest of 10^5 edges (a path of 10^5
// edges, GERALD08's worst shape, 0.3 s) and keeps n, since a path under 10^6 edges would cost 10^11 bits.
// edges: n
// below: the edges under one edge on its path to the ground (0 for an edge on the ground)
#define PURPLE_HEARTS_LIMITS(LIMIT)                                        \
    LIMIT(edges, "edges n", 0, 100000, 0, 100000)                          \
    LIMIT(below, "edges below an edge on its path to the ground", 0, 1000, 0, 99999)
GAMECORE_DECLARE_LIMITS(PURPLE_HEARTS_LIMITS)

inline std::string description() {
    return "Kattis hackenbushpurplehearts Hackenbush Purplehearts: Blue-Red Hackenbush on a forest\n"
           "standing on the ground. Left (blue, the first player) cuts a blue edge, Right a red one;\n"
           "edges no longer connected to the ground vanish. Print the game's value.\n"
           "Input: n; then n integers e_i, the edge directly below edge i (-1: edge i is on the\n"
           "ground; else an earlier edge); then a string of n letters B or R, edge i's colour. With\n"
           "n = 0 the two lines may be empty or missing.\n"
           "Output: the value p/2^q reduced, an integer without '/2^0', negative as -p/2^q.";
}

// The forest, 0-based: below[i] is the edge directly below edge i (< i), or -1 on the ground; blue[i] says edge
// i is Left's.
struct Forest {
    std::vector<int> below;
    std::vector<unsigned char> blue;
};

inline std::string shown_byte(char c) {
    const unsigned char u = static_cast<unsigned char>(c);
    char text[8];
    if (u >= 0x20 && u < 0x7f && c != '\\' && c != '\'') std::sprintf(text, "'%c'", c);
    else std::sprintf(text, "'\\x%02x'", u);
    return text;
}

// The whole input: n, the edges below, the colours. Each e_i must name an earlier edge (so the edges form a forest
// in the order given) within the limit on the depth.
inline void read_forest(gamecore::Scanner& in, const Limits& limits, Forest& forest) {
    const long long n = in.read_int(limits.min_edges, limits.max_edges, "edge count n");
    in.read_eoln();
    forest.below.assign(static_cast<std::size_t>(n), -1);
    forest.blue.assign(static_cast<std::size_t>(n), 0);
    if (n == 0) {
        // The two lines of nothing may be there (empty) or not; in strict mode at_end() is the end of input.
        if (!in.at_end()) {
            in.read_eoln();
            in.read_eoln();
        }
        return;
    }
    std::vector<long long> depth(static_cast<std::size_t>(n), 0);
    for (long long i = 0; i < n; ++i) {
        if (i > 0) in.read_space();
        const long long e = in.read_int(-1, i, "edge e_i below edge i (-1 for the ground, else an earlier edge)");
        if (e == 0) in.fail_last_token("edge e_i below edge i: -1 for the ground or an earlier edge, not 0");
        if (e > 0) {
            depth[i] = depth[e - 1] + 1;
            if (depth[i] > limits.max_below) {
                char what[96];
                std::sprintf(what, "an edge with at most %lld edges below edge %lld", limits.max_below, i + 1);
                in.fail_last_token(what);
            }
        }
        forest.below[i] = e < 0 ? -1 : static_cast<int>(e - 1);
    }
    in.read_eoln();
    char what[64];
    std::sprintf(what, "colours: exactly %lld letters B or R", n);
    const std::string colours = in.read_token(what, static_cast<std::size_t>(n) + 1);
    if (static_cast<long long>(colours.size()) != n) in.fail_last_token(what);
    for (std::size_t i = 0; i < colours.size(); ++i) {
        if (colours[i] != 'B' && colours[i] != 'R')
            throw gamecore::InputError(in.last_token_line(), in.last_token_column() + static_cast<long>(i),
                                       "B or R", shown_byte(colours[i]));
        forest.blue[i] = colours[i] == 'B';
    }
    in.read_eoln();
}

// p/2^q reduced, an integer alone, a negative value as -p/2^q (the statement shows none). O(limbs^2) for the
// decimal numerator: 0.1 s for q = 10^5.
inline std::string value_text(const gamecore::Dyadic& value) {
    const std::size_t q = value.exponent();
    std::string text = value.times_power_of_two(static_cast<long long>(q)).to_string();  // p, an integer
    if (q == 0) return text;
    char denominator[32];
    std::sprintf(denominator, "/2^%lu", static_cast<unsigned long>(q));
    return text + denominator;
}

// value(forest) is the game's value as text (written by value_text above); it is written before the end of input is
// checked, as every problem writes the answers before a bad input.
template <class Value>
void answer_forest(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Value& value) {
    Forest forest;
    read_forest(in, limits, forest);
    const std::string text = value(static_cast<const Forest&>(forest));
    out.line(text);
    in.read_eof();
}

}  // namespace purple_hearts

namespace this_problem = purple_hearts;

#endif
