// The judge's side of an interactive problem, testlib-style (C++17, never in a submission): the verdicts and the
// main() of every <id>-interactor around the problem's Referee. O(the referee's work). Tested by each interactive
// problem's tests.cpp (its Referee in-process) and its <id>-processes (scripts/lib/interact.py, real pipes).
#ifndef GAMESUITE_CLI_INTERACTOR_MAIN_HPP
#define GAMESUITE_CLI_INTERACTOR_MAIN_HPP

#include <csignal>
#include <cstdio>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace gamesuite {

// The interactor's exit status: 0 AC (the program won every game), 1 WA (it lost, or moved against the rules),
// 2 PE (a malformed line, output after the end, or its output ended first), 3 FAIL (the test file is bad).
enum Verdict { accepted = 0, wrong_answer = 1, presentation_error = 2, bad_test = 3 };

inline const char* verdict_name(int verdict) {
    return verdict == accepted        ? "AC"
           : verdict == wrong_answer  ? "WA"
           : verdict == presentation_error ? "PE"
                                           : "FAIL";
}

// The strategy a test file names, as its index in `names` (the problem's strategies, in the order of its enum);
// false, with `error` listing the names, for any other word.
inline bool strategy_named(const std::string& name, const std::vector<std::string>& names, int& index,
                           std::string& error) {
    std::string listed;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (name == names[i]) {
            index = static_cast<int>(i);
            return true;
        }
        listed += (i == 0 ? "" : ", ") + names[i];
    }
    error = "unknown strategy '" + name + "' (" + listed + ")";
    return false;
}

namespace interactor_io {

// One line of the program, without its line break (a final line may have none); false at the end of its output.
// Only the first 200 bytes are kept: a verdict quotes 40.
inline bool read_line(std::string& line) {
    line.clear();
    int c = std::getchar();
    if (c == EOF) return false;
    for (; c != EOF && c != '\n'; c = std::getchar())
        if (line.size() < 200) line += static_cast<char>(c);
    return true;
}

// A program that has gone makes these writes fail; its end of output then decides the verdict.
inline void write_lines(const std::vector<std::string>& lines) {
    for (const std::string& line : lines) {
        std::fputs(line.c_str(), stdout);
        std::fputc('\n', stdout);
    }
    std::fflush(stdout);
}
inline void write_lines(const std::string& line) { write_lines(std::vector<std::string>(1, line)); }

}  // namespace interactor_io

// main() of <id>-interactor TEST_FILE: `test_of(text, error)` reads the test file's text (std::nullopt and `error`
// for a bad test), and Referee(test) plays it (the test outlives it). The referee says its opening lines (opening()),
// hears the
// program's lines one at a time (hear(line) returns the judge's replies), knows when the game is over (over()),
// hears the end of the program's output (output_ended()), and gives the verdict and its reason (verdict(),
// reason()). The judge's lines go to stdout (the program's stdin), flushed; the program's come from stdin; the
// verdict is the exit status, with one line on stderr naming it.
template <class Referee, class ReadTest>
int run_interactor(int argc, char** argv, ReadTest test_of) {
    using interactor_io::read_line;
    using interactor_io::write_lines;
    if (argc != 2) {
        std::fprintf(stderr, "FAIL: usage: %s TEST_FILE (the program talks on stdin and stdout)\n", argv[0]);
        return bad_test;
    }
    std::ifstream file(argv[1]);
    std::stringstream text;
    text << file.rdbuf();
    std::string error = "cannot read it";
    const auto test = file ? test_of(text.str(), error) : std::nullopt;
    if (!test) {
        std::fprintf(stderr, "FAIL: %s: %s\n", argv[1], error.c_str());
        return bad_test;
    }
    std::optional<Referee> referee;
    referee.emplace(*test);
    std::signal(SIGPIPE, SIG_IGN);
    write_lines(referee->opening());
    std::string line;
    while (!referee->over()) {
        if (!read_line(line)) {
            referee->output_ended();
            break;
        }
        write_lines(referee->hear(line));
    }
    std::fclose(stdout);  // the program now reads the end of its input
    // Whatever the program writes after the game is a fault, until its output ends (a program that never ends it is
    // the caller's timeout).
    while (read_line(line))
        if (line.find_first_not_of(" \t\r") != std::string::npos) referee->hear(line);
    std::fprintf(stderr, "%s: %s\n", verdict_name(referee->verdict()), referee->reason().c_str());
    return referee->verdict();
}

}  // namespace gamesuite

#endif
