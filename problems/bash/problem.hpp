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

struct Limits {
    long long min_cases, max_cases;
    long long min_stones, max_stones;  // n
    long long max_take;                // m; a move takes 1..m stones, so m >= 1 always
};

// The statement: C <= 100, a positive integer, and 1 <= n, m <= 1000.
inline Limits judge_limits() {
    const Limits limits = {1, 100, 1, 1000, 1000};
    return limits;
}

// n mod (m + 1) is computed in unsigned 64-bit arithmetic, where m + 1 <= 2^63 cannot overflow: exact for every
// n and m a long long holds. Cases are answered as they are read, so their number costs no memory.
inline Limits suite_limits() {
    const Limits limits = {0, 1000000, 0, 9223372036854775807LL, 9223372036854775807LL};
    return limits;
}

inline std::string description() {
    return "HDU 1846 (Brave Game): one pile of n stones; a move takes 1 to m stones.\n"
           "Who takes the last stone wins.\n"
           "Input: C, then C lines 'n m'.\n"
           "Output: per case, first if the first player wins, else second.";
}

inline std::string limits_text(const Limits& judge, const Limits& suite) {
    return gamecore::limit_line("number of cases C", judge.min_cases, judge.max_cases, suite.min_cases,
                                suite.max_cases) +
           gamecore::limit_line("stones n", judge.min_stones, judge.max_stones, suite.min_stones, suite.max_stones) +
           gamecore::limit_line("most stones a move takes m", 1, judge.max_take, 1, suite.max_take);
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
        const long long most = in.read_int(1, limits.max_take, "most stones a move takes m");
        in.read_eoln();
        out.write(decide(stones, most) ? "first\n" : "second\n");
    }
    if (in.strict()) in.read_eof();
}

}  // namespace bash_game

namespace this_problem = bash_game;

#endif
