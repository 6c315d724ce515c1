// The command-line shell of every solver executable (C++17): --help, --version, options, and error reporting with fmt.
// Judge logic stays in each problem's solver.hpp; this file never goes into a judge submission.
#ifndef GAMESUITE_CLI_PROBLEM_CLI_HPP
#define GAMESUITE_CLI_PROBLEM_CLI_HPP

#include <CLI/CLI.hpp>
#include <fmt/core.h>

#include <cstdio>
#include <exception>
#include <new>
#include <string>

#include "gamecore/scanner.hpp"

#ifndef GAMESUITE_VERSION
#define GAMESUITE_VERSION "0"
#endif

namespace gamesuite {

class ProblemCli {
public:
    // `id` is the executable's name; `description` the problem, its input
    // format and output, shown by --help.
    ProblemCli(std::string id, const std::string& description) : id_(std::move(id)), app_(description, id_) {
        app_.set_version_flag("--version", id_ + " " + GAMESUITE_VERSION);
        app_.add_flag("--strict", strict_,
                      "Validate instead of judging leniently: the exact format (single spaces, LF line\n"
                      "ends, final newline) and the judge's own limits; the first violation is an error");
        app_.footer("Reads the judge input on stdin and writes the judge output on stdout.\n"
                    "Bad input: one line on stderr naming line and column, exit status 1;\n"
                    "answers of the cases before it are already written.");
    }

    CLI::App& app() { return app_; }

    // Parses the command line, then runs solve(scanner) on stdin.
    template <class Solve>
    int run(int argc, char** argv, Solve solve) {
        try {
            app_.parse(argc, argv);
        } catch (const CLI::ParseError& error) {
            return app_.exit(error);
        }
        gamecore::Scanner in(stdin);
        in.set_strict(strict_);
        try {
            solve(in);
        } catch (const gamecore::InputError& error) {
            std::fflush(stdout);
            fmt::print(stderr, "{}: line {}, column {}: expected {}, found {}\n", id_, error.line, error.column,
                       error.expected, error.found);
            return 1;
        } catch (const std::bad_alloc&) {
            std::fflush(stdout);
            fmt::print(stderr, "{}: out of memory\n", id_);
            return 1;
        }
        return std::fflush(stdout) == 0 ? 0 : 1;
    }

private:
    std::string id_;
    CLI::App app_;
    bool strict_ = false;
};

}  // namespace gamesuite

#endif
