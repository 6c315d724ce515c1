// The command line shared by every executable, compiled once into gamesuite_cli: CLI11 and fmt live only here.
#include "cli/problem_cli.hpp"

#include <CLI/CLI.hpp>
#include <fmt/core.h>

#include <cerrno>
#include <cstdio>
#include <random>
#include <string>

#include "cli/generator.hpp"
#include "gamecore/judge_main.hpp"

#ifndef GAMESUITE_VERSION
#define GAMESUITE_VERSION "0"
#endif

namespace gamesuite {

namespace {

const int exit_usage = 2;

// --engine's strength as the percentage of random moves: perfect 0, random 100, "P%" P; -1 for anything else.
int engine_percent(const std::string& text) {
    if (text == "perfect") return 0;
    if (text == "random") return 100;
    if (text.size() < 2 || text.size() > 4 || text.back() != '%') return -1;
    int percent = 0;
    for (std::size_t i = 0; i + 1 < text.size(); ++i) {
        if (text[i] < '0' || text[i] > '9') return -1;
        percent = percent * 10 + (text[i] - '0');
    }
    return percent <= 100 ? percent : -1;
}

// Prints text that a command-line option asked for (help, version, limits); a full or closed stdout is reported.
int print_requested(const std::string& program, const std::string& text) {
    errno = 0;
    if (std::fputs(text.c_str(), stdout) < 0 || std::fflush(stdout) != 0) {
        gamecore::report_error(program.c_str(), gamecore::IoError("cannot write output", errno).message);
        return gamecore::exit_io_failure;
    }
    return 0;
}

// Parses the command line. Returns -1 to go on, or the exit status: help and version printed (0), a bad option
// reported as "<program>: <what is wrong> (--help lists the options)" (2).
int parse_command_line(CLI::App& app, const std::string& program, int argc, char** argv) {
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp&) {
        return print_requested(program, app.help());
    } catch (const CLI::CallForAllHelp&) {
        return print_requested(program, app.help("", CLI::AppFormatMode::All));
    } catch (const CLI::CallForVersion& version) {
        return print_requested(program, std::string(version.what()) + "\n");
    } catch (const CLI::ParseError& error) {
        gamecore::report_error(program.c_str(), std::string(error.what()) + " (--help lists the options)");
        return exit_usage;
    }
    return -1;
}

}  // namespace

int run_program(int argc, char** argv, const Program& program, const Solve& solve) {
    std::string help = program.description;
    // check_processes.py finds this line to hold scripts/lib/bundle.py's reading of problem.hpp to the compiler's.
    if (!program.judge.empty()) help += "\nProblem: " + program.title + ", judged at " + program.judge + ".";
    if (!program.twins.empty()) help += "\nTwins: " + program.twins + ".";
    if (!program.no_play.empty()) help += "\nNo --play: " + program.no_play + ".";
    if (!program.limits.empty()) help += "\nLimits:\n" + program.limits;
    CLI::App app(help, program.name);
    app.set_version_flag("--version", program.name + " " + GAMESUITE_VERSION);
    bool strict = false, show_limits = false;
    app.add_flag("--strict", strict,
                 "Validate instead of judging leniently: the exact format (single spaces, LF line\n"
                 "ends, final newline, integers without leading zeros) and the judge's own limits;\n"
                 "the first violation is an error");
    if (!program.limits.empty())
        app.add_flag("--limits", show_limits, "Print the limits (the judge's and this program's) and exit");
    bool show_moves = false, show_explanation = false;
    CLI::Option* moves = nullptr;
    if (program.moves)
        moves = app.add_flag("--moves", show_moves,
                             !program.moves_help.empty()
                                 ? program.moves_help
                                 : !program.position_help.empty()
                                       ? "Instead of the judge's answers, for the position of --position a line\n"
                                         "'lose', or 'win' and every winning move, space-separated. A move is\n" +
                                             program.move_notation
                                       : "Instead of the judge's answers, per case a line 'lose', or 'win' and every\n"
                                         "winning move, space-separated. A move is\n" + program.move_notation);
    CLI::Option* explain = nullptr;
    if (program.explain) {
        explain = app.add_flag("--explain", show_explanation,
                                            !program.explain_help.empty()
                                                ? program.explain_help
                                                : !program.position_help.empty()
                                                      ? "Instead of the judge's answers, for the position of "
                                                        "--position: who\nwins, the values that decide it, and "
                                                        "one winning move"
                                                      : "Instead of the judge's answers, per case: who wins, the "
                                                        "values that\ndecide it, and one winning move");
        if (moves != nullptr) explain->excludes(moves);
    }
    // Where a judge's case is a family of positions, --moves, --explain and --play take one position, TEXT.
    std::string position_text;
    CLI::Option* position = nullptr;
    if (!program.position_help.empty()) {
        position = app.add_option("--position", position_text, program.position_help);
        position->type_name("TEXT");
        if (moves != nullptr) moves->needs(position);
        if (explain != nullptr) explain->needs(position);
    }
    std::string play_file;
    bool engine_first = false, play_position = false;
    std::string engine_text = "perfect";
    unsigned long long engine_seed = 0;  // --engine-seed, else drawn when a game starts (not at every start-up)
    CLI::Option* seed = nullptr;
    if (program.play) {
        const char* const commands =
            "one a line, in the --moves notation ('hint', 'moves', 'analyze', 'undo', 'quit'\n"
            "also work); the board, the engine's replies and the end on stdout. The engine\n"
            "plays a winning move where there is one (--engine makes it fallible)";
        CLI::Option* play =
            position != nullptr
                ? app.add_flag("--play", play_position,
                               std::string("Play the position of --position against the engine: your moves on stdin,\n") +
                                   commands)
                      ->needs(position)
                : app.add_option("--play", play_file,
                                 std::string("Play the first case of FILE (a judge input) against the engine: your "
                                             "moves on stdin,\n") +
                                     commands)
                      ->type_name("FILE");
        CLI::Option* first = app.add_flag("--first", "With --play: you are the first player (the default)");
        CLI::Option* second = app.add_flag("--second", engine_first, "With --play: the engine moves first");
        first->needs(play);
        second->needs(play);
        first->excludes(second);
        CLI::Option* engine = app.add_option(
            "--engine", engine_text,
            "With --play: perfect (the default), random (a random legal move every time) or\n"
            "P% (a random legal move P% of the time, else perfect), so that a won position\n"
            "can be won against a fallible opponent");
        engine->type_name("STRENGTH")->needs(play);
        seed = app.add_option("--engine-seed", engine_seed,
                              "With --engine: the seed of its random moves (default: a new one each game)");
        seed->needs(engine);
        if (moves != nullptr) play->excludes(moves);
        if (explain != nullptr) play->excludes(explain);
    }
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
               "Exit status: 0 done; 1 bad input (one line on stderr naming line and column; the\n"
               "answers of the cases before it are already written); 2 a bad command line; 3 stdin\n"
               "cannot be read or stdout cannot be written.");
    const int parsed = parse_command_line(app, program.name, argc, argv);
    if (parsed >= 0) return parsed;
    if (show_limits) return print_requested(program.name, program.limits);
    if (position != nullptr && position->count() > 0 && !show_moves && !show_explanation && !play_position) {
        gamecore::report_error(program.name.c_str(),
                               "--position needs --moves, --explain or --play (--help lists the options)");
        return exit_usage;
    }
    const int random_percent = engine_percent(engine_text);
    if ((play_position || !play_file.empty()) && random_percent < 0) {
        gamecore::report_error(program.name.c_str(), "--engine: '" + engine_text +
                                                         "' is no strength: perfect, random, or P% with P 0 to 100");
        return exit_usage;
    }
    if ((play_position || !play_file.empty()) && random_percent > 0 && (seed == nullptr || seed->count() == 0))
        engine_seed = std::random_device()();
    if (play_position) {
        gamecore::Scanner in(position_text.data(), position_text.size());
        in.set_strict(strict);
        gamecore::Output screen(stdout);
        auto play = [&] { program.play(in, screen, stdin, !engine_first, random_percent, engine_seed); };
        return gamecore::run_reporting_errors(program.name.c_str(), in, screen, play);
    }
    if (!play_file.empty()) {
        std::FILE* file = std::fopen(play_file.c_str(), "rb");
        if (file == nullptr) {
            gamecore::report_error(program.name.c_str(),
                                   gamecore::IoError(("cannot read " + play_file).c_str(), errno).message);
            return gamecore::exit_io_failure;
        }
        gamecore::Scanner in(file);
        in.set_strict(strict);
        gamecore::Output screen(stdout);
        auto play = [&] { program.play(in, screen, stdin, !engine_first, random_percent, engine_seed); };
        const int status = gamecore::run_reporting_errors(program.name.c_str(), in, screen, play);
        std::fclose(file);
        return status;
    }
    if (position != nullptr && position->count() > 0) {  // --moves or --explain of the one position TEXT
        gamecore::Scanner in(position_text.data(), position_text.size());
        in.set_strict(strict);
        gamecore::Output out(stdout);
        auto run = [&] {
            if (show_moves) program.moves(in, out);
            else program.explain(in, out);
        };
        return gamecore::run_reporting_errors(program.name.c_str(), in, out, run);
    }
    gamecore::Scanner in(stdin);
    in.set_strict(strict);
    gamecore::Output out(stdout);
    auto run = [&] {
        if (show_moves) program.moves(in, out);
        else if (show_explanation) program.explain(in, out);
        else solve(in, method, out);
    };
    return gamecore::run_reporting_errors(program.name.c_str(), in, out, run);
}

int run_generator(int argc, char** argv, const std::string& description, void (*write)(SeededRandom&, bool small)) {
    std::string program = argc > 0 ? argv[0] : "generator";
    program.erase(0, program.find_last_of('/') + 1);  // messages name the program, not its path
    CLI::App app(description);
    std::uint64_t seed = 1;
    std::string size = "small";
    app.add_option("--seed", seed, "seed; the same seed gives the same bytes")->capture_default_str();
    app.add_option("--size", size, "small: instances the reference solver can check; judge: the judge's limits")
        ->check(CLI::IsMember({"small", "judge"}))
        ->capture_default_str();
    const int parsed = parse_command_line(app, program, argc, argv);
    if (parsed >= 0) return parsed;
    SeededRandom random(seed);
    write(random, size == "small");
    errno = 0;
    if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
        gamecore::report_error(program.c_str(), gamecore::IoError("cannot write output", errno).message);
        return gamecore::exit_io_failure;
    }
    return 0;
}

}  // namespace gamesuite
