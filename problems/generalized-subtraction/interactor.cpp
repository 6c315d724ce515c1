// generalized-subtraction-interactor TEST_FILE: the judge's side of AtCoder ABC278 G, testlib-style. It reads the
// test (`N L R`, `<strategy> <seed>`), writes the judge's lines to stdout (the program's stdin) and reads the
// program's from stdin, each checked by the rules (interactor.hpp). Exit status and one line on stderr: 0 AC (the
// program won), 1 WA (it lost, moved illegally, or wrote 0 0 while it had a move), 2 PE (a malformed line, output
// after the game ended, or its output ended first), 3 FAIL (the test file is bad). scripts/lib/interact.py connects
// it to a program; tests.cpp plays the same referee in-process.
#include <optional>
#include <string>

#include "cli/interactor_main.hpp"
#include "interactor.hpp"

int main(int argc, char** argv) {
    namespace gs = generalized_subtraction;
    return gamesuite::run_interactor<gs::Referee>(argc, argv, [](const std::string& text, std::string& error) {
        gs::Test test;
        return gs::parse_test(text, gs::suite_limits(), test, error) ? std::optional<gs::Test>(test) : std::nullopt;
    });
}
