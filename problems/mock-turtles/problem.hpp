// HDU 3537 Daizhenyang's Coin (coin turning, Mock Turtles), declared once: names, limits, help, and the input
// format every solver of it reads. O(n) expected per case (a hash set drops repeated coins). Tested via tests.cpp.
#ifndef MOCK_TURTLES_PROBLEM_HPP
#define MOCK_TURTLES_PROBLEM_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/key_set.hpp"
#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace mock_turtles {

const char* const id = "mock-turtles";
const char* const title = "HDU 3537 Daizhenyang's Coin";
const char* const judge = "HDU";
const char* const twins = "";

// The statement: 0 <= n <= 100, fewer than 10^8 coins.
// g(x) = 2x or 2x + 1 (solver.hpp) is at most 2^64 - 1 for every position a long long holds, exact in unsigned
// 64-bit arithmetic. 10^6 coins keep a case's set of distinct coins within about 32 MB.
// heads: n, coins listed in a case (a coin may be listed more than once)
// position: coins are numbered from 0
#define MOCK_TURTLES_LIMITS(LIMIT)                                                 \
    LIMIT(heads, "listed heads per case n", 0, 100, 0, 1000000)                    \
    LIMIT(position, "coin position a[k]", 0, 99999999LL, 0, 9223372036854775807LL)
GAMECORE_DECLARE_LIMITS(MOCK_TURTLES_LIMITS)

inline std::string description() {
    return "HDU 3537 Daizhenyang's Coin (coin turning, Mock Turtles): a row of coins numbered\n"
           "from 0, the listed ones heads up. A move turns over 1, 2 or 3 coins, the rightmost\n"
           "of them from heads to tails; who cannot move loses. Daizhenyang moves first.\n"
           "Input: cases until end of file, each a line 'n' and a line of n positions (a coin\n"
           "listed twice is one coin; for n = 0 the second line may be empty or missing).\n"
           "Output: per case, Yes if Daizhenyang loses, else No.";
}

// Cases until end of input; strict mode wants at least one. Each is n, then n positions on one line; for n = 0
// that line may be missing or empty (the sample does not settle it; strict mode accepts both). Position
// describes how a case is decided:
//   void clear();                   a new case, every coin tails
//   void add_head(long long coin);  one more heads-up coin, each distinct coin exactly once
//   bool first_player_wins();       does Daizhenyang win the case read so far?
template <class Position>
void answer_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Position& position) {
    if (in.strict() && in.at_end()) in.fail_next("number of heads n");
    gamecore::KeySet listed;
    while (!in.at_end()) {
        const long long heads = in.read_int(limits.min_heads, limits.max_heads, "number of heads n");
        in.read_eoln();
        listed.reset(static_cast<std::size_t>(heads));
        position.clear();
        for (long long k = 0; k < heads; ++k) {
            if (k > 0) in.read_space();
            const long long coin = in.read_int(limits.min_position, limits.max_position, "coin position");
            if (listed.insert(coin)) position.add_head(coin);  // a coin listed again is the same coin
        }
        if (heads > 0) in.read_eoln();
        else if (in.strict() && !in.at_end() && in.at_line_end()) in.read_eoln();  // the empty line of n = 0
        out.write(position.first_player_wins() ? "No\n" : "Yes\n");  // Yes: Daizhenyang loses
    }
}

}  // namespace mock_turtles

namespace this_problem = mock_turtles;

#endif
