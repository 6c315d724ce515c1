// Luogu P3185 [HNOI2007] 分裂游戏, declared once: names, limits, help, and the input format that every solver of it
// reads. O(n) per case read. Tested through tests.cpp, the testdata and testdata/split-game/bad-inputs.txt.
#ifndef SPLIT_GAME_PROBLEM_HPP
#define SPLIT_GAME_PROBLEM_HPP

#include <string>
#include <vector>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace split_game {

const char* const id = "split-game";
const char* const title = "Luogu P3185 [HNOI2007] 分裂游戏";
const char* const judge = "Luogu";
const char* const twins = "";

// Only a bottle's parity and whether it is empty matter, so the bean counts are exact to 2^63 - 1. A case costs
// n^2 / 2 steps (the pairs of bottles counted by their xor), so n stops at 1000 and t at 1000: 5 * 10^8 steps at most.
#define SPLIT_GAME_LIMITS(LIMIT)                                     \
    LIMIT(cases, "number of cases t", 1, 10, 0, 1000)                \
    LIMIT(bottles, "bottle count n", 2, 21, 2, 1000)                 \
    LIMIT(beans, "bean count p_i", 0, 10000, 0, 9223372036854775807LL)
GAMECORE_DECLARE_LIMITS(SPLIT_GAME_LIMITS)

inline std::string description() {
    return "Luogu P3185 [HNOI2007] 分裂游戏: bottles 0..n-1 hold beans; a move takes a bean from a\n"
           "bottle i and puts one bean in j and one in k, i < j <= k (two in j when j = k). Who\n"
           "cannot move loses.\n"
           "Input: t, then per case n and a line of the n bean counts p_0 .. p_{n-1}.\n"
           "Output: per case the lexicographically least winning move 'i j k' (-1 -1 -1 if none)\n"
           "and, on the next line, how many first moves win.\n"
           "Method: each bean is a game of its own; a bean in bottle i is worth\n"
           "mex { g(j) xor g(k) : i < j <= k < n }, so only the odd bottles count, and a move\n"
           "(i, j, k) from a non-empty bottle wins iff it turns the xor to 0. O(n^2) a case.";
}

// A case's answer: the least winning move and the number of winning moves; count 0 means there is none.
struct Answer {
    Answer() : i(-1), j(-1), k(-1), count(0) {}
    long long i, j, k;
    long long count;
};

inline void write_answer(const Answer& answer, gamecore::Output& out) {
    if (answer.count == 0) {
        out.write("-1 -1 -1\n0\n");
        return;
    }
    out.write_int(answer.i);
    out.write(" ", 1);
    out.write_int(answer.j);
    out.write(" ", 1);
    out.write_int(answer.k);
    out.write("\n", 1);
    out.write_int(answer.count);
    out.write("\n", 1);
}

// t, then per case a line n and a line of n bean counts. decide(beans) answers a case.
template <class Decide>
void answer_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    const long long cases = in.read_int(limits.min_cases, limits.max_cases, "number of cases t");
    in.read_eoln();
    std::vector<long long> beans;
    for (long long c = 0; c < cases; ++c) {
        const long long n = in.read_int(limits.min_bottles, limits.max_bottles, "bottle count n");
        in.read_eoln();
        beans.assign(static_cast<std::size_t>(n), 0);
        for (long long i = 0; i < n; ++i) {
            if (i > 0) in.read_space();
            beans[static_cast<std::size_t>(i)] = in.read_int(limits.min_beans, limits.max_beans, "bean count p_i");
        }
        in.read_eoln();
        const Answer answer = decide(beans);
        write_answer(answer, out);
    }
    if (in.strict()) in.read_eof();
    else if (!in.at_end()) in.fail_next("end of input after the t cases");
}

}  // namespace split_game

namespace this_problem = split_game;

#endif
