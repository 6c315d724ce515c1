// generalized-subtraction-interactor TEST_FILE: the judge's side of AtCoder ABC278 G, testlib-style. It reads the
// test (`N L R`, `<strategy> <seed>`), writes the judge's lines to stdout (the program's stdin) and reads the
// program's from stdin, each checked by the rules (interactor.hpp). Exit status and one line on stderr: 0 AC (the
// program won), 1 WA (it lost, moved illegally, or wrote 0 0 while it had a move), 2 PE (a malformed line, output
// after the game ended, or its output ended first), 3 FAIL (the test file is bad). scripts/lib/interact.py connects
// it to a program; tests.cpp plays the same referee in-process.
#include <csignal>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "interactor.hpp"

namespace {

namespace gs = generalized_subtraction;

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

void write_line(const std::string& line) {
    // A program that has gone makes these fail; its end of output then decides the verdict.
    std::fputs(line.c_str(), stdout);
    std::fputc('\n', stdout);
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
    gs::Test test;
    std::string error;
    if (!file || !gs::parse_test(text.str(), gs::suite_limits(), test, error)) {
        std::fprintf(stderr, "FAIL: %s: %s\n", argv[1], file ? error.c_str() : "cannot read it");
        return 3;
    }
    std::signal(SIGPIPE, SIG_IGN);
    gs::Referee referee(test);
    write_line(referee.opening());
    std::string line;
    while (!referee.over()) {
        if (!read_line(line)) {
            referee.output_ended();
            break;
        }
        const std::vector<std::string> replies = referee.hear(line);
        for (const std::string& reply : replies) write_line(reply);
    }
    std::fclose(stdout);  // the program now reads the end of its input
    // Whatever the program writes after the game is a fault, until its output ends (a program that never ends it is
    // the caller's timeout).
    while (read_line(line))
        if (line.find_first_not_of(" \t\r") != std::string::npos) referee.hear(line);
    std::fprintf(stderr, "%s: %s\n", gs::verdict_name(referee.verdict()), referee.reason().c_str());
    return referee.verdict();
}
