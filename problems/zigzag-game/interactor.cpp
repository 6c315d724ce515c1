// zigzag-game-interactor TEST_FILE: the judge's side of Codeforces 1147F, testlib-style. It reads the test file (t,
// then each board followed by `<strategy> <seed>`), writes the judge's lines to stdout (the program's stdin) and reads
// the program's from stdin, each token checked by the rules (interactor.hpp). Exit status and one line on stderr:
// 0 AC (the program won every test), 1 WA (it lost a test, moved illegally, or gave up), 2 PE (a malformed token,
// output after the games ended, or its output ended first), 3 FAIL (the test file is bad). scripts/lib/interact.py
// connects it to a program; tests.cpp plays the same referee in-process.
#include <csignal>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "interactor.hpp"

namespace {

namespace zg = zigzag_game;

// One line of the program, without its line break (a final line may have none); false at the end of its output.
// Only the first 200 bytes are kept: a verdict quotes 40.
bool read_line(std::string& line) {
    line.clear();
    int c = std::getchar();
    if (c == EOF) return false;
    for (; c != EOF && c != '\n'; c = std::getchar())
        if (line.size() < 200) line += static_cast<char>(c);
    return true;
}

void write_lines(const std::vector<std::string>& lines) {
    // A program that has gone makes these fail; its end of output then decides the verdict.
    for (const std::string& line : lines) {
        std::fputs(line.c_str(), stdout);
        std::fputc('\n', stdout);
    }
    std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "FAIL: usage: %s TEST_FILE (the program talks on stdin and stdout)\n", argv[0]);
        return 3;
    }
    std::ifstream file(argv[1]);
    std::stringstream text;
    text << file.rdbuf();
    std::vector<zg::Test> tests;
    std::string error;
    if (!file || !zg::parse_tests(text.str(), zg::suite_limits(), tests, error)) {
        std::fprintf(stderr, "FAIL: %s: %s\n", argv[1], file ? error.c_str() : "cannot read it");
        return 3;
    }
    std::signal(SIGPIPE, SIG_IGN);
    zg::Referee referee(tests);
    write_lines(referee.opening());
    std::string line;
    while (!referee.over()) {
        if (!read_line(line)) {
            referee.output_ended();
            break;
        }
        write_lines(referee.hear(line));
    }
    std::fclose(stdout);  // the program now reads the end of its input
    // Whatever the program writes after the games is a fault, until its output ends (a program that never ends it is
    // the caller's timeout).
    while (read_line(line))
        if (line.find_first_not_of(" \t\r") != std::string::npos) referee.hear(line);
    std::fprintf(stderr, "%s: %s\n", zg::verdict_name(referee.verdict()), referee.reason().c_str());
    return referee.verdict();
}
