// Judge entry point: runs a solver on stdin; bad input becomes one line on stderr and exit status 1.
// O(1) overhead. Tested through every problem's testdata run against its <id>-judge98 build.
#ifndef GAMECORE_JUDGE_MAIN_HPP
#define GAMECORE_JUDGE_MAIN_HPP

#include <cstdio>
#include <new>

#include "gamecore/scanner.hpp"

namespace gamecore {

// Answers of complete cases are flushed first, so nothing computed is lost.
inline void report_input_error(const char* problem, const InputError& error) {
    std::fflush(stdout);
    std::fprintf(stderr, "%s: line %ld, column %ld: expected %s, found %s\n", problem, error.line, error.column,
                 error.expected.c_str(), error.found.c_str());
}

// Solve reads cases from the scanner and prints each answer to stdout as soon as it is known.
inline int run_judge(const char* problem, void (*solve)(Scanner&)) {
    Scanner in(stdin);
    try {
        solve(in);
    } catch (const InputError& error) {
        report_input_error(problem, error);
        return 1;
    } catch (const std::bad_alloc&) {
        std::fflush(stdout);
        std::fprintf(stderr, "%s: out of memory\n", problem);
        return 1;
    }
    return std::fflush(stdout) == 0 ? 0 : 1;
}

}  // namespace gamecore

#endif
