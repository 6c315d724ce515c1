// Library Checker nim_product_64, declared once: names, limits, help, and the input format that every solver of it
// reads. O(1) per pair read. Tested through tests.cpp, the testdata and the bad-input table (CLI and judge98).
#ifndef NIM_PRODUCT_PROBLEM_HPP
#define NIM_PRODUCT_PROBLEM_HPP

#include <string>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace nim_product {

const char* const id = "nim-product";
const char* const title = "Library Checker nim_product_64";
const char* const judge = "LibraryChecker";
const char* const twins = "";

// The judge: 1 <= T <= 10^6. Pairs are answered as they are read and nothing is kept, so the suite reads any count
// up to 10^9 (and T = 0, no answers).
#define NIM_PRODUCT_LIMITS(LIMIT) LIMIT(cases, "number of pairs T", 1, 1000000, 0, 1000000000)
struct Limits {
    GAMECORE_LIMIT_FIELDS(NIM_PRODUCT_LIMITS)
};
// The rows' functions, wrapped below to add the values' line, which no signed row can hold.
namespace by_rows {
GAMECORE_LIMIT_FUNCTIONS(NIM_PRODUCT_LIMITS)
}  // namespace by_rows

// A and B: every unsigned 64-bit value, at the judge and here (F_{2^64} is all of them).
const unsigned long long max_value = 18446744073709551615ULL;
const char* const value_name = "value A or B";

inline Limits judge_limits() { return by_rows::judge_limits(); }
inline Limits suite_limits() { return by_rows::suite_limits(); }
inline std::string limits_text(const Limits& judge, const Limits& suite) {
    // max_value is 2^64 - 1, which gamecore::readable (a long long) cannot state.
    return by_rows::limits_text(judge, suite) + "- values A, B: 0 to 2^64-1 at the judge, 0 to 2^64-1 in the suite\n";
}

inline std::string description() {
    return "Library Checker nim_product_64: the nim product of two numbers below 2^64, the\n"
           "least value that is none of (a' (x) b) xor (a (x) b') xor (a' (x) b') for a' < a,\n"
           "b' < b (with xor, the nim sum, a field: F_{2^64}).\n"
           "Input: T, then T lines 'A B'.\n"
           "Output: per line, A (x) B in decimal.";
}

// Reads T and then exactly T pairs; lenient mode reads nothing after them, strict mode wants the end of input there.
// product(a, b): the nim product, written as soon as its pair is read.
template <class Product>
void answer_pairs(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Product& product) {
    const long long cases = in.read_int(limits.min_cases, limits.max_cases, "number of pairs");
    in.read_eoln();
    for (long long i = 0; i < cases; ++i) {
        const unsigned long long a = in.read_unsigned(max_value, value_name);
        in.read_space();
        const unsigned long long b = in.read_unsigned(max_value, value_name);
        in.read_eoln();
        const unsigned long long answer = product(a, b);
        out.write_unsigned(answer);
        out.write("\n", 1);
    }
    if (in.strict()) in.read_eof();
}

}  // namespace nim_product

namespace this_problem = nim_product;

#endif
