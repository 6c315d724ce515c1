// --exact, short for --method exact, for the solvers whose judge's method is not the stated game (moore-nim,
// pp-and-qq): their main() runs run_with_exact_shorthand. O(words). Tested by those problems' tests.cpp and bad inputs.
#ifndef GAMESUITE_CLI_EXACT_SHORTHAND_HPP
#define GAMESUITE_CLI_EXACT_SHORTHAND_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "cli/problem_cli.hpp"
#include "gamecore/judge_main.hpp"

namespace gamesuite {

// Where --moves, --explain (and --play) do not fit: the method they do not describe, the options refused with it,
// and why, for the error line.
struct MovesRefused {
    std::string method;                // "judge" or "exact"
    std::vector<std::string> options;  // "--moves", "--explain", "--play": each alone or as --option=VALUE
    std::string why;
};

// The shared command line knows only --method, so each `--exact` after the program's name becomes `--method=exact`,
// once (a repeated --exact changes nothing). False, with the reason in `conflict`, where --exact and --method are
// both given (which one wins would be a guess), or where one of `refused.options` comes with `refused.method`.
inline bool spell_exact_as_method(const std::vector<std::string>& given, const MovesRefused& refused,
                                  std::vector<std::string>& words, std::string& conflict) {
    bool exact = false, method = false, moves = false, refused_method = false;
    words.clear();
    for (std::size_t i = 0; i < given.size(); ++i) {
        if (i > 0 && given[i] == "--exact") {
            if (!exact) words.push_back("--method=exact");
            exact = true;
            continue;
        }
        words.push_back(given[i]);
    }
    for (std::size_t i = 1; i < given.size(); ++i)
        if (given[i] == "--method" || given[i].compare(0, 9, "--method=") == 0) method = true;
    for (std::size_t i = 1; i < words.size(); ++i) {
        for (std::size_t k = 0; k < refused.options.size(); ++k)
            moves = moves || words[i] == refused.options[k] || words[i].compare(0, refused.options[k].size() + 1,
                                                                                refused.options[k] + "=") == 0;
        refused_method = refused_method || words[i] == "--method=" + refused.method ||
                         (words[i] == "--method" && i + 1 < words.size() && words[i + 1] == refused.method);
    }
    if (exact && method) {
        conflict = "--exact and --method given together; --exact means --method exact";
        return false;
    }
    if (moves && refused_method) {
        conflict = refused.why;
        return false;
    }
    return true;
}

// main() of such a solver: the command line respelled, then the shared one; a conflict is a bad command line.
inline int run_with_exact_shorthand(int argc, char** argv, const Program& program, const MovesRefused& refused,
                                    const Solve& solve) {
    std::vector<std::string> words;
    std::string conflict;
    if (!spell_exact_as_method(std::vector<std::string>(argv, argv + argc), refused, words, conflict)) {
        gamecore::report_error(program.name.c_str(), conflict + " (--help lists the options)");
        return 2;  // a bad command line, as run_program reports one
    }
    std::vector<char*> args;
    for (std::size_t i = 0; i < words.size(); ++i) args.push_back(&words[i][0]);
    args.push_back(nullptr);
    return run_program(static_cast<int>(words.size()), args.data(), program, solve);
}

}  // namespace gamesuite

#endif
