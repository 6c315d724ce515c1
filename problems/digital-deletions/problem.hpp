// HDU 1404 Digital Deletions (ZOJ 1104), declared once: names, limits, help, and the input format every solver of it
// reads. O(digits) per line read, nothing stored. Tested through tests.cpp, the testdata and
// testdata/digital-deletions/bad-inputs.txt (CLI and judge98).
#ifndef DIGITAL_DELETIONS_PROBLEM_HPP
#define DIGITAL_DELETIONS_PROBLEM_HPP

#include <string>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace digital_deletions {

const char* const id = "digital-deletions";
const char* const title = "HDU 1404 Digital Deletions";
const char* const judge = "HDU";
const char* const twins = "ZOJ 1104";

// The statement: a string of 1 to 6 digits a line, until end of input (no count given; no time or memory limit
// captured). The solver (solver.hpp) decides every string of each length once, a bit a string: 10^L bits for
// length L, grown to the longest string read. Measured (release, a machine shared with other builds; the whole
// process, one string read): to length 6 in 0.03 s and 2.2 MB, to 7 in 0.16 s and 3.5 MB, to 8 in 1.6 s and 16 MB;
// so strings stop at 7 digits, where the tests stay cheap. Lines cost nothing: each is answered as it is read.
// digits: the length of a string
#define DIGITAL_DELETIONS_LIMITS(LIMIT) \
    LIMIT(digits, "digits in a string", 1, 6, 1, 7)
GAMECORE_DECLARE_LIMITS(DIGITAL_DELETIONS_LIMITS)

inline std::string description() {
    return "HDU 1404 Digital Deletions: a string of digits. A move lowers one digit to a smaller\n"
           "one, or erases a digit 0 and every digit right of it. Whoever erases the last digit\n"
           "wins.\n"
           "Input: one string of digits a line, until end of input.\n"
           "Output: per string, Yes if the first player wins, else No.";
}

// One string a line until end of input; strict mode also wants at least one. decide(digits): does the first
// player win the string (its digits, the first at the left)? Each answer is written as soon as its line is read.
template <class Decide>
void answer_strings(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    const std::string what =
        "a string of " + gamecore::readable(limits.min_digits) + " to " + gamecore::readable(limits.max_digits) +
        " digits";
    if (in.strict() && in.at_end()) in.fail_next(what);
    while (!in.at_end()) {
        const std::string digits = in.read_token(what.c_str(), static_cast<std::size_t>(limits.max_digits));
        if (digits.size() < static_cast<std::size_t>(limits.min_digits)) in.fail_last_token(what);
        for (std::size_t i = 0; i < digits.size(); ++i)
            if (digits[i] < '0' || digits[i] > '9') in.fail_last_token(what);
        in.read_eoln();
        out.write(decide(digits) ? "Yes\n" : "No\n");
    }
}

}  // namespace digital_deletions

namespace this_problem = digital_deletions;

#endif
