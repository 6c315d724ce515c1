// POJ 2931 Procrastination, declared once: names, limits, help, and the input format that every solver of it reads.
// O(total cubes) per case read. Tested through tests.cpp, the testdata and the bad-input table (CLI and judge98).
#ifndef PROCRASTINATION_PROBLEM_HPP
#define PROCRASTINATION_PROBLEM_HPP

#include <cstdio>
#include <string>
#include <vector>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace procrastination {

const char* const id = "procrastination";
const char* const title = "POJ 2931 Procrastination";
const char* const judge = "POJ";
const char* const twins = "";

// The count is streamed, so this only bounds a declared count; the judge states none.
const long long max_test_cases = 1000000;
const long long max_case_number = 9223372036854775807LL;

// How tall towers may be. The slow methods read the same format with smaller limits.
// The judge: 0 <= n1, n2, n3 <= 50 (enforced by --strict).
// This solver: exact for towers of up to 10^5 cubes each (tests.cpp and the testdata go that far).
// configuration: n1 + n2 + n3
#define PROCRASTINATION_LIMITS(LIMIT)                                                      \
    LIMIT(tower, "tower heights n1, n2, n3", 0, 50, 0, 100000)                             \
    LIMIT(configuration, "cubes per configuration n1 + n2 + n3", 0, 3 * 50, 0, 3 * 100000)
struct Limits {
    GAMECORE_LIMIT_FIELDS(PROCRASTINATION_LIMITS)
    const char* what;  // names the height in messages; read_int appends the range
    Limits() : what("tower height") {}
};
GAMECORE_LIMIT_FUNCTIONS(PROCRASTINATION_LIMITS)

inline std::string description() {
    return "POJ 2931 Procrastination: four towers of white and black cubes. White removes a white\n"
           "cube, black a black one, and every cube above it goes too; who cannot move loses.\n"
           "C1 (three towers) is at least as favourable for white as C2 if, for every 4th tower T,\n"
           "(C1, T) is a W-configuration (white wins whoever moves first) whenever (C2, T) is.\n"
           "Input: the number of cases; per case a line 'Test N', then C1 and C2, each as a line\n"
           "'n1 n2 n3' and three lines of n1, n2, n3 letters W or B (bottom to top; an empty\n"
           "tower is an empty line).\n"
           "Output: per case 'Test N: Yes' if C1 is at least as favourable as C2, else 'Test N: No'.";
}

// One tower, bottom to top: 1 for a white cube, 0 for a black one. Bytes, not std::vector<bool>: reading and
// valuing a tower touch every cube, and a byte costs a load where a bit costs a shift and a mask.
typedef std::vector<unsigned char> Tower;

// A partial configuration: three towers, every cube a byte (the reference, --moves and the tests work on these).
// read_tower hands a tower over in one of two ways, which the solver's own configuration (solver.hpp) also takes:
// a line read whole comes as bits (take_bits: cube i from the bottom is bit height - 1 - i, 1 for white), any
// other is read letter by letter into cubes(index).
struct Configuration {
    Tower towers[3];

    void take_bits(int index, std::size_t height, unsigned long long bits) {
        Tower& tower = towers[index];
        tower.resize(height);
        for (std::size_t i = 0; i < height; ++i) tower[i] = static_cast<unsigned char>((bits >> (height - 1 - i)) & 1);
    }
    Tower& cubes(int index) { return towers[index]; }
};

// A test case: "Test N", then C1 and C2, each a Configuration or the solver's own.
template <class Towers>
struct TestCaseOf {
    long long number;  // the N of "Test N", echoed in the answer
    Towers first, second;
};
typedef TestCaseOf<Configuration> TestCase;

// Reports that the current line ends too early (the scanner is at its end).
inline void fail_at_line_end(gamecore::Scanner& in, const std::string& expected) {
    const long line = in.line(), column = in.column();
    throw gamecore::InputError(line, column, expected, in.at_end() ? "end of input" : "end of line");
}

// One tower line: exactly `height` letters W or B separated by blanks (one
// space in strict mode). The line break carries meaning here: an empty tower
// is an empty line. `index` counts from 1, as messages do.
template <class Towers>
void read_tower(gamecore::Scanner& in, long long height, int index, Towers& towers) {
    unsigned long long bits;
    if (in.read_letter_line('B', 'W', static_cast<std::size_t>(height), bits)) {  // the limits bound height
        towers.take_bits(index - 1, static_cast<std::size_t>(height), bits);
        return;
    }
    Tower& tower = towers.cubes(index - 1);
    tower.resize(static_cast<std::size_t>(height));  // the limits bound it
    for (long long i = 0; i < height;) {
        if (in.at_line_end()) {
            char expected[160];
            std::sprintf(expected, "letter W or B (tower %d has %lld %s, its line ends after %lld)", index, height,
                         height == 1 ? "cube" : "cubes", i);
            fail_at_line_end(in, expected);
        }
        if (i > 0) in.read_space();
        tower[static_cast<std::size_t>(i)] = in.read_letter("WB", "letter W or B") == 'W';
        ++i;
        // The usual layout, "W B W ...", straight into the tower (a letter's index in "BW" is the cube's
        // colour); whatever it leaves goes through the loop above.
        if (i < height)
            i += static_cast<long long>(in.read_spaced_letters("BW", static_cast<std::size_t>(height - i),
                                                               &tower[static_cast<std::size_t>(i)]));
    }
    // The message names the tower, so it is written only when the line does not end here (strict mode also
    // wants its line break before the end of input).
    if (!in.at_line_end() || (in.strict() && in.at_end())) {
        char expected[128];
        if (height == 0) std::sprintf(expected, "end of line (tower %d has no cubes)", index);
        else
            std::sprintf(expected, "end of line after the %lld %s of tower %d", height,
                         height == 1 ? "cube" : "cubes", index);
        in.read_line_end(expected);  // fails
    }
    in.read_line_end("end of line");
}

// "n1 n2 n3" on one line, then the three tower lines. A height missing from
// its line is an error, not a reason to read the next (tower) line.
template <class Towers>
void read_configuration(gamecore::Scanner& in, const Limits& limits, Towers& c) {
    long long heights[3];
    long long total = 0;
    for (int i = 0; i < 3; ++i) {
        if (i > 0) {
            if (in.at_line_end()) fail_at_line_end(in, "three tower heights on one line");
            in.read_space();
        }
        const long long left = limits.max_configuration - total;
        heights[i] = in.read_int(0, left < limits.max_tower ? left : limits.max_tower, limits.what);
        total += heights[i];
    }
    in.read_line_end("end of line after the three tower heights");
    for (int i = 0; i < 3; ++i) read_tower(in, heights[i], i + 1, c);
}

// "Test N", then C1 and C2.
template <class Case>
void read_test_case(gamecore::Scanner& in, const Limits& limits, Case& test) {
    const std::string word = in.read_token("'Test'");
    if (word != "Test") in.fail_last_token("'Test'");
    in.read_space();
    test.number = in.read_int(0, max_case_number, "test case number");
    in.read_line_end("end of line after the test case number");
    read_configuration(in, limits, test.first);
    read_configuration(in, limits, test.second);
}

// The whole input: the number of cases, then per_case(test) for each as it is read, so that the answers before
// a bad case are already written. Lenient: any blanks, CRLF, blank lines between cases. Strict: the exact format.
// Case is TestCase, or the solver's TestCaseOf its own configuration.
template <class Case, class PerCase>
void for_each_case_read_as(gamecore::Scanner& in, const Limits& limits, PerCase& per_case) {
    const long long cases = in.read_int(0, max_test_cases, "number of test cases");
    in.read_line_end("end of line after the number of test cases");
    Case test;
    for (long long i = 0; i < cases; ++i) {
        read_test_case(in, limits, test);
        per_case(test);
    }
    in.read_eof();
}

template <class PerCase>
void for_each_test_case(gamecore::Scanner& in, const Limits& limits, PerCase& per_case) {
    for_each_case_read_as<TestCase>(in, limits, per_case);
}

// The judge's answers. decide(c1, c2): is C1 at least as favourable for white as C2?
template <class Decide>
struct JudgeAnswer {
    gamecore::Output& out;
    Decide& decide;
    JudgeAnswer(gamecore::Output& out_, Decide& decide_) : out(out_), decide(decide_) {}
    template <class Case>
    void operator()(const Case& test) {
        out.write("Test ");
        out.write_int(test.number);
        out.write(decide(test.first, test.second) ? ": Yes\n" : ": No\n");
    }
};

template <class Case, class Decide>
void answer_cases_read_as(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    JudgeAnswer<Decide> answer(out, decide);
    for_each_case_read_as<Case>(in, limits, answer);
}

template <class Decide>
void answer_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    answer_cases_read_as<TestCase>(in, limits, out, decide);
}

}  // namespace procrastination

namespace this_problem = procrastination;

#endif
