// pp-and-qq command-line solver: the generic solver's options plus --method: the judge's rule (default, what HDU
// expects) or the stated game by search (exact.hpp, within its bounds, else an error); --exact is short for
// --method exact. --moves and --explain (moves.hpp) describe the judge's rule: with --exact they are an error.
#include <cstddef>
#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "cli/problem_cli.hpp"
#include "exact.hpp"
#include "gamecore/judge_main.hpp"
#include "moves.hpp"
#include "solver.hpp"

int main(int argc, char** argv) {
    namespace p = pp_and_qq;
    gamesuite::Program program;
    program.name = GAMESUITE_PROGRAM;
    program.description = p::description();
    program.title = p::title;
    program.judge = p::judge;
    program.limits = p::limits_text(p::judge_limits(), p::suite_limits()) + p::exact_limits_text();
    program.methods = {{"judge", "the anti-SG rule (SJ theorem) on the trees' Green Hackenbush values, as the judge "
                                 "and its accepted solutions (default; not the stated game where a tree worth 0 still "
                                 "has edges, e.g. one tree 1-2, 1-3, 2-4, 3-5)"},
                       {"exact", "the stated game, misere to the last edge, by a search within the bounds --limits "
                                 "states; beyond them an error. --exact is short for --method exact"}};
    gamesuite::add_moves<p::Moves>(program, p::suite_limits(), p::judge_limits());
    const auto solve = [](gamecore::Scanner& in, const std::string& method, gamecore::Output& out) {
        const p::Limits limits = in.strict() ? p::judge_limits() : p::suite_limits();
        if (method == "exact") p::answer_cases(in, limits, out, p::wins_exactly);
        else p::answer_cases(in, limits, out, p::first_player_wins);
    };

    std::vector<std::string> words;
    std::string conflict;
    if (!p::spell_exact_as_method(std::vector<std::string>(argv, argv + argc), words, conflict)) {
        gamecore::report_error(program.name.c_str(), conflict + " (--help lists the options)");
        return 2;  // a bad command line, as run_program reports one
    }
    std::vector<char*> args;
    for (std::size_t i = 0; i < words.size(); ++i) args.push_back(&words[i][0]);
    args.push_back(nullptr);
    return gamesuite::run_program(static_cast<int>(words.size()), args.data(), program, solve);
}
