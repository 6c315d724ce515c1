// HDU 1846 (Brave Game, the Bash game), declared once: names, limits, help, and the input format every solver reads.
// O(1) per case read. Tested through tests.cpp, the testdata and the bad-input table (CLI and judge98).
#ifndef BASH_PROBLEM_HPP
#define BASH_PROBLEM_HPP

#include <string>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace bash_game {

const char* const id = "bash";
const char* const title = "HDU 1846 (Brave Game)";
const char* const judge = "HDU";
const char* const twins = "";

// The statement: C <= 100, a positive integer, and 1 <= n, m <= 1000.
// n mod (m + 1) is computed in unsigned 64-bit arithmetic, where m + 1 <= 2^63 cannot overflow: exact for every
// n and m a long long holds. Cases are answered as they are read, so their number costs no memory.
// take: m; a move takes 1..m stones, so m >= 1 always
#define BASH_GAME_LIMITS(LIMIT)                                                  \
    LIMIT(cases, "number of cases C", 1, 100, 0, 1000000)                        \
    LIMIT(stones, "stones n", 1, 1000, 0, 9223372036854775807LL)                 \
    LIMIT(take, "most stones a move takes m", 1, 1000, 1, 9223372036854775807LL)
GAMECORE_DECLARE_LIMITS(BASH_GAME_LIMITS)

inline std::string description() {
    return "HDU 1846 (Brave Game): one pile of n stones; a move takes 1 to m stones.\n"
           "Who takes the last stone wins.\n"
           "Input: C, then C lines 'n m'.\n"
           "Output: per case, first if the first player wins, else second.";
}

// Reads C and then exactly C lines 'n m'; lenient mode reads nothing after them, strict mode wants the end of input
// there. decide(n, m): does the first player win? Each answer is written as soon as its case is read.
template <class Decide>
void answer_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    const long long cases = in.read_int(limits.min_cases, limits.max_cases, "number of cases");
    in.read_eoln();
    for (long long c = 0; c < cases; ++c) {
        const long long stones = in.read_int(limits.min_stones, limits.max_stones, "number of stones n");
        in.read_space();
        const long long most = in.read_int(limits.min_take, limits.max_take, "most stones a move takes m");
        in.read_eoln();
        out.write(decide(stones, most) ? "first\n" : "second\n");
    }
    if (in.strict()) in.read_eof();
}

}  // namespace bash_game

namespace this_problem = bash_game;

#endif
