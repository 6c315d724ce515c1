// HDU 5973 Game of Taking Stones (Wythoff's game, piles to 10^100), declared once: names, limits, help, and the input
// format every solver reads. O(d^2) a pile of d digits read. Tested through tests.cpp, the testdata and bad-inputs.txt.
#ifndef BIG_WYTHOFF_PROBLEM_HPP
#define BIG_WYTHOFF_PROBLEM_HPP

#include <cstdio>
#include <string>

#include "gamecore/big_unsigned.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace big_wythoff {

const char* const id = "big-wythoff";
const char* const title = "HDU 5973 Game of Taking Stones";
const char* const judge = "HDU";
const char* const twins = "";

// A pile is at most 10^max_pile_exponent: 10^100 at the judge. The suite reads piles to 10^1000 (1001 digits): the
// test is exact at any size, and its schoolbook products cost 25 microseconds a pair there, --moves' three integer
// square roots 3 ms (10^4 digits would be 2 ms and 0.3 s). No limit row of gamecore/limits.hpp holds a power of ten
// past 2^63, so the one limit is stated by its exponent, each bound once here.
struct Limits {
    int max_pile_exponent;
};

inline Limits judge_limits() {
    Limits limits;
    limits.max_pile_exponent = 100;
    return limits;
}

inline Limits suite_limits() {
    Limits limits;
    limits.max_pile_exponent = 1000;
    return limits;
}

inline std::string power_of_ten(int exponent) {
    char text[24];
    std::sprintf(text, "10^%d", exponent);
    return text;
}

inline std::string limits_text(const Limits& judge, const Limits& suite) {
    return "- pile sizes a, b: 0 to " + power_of_ten(judge.max_pile_exponent) + " at the judge, 0 to " +
           power_of_ten(suite.max_pile_exponent) + " in the suite\n";
}

inline std::string description() {
    return "HDU 5973 Game of Taking Stones (Wythoff's game, huge piles): two piles; a move\n"
           "takes stones from one pile, or the same number from both. Who takes the last\n"
           "stone wins.\n"
           "Input: pairs 'a b' until end of file, a and b up to 10^100 at the judge.\n"
           "Output: per pair, 1 if the first player wins, else 0.";
}

// What a pile is, for messages: "pile size (integer 0..10^100)".
inline std::string pile_expected(const Limits& limits) {
    return "pile size (integer 0.." + power_of_ten(limits.max_pile_exponent) + ")";
}

// Reads one pile, a token of decimal digits at most 10^max_pile_exponent; canonical (no leading zero) in strict mode.
// Leniently leading zeros are read, within the longest token a pile can take, max_pile_exponent + 1 bytes.
inline void read_pile(gamecore::Scanner& in, const Limits& limits, const std::string& expected,
                      gamecore::BigUnsigned& pile) {
    const std::size_t longest = static_cast<std::size_t>(limits.max_pile_exponent) + 1;
    const std::string token = in.read_token(expected.c_str(), longest);
    if (!pile.assign_decimal(token.data(), token.size())) in.fail_last_token(expected);
    if (in.strict() && token.size() > 1 && token[0] == '0') in.fail_last_token(expected + " without leading zeros");
    // At most 10^E: at most E significant digits, or E + 1 of them when they are 1 and E zeros.
    const std::size_t first = token.find_first_not_of('0');
    if (first != std::string::npos && token.size() - first == longest &&
        (token[first] != '1' || token.find_first_not_of('0', first + 1) != std::string::npos))
        in.fail_last_token(expected);
}

// One pair per line until end of input; strict mode also wants at least one. decide(a, b): does the first player
// win? Each answer is written as soon as its pair is read.
template <class Decide>
void answer_pairs(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    const std::string expected = pile_expected(limits);
    if (in.strict() && in.at_end()) in.fail_next(expected);
    gamecore::BigUnsigned a, b;
    while (!in.at_end()) {
        read_pile(in, limits, expected, a);
        in.read_space();
        read_pile(in, limits, expected, b);
        in.read_eoln();
        out.write(decide(a, b) ? "1\n" : "0\n");
    }
}

}  // namespace big_wythoff

namespace this_problem = big_wythoff;

#endif
