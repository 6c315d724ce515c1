// moore-nim command-line solver: the generic solver's options plus --method: the judge's formula (default, what POJ
// expects) or the true game (exact.hpp: proven rules, else a bounded search, else an error); --exact is short for
// --method exact. --moves and --explain (moves.hpp) always play the true game: with --method judge they are an error.
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
    namespace p = moore_nim;
    gamesuite::Program program;
    program.name = GAMESUITE_PROGRAM;
    program.description = p::description();
    program.title = p::title;
    program.judge = p::judge;
    program.limits = p::limits_text(p::judge_limits(), p::suite_limits()) + p::exact_limits_text();
    program.methods = {{"judge", "Moore's rule on A_i mod (r + 1), as the judge's accepted solutions (default; not "
                                 "the true game when M >= 2, r < some A_i and more than M + 1 balls are off the goal; "
                                 "--moves and --explain play the true game and refuse it)"},
                       {"exact", "the true game: a proven rule where one applies, else a search by the rules, "
                                 "within the bounds --limits states; beyond them an error. --exact is short for "
                                 "--method exact"}};
    gamesuite::add_moves<p::Moves>(program, p::suite_limits(), p::judge_limits());
    const auto solve = [](gamecore::Scanner& in, const std::string& method, gamecore::Output& out) {
        const p::Limits limits = in.strict() ? p::judge_limits() : p::suite_limits();
        if (method == "exact") p::answer_cases(in, limits, out, p::alice_wins_exactly);
        else p::answer_cases(in, limits, out, p::alice_wins_as_judged);
    };

    // --exact becomes --method=exact before the shared command line parses (exact.hpp says why).
    std::vector<std::string> words;
    std::string conflict;
    if (!p::spell_exact_as_method(std::vector<std::string>(argv, argv + argc), words, conflict) ||
        !p::moves_without_judge_method(words, conflict)) {
        gamecore::report_error(program.name.c_str(), conflict + " (--help lists the options)");
        return 2;  // a bad command line, as run_program reports one
    }
    std::vector<char*> args;
    for (std::size_t i = 0; i < words.size(); ++i) args.push_back(&words[i][0]);
    args.push_back(nullptr);
    return gamesuite::run_program(static_cast<int>(words.size()), args.data(), program, solve);
}
