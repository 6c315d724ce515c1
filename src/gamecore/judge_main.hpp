// Runs a solver under the suite's error contract (bad input: one stderr line, exit 1, earlier answers kept; I/O
// failure: exit 3); O(1) overhead. Tested by every bad-input table (CLI, judge98) and src/tests/faults/.
#ifndef GAMECORE_JUDGE_MAIN_HPP
#define GAMECORE_JUDGE_MAIN_HPP

#include <cstdio>
#include <new>
#include <string>

#include "gamecore/io_error.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace gamecore {

// Exit statuses: 0 done, 1 bad input (or out of memory), 2 a bad command line (the CLI's), 3 stdin or stdout failed.
const int exit_bad_input = 1;
const int exit_io_failure = 3;

// The one place an error line is written, for the judge builds and the command line alike. Writing to stderr can
// fail too; nothing is left to tell then, and the exit status still says it.
inline void report_error(const char* program, const std::string& message) {
    std::fprintf(stderr, "%s: %s\n", program, message.c_str());
    std::fflush(stderr);
}

inline std::string describe(const InputError& error) {
    char position[64];
    std::sprintf(position, "line %ld, column %ld: ", error.line, error.column);
    return position + ("expected " + error.expected) + ", found " + error.found;
}

// Calls run(), which reads `in` and writes `out`; then flushes `out`. Bad input and exhausted memory report after
// flushing the answers of the cases before them; a read or write failure reports itself.
template <class Run>
int run_reporting_errors(const char* program, Scanner& in, Output& out, Run& run) {
    in.set_before_wait(Output::flush_output, &out);
    std::string failure;
    int status = 0;
    try {
        run();
        out.flush();
        return 0;
    } catch (const InputError& error) {
        failure = describe(error);
        status = exit_bad_input;
    } catch (const std::bad_alloc&) {
        failure = "out of memory";
        status = exit_bad_input;
    } catch (const IoError& error) {
        report_error(program, error.message);
        return exit_io_failure;
    }
    try {
        out.flush();
    } catch (const IoError& error) {  // the answers before the bad input are lost: that is the news
        report_error(program, error.message);
        return exit_io_failure;
    }
    report_error(program, failure);
    return status;
}

template <class Limits>
struct JudgeRun {
    void (*solve)(Scanner&, const Limits&, Output&);
    Scanner* in;
    const Limits* limits;
    Output* out;

    void operator()() const { solve(*in, *limits, *out); }
};

// The whole main() of a judge submission: stdin to stdout, lenient reading, the given limits.
template <class Limits>
int run_judge(const char* program, void (*solve)(Scanner&, const Limits&, Output&), const Limits& limits) {
    Scanner in(stdin);
    Output out(stdout);
    JudgeRun<Limits> run = {solve, &in, &limits, &out};
    return run_reporting_errors(program, in, out, run);
}

}  // namespace gamecore

#endif
