// Luogu P3179 [HAOI2015] 数组游戏, declared once: names, limits, help, and the input format that every solver of it
// reads. O(w) expected per query read (a repeat check). Tested through tests.cpp, the testdata and bad inputs.
#ifndef ARRAY_GAME_PROBLEM_HPP
#define ARRAY_GAME_PROBLEM_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/key_set.hpp"
#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace array_game {

const char* const id = "array-game";
const char* const title = "Luogu P3179 [HAOI2015] 数组游戏";
const char* const judge = "Luogu";
const char* const twins = "BZOJ 4035";

// The solver tabulates one Grundy value per distinct floor(n / x), about 2 sqrt(n) of them, in about 4 n^(3/4) steps
// of divisor blocks: 2 * 10^7 for 10^9 (the judge's), 1.3 * 10^8 for 10^10 (the suite's). A query's white cells are
// distinct (the judge says so; a repeat is refused), checked with a KeySet. Under a fuzz harness's instrumentation
// n = 5.6 * 10^9 took 11 s, past libFuzzer's timeout: there n stops at 10^7 (7 * 10^5 steps) in both modes.
#define ARRAY_GAME_LIMITS(LIMIT)                                                 \
    LIMIT(n, "cells n", 1, GAMECORE_UNLESS_FUZZING(1000000000LL, 10000000LL), 1, \
          GAMECORE_UNLESS_FUZZING(10000000000LL, 10000000LL))                    \
    LIMIT(queries, "number of queries K", 1, 100, 1, 100000)                     \
    LIMIT(whites, "white cells per query w", 1, 100, 1, 100000)
GAMECORE_DECLARE_LIMITS(ARRAY_GAME_LIMITS)

inline std::string description() {
    return "Luogu P3179 [HAOI2015] 数组游戏: cells 1..n, each white or black. A move picks a\n"
           "white cell x and a k with 1 <= k <= n / x and flips cells x, 2x, ..., kx. Who\n"
           "cannot move loses; the first player moves first.\n"
           "Input: n, then K, then per query a line 'w' and a line of w distinct white cells.\n"
           "Output: per query, Yes if the first player wins, else No.";
}

// Every query, answered as soon as its last white cell is read. Position describes how a query is decided:
//   void prepare(long long n);           once, before the first query: the board has n cells
//   void clear();                        a new query, no white cells yet
//   void add_white(long long cell);      one more white cell, each distinct
//   bool first_player_wins();            does the first player win the query read so far?
// A cell already named in the query is reported at its token.
template <class Position>
void answer_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Position& position) {
    const long long n = in.read_int(limits.min_n, limits.max_n, "number of cells n");
    in.read_eoln();
    const long long queries = in.read_int(limits.min_queries, limits.max_queries, "number of queries K");
    in.read_eoln();
    position.prepare(n);
    gamecore::KeySet taken;
    for (long long q = 0; q < queries; ++q) {
        const long long whites = in.read_int(limits.min_whites, limits.max_whites, "number of white cells w");
        in.read_eoln();
        taken.reset(static_cast<std::size_t>(whites));
        position.clear();
        for (long long i = 0; i < whites; ++i) {
            if (i > 0) in.read_space();
            const long long cell = in.read_int(1, n, "white cell");
            if (!taken.insert(cell)) in.fail_last_token("a white cell not already named in the query");
            position.add_white(cell);
        }
        in.read_eoln();
        out.write(position.first_player_wins() ? "Yes\n" : "No\n");
    }
    if (in.strict()) in.read_eof();
    else if (!in.at_end()) in.fail_next("end of input after the K queries");
}

}  // namespace array_game

namespace this_problem = array_game;

#endif
