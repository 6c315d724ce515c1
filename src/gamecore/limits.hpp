// A problem's limits, each once as a row of an X-macro; stated for people as 10^9 or 2^63-1, judge beside suite.
// O(digits) per number. Tested in src/tests/limits_test.cpp; each problem's lines are checked against its statement.md.
#ifndef GAMECORE_LIMITS_HPP
#define GAMECORE_LIMITS_HPP

#include <cstdio>
#include <string>

namespace gamecore {

// 2^k-1 for k >= 16, 10^k or d*10^k for k >= 5, else the decimal digits.
inline std::string readable(long long value) {
    char text[48];  // room for any long long in each format (GCC checks it at -O1)
    if (value >= 65535) {
        int bits = 0;
        unsigned long long rest = static_cast<unsigned long long>(value) + 1;
        while (rest % 2 == 0) {
            rest /= 2;
            ++bits;
        }
        if (rest == 1) {
            std::sprintf(text, "2^%d-1", bits);
            return text;
        }
    }
    if (value >= 100000) {
        long long rest = value;
        int zeros = 0;
        while (rest % 10 == 0) {
            rest /= 10;
            ++zeros;
        }
        if (zeros >= 5 && rest < 10) {
            if (rest == 1) std::sprintf(text, "10^%d", zeros);
            else std::sprintf(text, "%lld*10^%d", rest, zeros);
            return text;
        }
    }
    std::sprintf(text, "%lld", value);
    return text;
}

// One line of a problem's limits, e.g. "- pile size: 0 to 10^9 at the judge, 0 to 2^63-1 in the suite".
inline std::string limit_line(const char* what, long long judge_min, long long judge_max, long long min,
                              long long max) {
    return std::string("- ") + what + ": " + readable(judge_min) + " to " + readable(judge_max) + " at the judge, " +
           readable(min) + " to " + readable(max) + " in the suite\n";
}

}  // namespace gamecore

// A problem declares its limits once, as rows of an X-macro (any name; problem.hpp uses <NAMESPACE>_LIMITS):
//     #define NIM_LIMITS(LIMIT) LIMIT(pile, "pile size", 0, 9999, 0, 9223372036854775807LL)
// Each row: a name, what it is for people, the least and greatest value at the judge, then in the suite.
// GAMECORE_DECLARE_LIMITS(NIM_LIMITS) declares `struct Limits { long long min_pile, max_pile; }`, judge_limits(),
// suite_limits() and limits_text(judge, suite), one limit_line a row in the rows' order. A problem whose Limits
// carries more than the rows declares the struct itself around GAMECORE_LIMIT_FIELDS(ROWS), then
// GAMECORE_LIMIT_FUNCTIONS(ROWS).
#define GAMECORE_LIMIT_FIELD(name, what, judge_min, judge_max, suite_min, suite_max) long long min_##name, max_##name;
#define GAMECORE_LIMIT_AT_JUDGE(name, what, judge_min, judge_max, suite_min, suite_max) \
    limits.min_##name = (judge_min);                                                    \
    limits.max_##name = (judge_max);
#define GAMECORE_LIMIT_IN_SUITE(name, what, judge_min, judge_max, suite_min, suite_max) \
    limits.min_##name = (suite_min);                                                    \
    limits.max_##name = (suite_max);
#define GAMECORE_LIMIT_LINE(name, what, judge_min, judge_max, suite_min, suite_max) \
    text += gamecore::limit_line(what, judge.min_##name, judge.max_##name, suite.min_##name, suite.max_##name);

#define GAMECORE_LIMIT_FIELDS(ROWS) ROWS(GAMECORE_LIMIT_FIELD)
#define GAMECORE_LIMIT_FUNCTIONS(ROWS)                                                 \
    inline Limits judge_limits() {                                                     \
        Limits limits;                                                                 \
        ROWS(GAMECORE_LIMIT_AT_JUDGE)                                                  \
        return limits;                                                                 \
    }                                                                                  \
    inline Limits suite_limits() {                                                     \
        Limits limits;                                                                 \
        ROWS(GAMECORE_LIMIT_IN_SUITE)                                                  \
        return limits;                                                                 \
    }                                                                                  \
    inline std::string limits_text(const Limits& judge, const Limits& suite) {         \
        std::string text;                                                              \
        ROWS(GAMECORE_LIMIT_LINE)                                                      \
        return text;                                                                   \
    }
#define GAMECORE_DECLARE_LIMITS(ROWS) \
    struct Limits {                   \
        GAMECORE_LIMIT_FIELDS(ROWS)   \
    };                                \
    GAMECORE_LIMIT_FUNCTIONS(ROWS)

// A limit that costs seconds of table under a fuzz harness's instrumentation (which wants thousands of inputs a
// second) is capped there: GAMECORE_UNLESS_FUZZING(200, 40) is 200, or 40 in a fuzzing build.
#ifdef FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION
#define GAMECORE_UNLESS_FUZZING(value, under_fuzzer) (under_fuzzer)
#else
#define GAMECORE_UNLESS_FUZZING(value, under_fuzzer) (value)
#endif

#endif
