// The command line shared by every executable, compiled once into gamesuite_cli: CLI11 and fmt live only here.
#include "cli/problem_cli.hpp"

#include <CLI/CLI.hpp>
#include <fmt/core.h>

#include <cstdio>

#include "cli/generator.hpp"
#include "gamecore/judge_main.hpp"

#ifndef GAMESUITE_VERSION
#define GAMESUITE_VERSION "0"
#endif

namespace gamesuite {

int run_program(int argc, char** argv, const Program& program, const Solve& solve) {
    std::string help = program.description;
    if (!program.limits.empty()) help += "\nLimits:\n" + program.limits;
    CLI::App app(help, program.name);
    app.set_version_flag("--version", program.name + " " + GAMESUITE_VERSION);
    bool strict = false, show_limits = false;
    app.add_flag("--strict", strict,
                 "Validate instead of judging leniently: the exact format (single spaces, LF line\n"
                 "ends, final newline) and the judge's own limits; the first violation is an error");
    if (!program.limits.empty())
        app.add_flag("--limits", show_limits, "Print the limits (the judge's and this program's) and exit");
    std::string method;
    if (!program.methods.empty()) {
        std::string choices;
        std::vector<std::string> names;
        for (const Method& m : program.methods) {
            choices += fmt::format("{}{}: {}", choices.empty() ? "" : "\n", m.name, m.help);
            names.push_back(m.name);
        }
        method = names.front();
        app.add_option("--method", method, choices)->check(CLI::IsMember(names))->capture_default_str();
    }
    app.footer("Reads the judge input on stdin and writes the judge output on stdout.\n"
               "Bad input: one line on stderr naming line and column, exit status 1;\n"
               "answers of the cases before it are already written.");
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& error) {
        return app.exit(error);
    }
    if (show_limits) {
        std::fputs(program.limits.c_str(), stdout);
        return std::fflush(stdout) == 0 ? 0 : 1;
    }
    gamecore::Scanner in(stdin);
    in.set_strict(strict);
    gamecore::Output out(stdout);
    auto run = [&] { solve(in, method, out); };
    return gamecore::run_reporting_errors(program.name.c_str(), run);
}

int run_generator(int argc, char** argv, const std::string& description, void (*write)(SeededRandom&, bool small)) {
    CLI::App app(description);
    std::uint64_t seed = 1;
    std::string size = "small";
    app.add_option("--seed", seed, "seed; the same seed gives the same bytes")->capture_default_str();
    app.add_option("--size", size, "small: instances the reference solver can check; judge: the judge's limits")
        ->check(CLI::IsMember({"small", "judge"}))
        ->capture_default_str();
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& error) {
        return app.exit(error);
    }
    SeededRandom random(seed);
    write(random, size == "small");
    return std::fflush(stdout) == 0 ? 0 : 1;
}

}  // namespace gamesuite
