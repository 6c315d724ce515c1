// POJ 2931 Procrastination: judge solver. O(total cubes) per case: exact surreal values of the towers (gamecore/dyadic.hpp).
// Tested in tests.cpp against the definition (reference.hpp) on every pair of tiny configurations and against the DP method; and by testdata.
#ifndef PROCRASTINATION_SOLVER_HPP
#define PROCRASTINATION_SOLVER_HPP

#include <cstddef>
#include <cstdio>
#include <string>
#include <vector>

#include "gamecore/dyadic.hpp"
#include "gamecore/scanner.hpp"

namespace procrastination {

const long long judge_max_height = 50;       // the judge: 0 <= n1, n2, n3 <= 50 (enforced by --strict)
const long long max_height = 100000;         // this solver: exact for towers of up to 10^5 cubes
const long long max_test_cases = 1000000;    // the count is streamed; this only bounds a declared count
const long long max_case_number = 9223372036854775807LL;

// One tower, bottom to top: true for a white cube, false for a black one.
typedef std::vector<bool> Tower;

// A partial configuration: three towers.
struct Configuration {
    Tower towers[3];
};

struct TestCase {
    long long number;  // the N of "Test N", echoed in the answer
    Configuration first, second;
};

// The tower as a Blue-Red Hackenbush string, white = Left (seed 002, section 2.3):
// the bottom run of one colour counts +1 per white cube or -1 per black one;
// after it, the j-th cube counts +2^-j if white, -2^-j if black. The fraction
// is built bit by bit (white bits minus black bits), so O(height) overall.
inline gamecore::Dyadic tower_value(const Tower& tower) {
    if (tower.empty()) return gamecore::Dyadic();
    const bool base = tower[0];
    std::size_t run = 0;
    while (run < tower.size() && tower[run] == base) ++run;
    std::vector<bool> white_bits(tower.size() - run, false), black_bits(tower.size() - run, false);
    for (std::size_t j = 0; run + j < tower.size(); ++j) {
        if (tower[run + j]) white_bits[j] = true;
        else black_bits[j] = true;
    }
    const long long units = base ? static_cast<long long>(run) : -static_cast<long long>(run);
    return gamecore::Dyadic(units) + gamecore::Dyadic::binary_fraction(white_bits) -
           gamecore::Dyadic::binary_fraction(black_bits);
}

// A sum of games is valued by the sum of the values (seed 002, theorem 8).
inline gamecore::Dyadic configuration_value(const Configuration& c) {
    return tower_value(c.towers[0]) + tower_value(c.towers[1]) + tower_value(c.towers[2]);
}

// (C, T) is a W-configuration iff value(C) + value(T) > 0, and tower values
// are every dyadic rational. So if value(C1) >= value(C2) no T can separate
// them, and if value(C1) < value(C2) the tower of value -value(C1) does:
// (C1, T) is 0 (lost by whoever moves first), (C2, T) is positive.
inline bool at_least_as_favourable(const Configuration& c1, const Configuration& c2) {
    return configuration_value(c1) >= configuration_value(c2);
}

// How tall towers may be: the slow methods read the same format with smaller limits.
struct HeightLimits {
    long long per_tower;
    long long per_configuration;
    const char* what;  // names the height in messages, with the limits appended by read_int
};

inline HeightLimits solver_limits() {
    const HeightLimits limits = {max_height, 3 * max_height, "tower height"};
    return limits;
}

// --strict validates against the judge's own limits.
inline HeightLimits judge_limits() {
    const HeightLimits limits = {judge_max_height, 3 * judge_max_height, "tower height"};
    return limits;
}

// Reports that the current line ends too early (the scanner is at its end).
inline void fail_at_line_end(gamecore::Scanner& in, const std::string& expected) {
    const long line = in.line(), column = in.column();
    throw gamecore::InputError(line, column, expected, in.at_end() ? "end of input" : "end of line");
}

// One tower line: exactly `height` letters W or B separated by blanks (one
// space in strict mode). The line break carries meaning here: an empty tower
// is an empty line.
inline void read_tower(gamecore::Scanner& in, long long height, int index, Tower& tower) {
    tower.clear();
    for (long long i = 0; i < height; ++i) {
        if (in.at_line_end()) {
            char expected[160];
            std::sprintf(expected, "letter W or B (tower %d has %lld %s, its line ends after %lld)", index, height,
                         height == 1 ? "cube" : "cubes", i);
            fail_at_line_end(in, expected);
        }
        if (i > 0) in.read_space();
        const std::string letter = in.read_token("letter W or B");
        if (letter == "W") tower.push_back(true);
        else if (letter == "B") tower.push_back(false);
        else in.fail_last_token("letter W or B");
    }
    char expected[128];
    if (height == 0) std::sprintf(expected, "end of line (tower %d has no cubes)", index);
    else std::sprintf(expected, "end of line after the %lld %s of tower %d", height, height == 1 ? "cube" : "cubes", index);
    in.read_line_end(expected);
}

// "n1 n2 n3" on one line, then the three tower lines. A height missing from
// its line is an error, not a reason to read the next (tower) line.
inline void read_configuration(gamecore::Scanner& in, const HeightLimits& limits, Configuration& c) {
    long long heights[3];
    long long total = 0;
    for (int i = 0; i < 3; ++i) {
        if (i > 0) {
            if (in.at_line_end()) fail_at_line_end(in, "three tower heights on one line");
            in.read_space();
        }
        const long long left = limits.per_configuration - total;
        heights[i] = in.read_int(0, left < limits.per_tower ? left : limits.per_tower, limits.what);
        total += heights[i];
    }
    in.read_line_end("end of line after the three tower heights");
    for (int i = 0; i < 3; ++i) read_tower(in, heights[i], i + 1, c.towers[i]);
}

// "Test N", then C1 and C2.
inline void read_test_case(gamecore::Scanner& in, const HeightLimits& limits, TestCase& test) {
    const std::string word = in.read_token("'Test'");
    if (word != "Test") in.fail_last_token("'Test'");
    in.read_space();
    test.number = in.read_int(0, max_case_number, "test case number");
    in.read_line_end("end of line after the test case number");
    read_configuration(in, limits, test.first);
    read_configuration(in, limits, test.second);
}

// The whole input, answered case by case by `decide` (the fast solver or a reference method).
inline void solve_with(gamecore::Scanner& in, const HeightLimits& limits,
                       bool (*decide)(const Configuration&, const Configuration&)) {
    const long long cases = in.read_int(0, max_test_cases, "number of test cases");
    in.read_line_end("end of line after the number of test cases");
    TestCase test;
    for (long long i = 0; i < cases; ++i) {
        read_test_case(in, limits, test);
        std::printf("Test %lld: %s\n", test.number, decide(test.first, test.second) ? "Yes" : "No");
    }
    in.read_eof();
}

// Lenient (the default): any blanks, CRLF, blank lines between cases, towers
// up to max_height. Strict (--strict): the exact format and the judge's limits.
inline void solve(gamecore::Scanner& in) {
    solve_with(in, in.strict() ? judge_limits() : solver_limits(), at_least_as_favourable);
}

}  // namespace procrastination

#endif
