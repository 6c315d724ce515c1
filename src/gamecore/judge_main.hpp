// Runs a solver with the suite's error contract: bad input is one line on stderr naming line and column, exit 1,
// and the answers already written stay written. O(1) overhead. Tested by every problem's bad-input table (CLI and judge98).
#ifndef GAMECORE_JUDGE_MAIN_HPP
#define GAMECORE_JUDGE_MAIN_HPP

#include <cstdio>
#include <new>
#include <string>

#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace gamecore {

// The one place the error line is written, for the judge builds and the command line alike.
// Answers of complete cases are flushed first, so nothing computed is lost.
inline void report_error(const char* program, const std::string& message) {
    std::fflush(stdout);
    std::fprintf(stderr, "%s: %s\n", program, message.c_str());
}

inline std::string describe(const InputError& error) {
    char position[64];
    std::sprintf(position, "line %ld, column %ld: ", error.line, error.column);
    return position + ("expected " + error.expected) + ", found " + error.found;
}

// Calls run(); turns bad input and exhausted memory into the error line and exit status 1.
template <class Run>
int run_reporting_errors(const char* program, Run& run) {
    try {
        run();
    } catch (const InputError& error) {
        report_error(program, describe(error));
        return 1;
    } catch (const std::bad_alloc&) {
        report_error(program, "out of memory");
        return 1;
    }
    return std::fflush(stdout) == 0 ? 0 : 1;
}

template <class Limits>
struct JudgeRun {
    void (*solve)(Scanner&, const Limits&, Output&);
    const Limits* limits;

    void operator()() const {
        Scanner in(stdin);
        Output out(stdout);
        solve(in, *limits, out);
    }
};

// The whole main() of a judge submission: stdin to stdout, lenient reading, the given limits.
template <class Limits>
int run_judge(const char* program, void (*solve)(Scanner&, const Limits&, Output&), const Limits& limits) {
    JudgeRun<Limits> run = {solve, &limits};
    return run_reporting_errors(program, run);
}

}  // namespace gamecore

#endif
