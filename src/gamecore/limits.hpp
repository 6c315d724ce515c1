// States a problem's limits for people: numbers as 10^9 or 2^63-1, one line per limit, the judge's beside ours.
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

#endif
