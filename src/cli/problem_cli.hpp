// The command line of every executable (C++17): --help, --version, --limits, --strict, --method, and the error contract.
// Declarations only: CLI11 and fmt are compiled once, in problem_cli.cpp (the gamesuite_cli library). Never in a submission.
#ifndef GAMESUITE_CLI_PROBLEM_CLI_HPP
#define GAMESUITE_CLI_PROBLEM_CLI_HPP

#include <cstdio>
#include <functional>
#include <string>
#include <vector>

#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

// The executable's name, set by the build for each target (CMake: GAMESUITE_PROGRAM=<target>).
#ifndef GAMESUITE_PROGRAM
#define GAMESUITE_PROGRAM "gamesuite"
#endif

namespace gamesuite {

// A --method choice: another way to decide the same input.
struct Method {
    std::string name;
    std::string help;
};

struct Program {
    std::string name;             // the executable; every message starts "<name>: "
    std::string description;      // what --help says first: the game, the input, the output
    std::string title, judge;     // a solver's problem and judge (problem.hpp), named in --help; empty elsewhere
    std::string twins;            // the same problem at other judges (problem.hpp's `twins`), named in --help
    std::string limits;           // the limit lines (gamecore::limit_line), printed by --limits and in --help
    std::vector<Method> methods;  // --method choices, the first the default; empty: no --method option
    // --moves and --explain (problems/<id>/moves.hpp; cli/moves.hpp has the line formats): each replaces the judge
    // answers. Empty: no such options.
    std::function<void(gamecore::Scanner& in, gamecore::Output& out)> moves, explain;
    std::string move_notation;  // what one move in the --moves line means, for --help
    // --help's words for them where a case is no game with a player to move (procrastination); empty: the usual.
    std::string moves_help, explain_help;
    // --play FILE (cli/play.hpp): the first case of FILE played with a person, whose moves come from `person`
    // (stdin); the board and the prompts go to `screen`; the engine plays a random legal move random_percent% of
    // the time (--engine), drawn from engine_seed. Empty: no such option.
    std::function<void(gamecore::Scanner& in, gamecore::Output& screen, std::FILE* person, bool person_first,
                       int random_percent, unsigned long long engine_seed)>
        play;
    // --position TEXT (cli/case_moves.hpp, HasPositionOption): its --help text, saying what TEXT holds, where the
    // judge's case is a family of positions; then --moves, --explain and --play (a flag, not --play FILE) read the
    // one position TEXT instead of stdin, and need it. Empty: no such option.
    std::string position_help;
    // Why there is no --play (Moves::no_play), said in --help; empty where there is one or no reason is given.
    std::string no_play;
};

// Reads stdin (the scanner's strict mode already set) and writes the answers. `method` is "" without methods.
using Solve = std::function<void(gamecore::Scanner& in, const std::string& method, gamecore::Output& out)>;

// A problem's solve(in, limits, out) with the limits --strict chooses.
template <class Limits>
std::function<void(gamecore::Scanner&, gamecore::Output&)> with_limits(
    void (*solve)(gamecore::Scanner&, const Limits&, gamecore::Output&), const Limits& suite, const Limits& strict) {
    return [=](gamecore::Scanner& in, gamecore::Output& out) { solve(in, in.strict() ? strict : suite, out); };
}

// Parses the command line and runs `solve` on stdin. Exit status: 0 done, 1 bad input (one line on stderr),
// 2 a bad command line.
int run_program(int argc, char** argv, const Program& program, const Solve& solve);

// The usual case: one way to solve, its limits chosen by --strict.
template <class Limits>
int run_solver(int argc, char** argv, const Program& program,
               void (*solve)(gamecore::Scanner&, const Limits&, gamecore::Output&), const Limits& suite,
               const Limits& strict) {
    const auto solve_with_limits = with_limits(solve, suite, strict);
    return run_program(argc, argv, program,
                       [&](gamecore::Scanner& in, const std::string&, gamecore::Output& out) {
                           solve_with_limits(in, out);
                       });
}

}  // namespace gamesuite

#endif
