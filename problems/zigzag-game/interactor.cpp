// zigzag-game-interactor TEST_FILE: the judge's side of Codeforces 1147F, testlib-style. It reads the test file (t,
// then each board followed by `<strategy> <seed>`), writes the judge's lines to stdout (the program's stdin) and reads
// the program's from stdin, each token checked by the rules (interactor.hpp). Exit status and one line on stderr:
// 0 AC (the program won every test), 1 WA (it lost a test, moved illegally, or gave up), 2 PE (a malformed token,
// output after the games ended, or its output ended first), 3 FAIL (the test file is bad). scripts/lib/interact.py
// connects it to a program; tests.cpp plays the same referee in-process.
#include <optional>
#include <string>
#include <vector>

#include "cli/interactor_main.hpp"
#include "interactor.hpp"

int main(int argc, char** argv) {
    namespace zg = zigzag_game;
    return gamesuite::run_interactor<zg::Referee>(argc, argv, [](const std::string& text, std::string& error) {
        std::vector<zg::Test> tests;
        return zg::parse_tests(text, zg::suite_limits(), tests, error) ? std::optional<std::vector<zg::Test>>(tests)
                                                                       : std::nullopt;
    });
}
