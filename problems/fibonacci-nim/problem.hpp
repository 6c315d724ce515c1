// HDU 2516 取石子游戏 (Fibonacci Nim), declared once: names, limits, help, and the input format that every solver
// of it reads. O(1) per line read, nothing stored. Tested through tests.cpp, the testdata and the bad-input table.
#ifndef FIBONACCI_NIM_PROBLEM_HPP
#define FIBONACCI_NIM_PROBLEM_HPP

#include <cstdio>
#include <string>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace fibonacci_nim {

const char* const id = "fibonacci-nim";
const char* const title = "HDU 2516 取石子游戏";
const char* const judge = "HDU";
const char* const twins = "";

// The statement's bounds, 2 <= n < 2^31; it states no number of lines.
// The decision compares n with the Fibonacci numbers up to n, built exactly in 64 bits (the largest below 2^63 is
// F(92) = 7540113804746346429; the list stops before a sum could pass n), so every n a long long holds is answered.
// n = 1 is a position too: the first move may not take all, so the first player has no move and loses.
// stones: n; the line 0 ends the input whatever min_stones is
#define FIBONACCI_NIM_LIMITS(LIMIT)                                           \
    LIMIT(stones, "stone count n", 2, 2147483647LL, 1, 9223372036854775807LL)
GAMECORE_DECLARE_LIMITS(FIBONACCI_NIM_LIMITS)

inline std::string description() {
    return "HDU 2516 取石子游戏 (Fibonacci Nim): one heap of n stones. The first move takes\n"
           "any number of stones but not all; afterwards each move takes at least 1 and at\n"
           "most twice what the opponent just took. Whoever takes the last stone wins.\n"
           "Input: one n per line, ended by the line '0' (or end of input).\n"
           "Output: per line, 'First win' if the first player wins, else 'Second win'.";
}

// Every line until 0 (or, leniently, the end of input where a line would start); nothing after 0 is read, and
// strict mode wants the end of input there. A count from 1 to min_stones - 1 (only at the judge's limits: 1) is
// neither a position nor the terminator and is reported at its token. Each answer is written as soon as its line
// is read. Decide says who wins:
//   bool first_player_wins(long long n);
template <class Decide>
void answer_lines(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    for (;;) {
        if (!in.strict() && in.at_end()) return;
        const long long n = in.read_int(0, limits.max_stones, "stone count n (0 ends the input)");
        if (n != 0 && n < limits.min_stones) {
            char expected[96];
            std::sprintf(expected, "stone count n (integer %lld..%lld) or 0, which ends the input",
                         limits.min_stones, limits.max_stones);
            in.fail_last_token(expected);
        }
        in.read_eoln();
        if (n == 0) {
            if (in.strict()) in.read_eof();
            return;
        }
        out.write(decide.first_player_wins(n) ? "First win\n" : "Second win\n");
    }
}

}  // namespace fibonacci_nim

namespace this_problem = fibonacci_nim;

#endif
