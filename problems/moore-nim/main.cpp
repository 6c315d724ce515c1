// moore-nim command-line solver: the generic solver's options plus --method: the judge's formula (default, what POJ
// expects) or the true game (exact.hpp: proven rules, else a bounded search, else an error); --exact is short for
// --method exact. --moves and --explain (moves.hpp) always play the true game: with --method judge they are an error.
#include <string>

#include "cli/case_moves.hpp"
#include "cli/exact_shorthand.hpp"
#include "cli/play.hpp"
#include "cli/problem_cli.hpp"
#include "exact.hpp"
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
                                 "--moves, --explain and --play play the true game and refuse it)"},
                       {"exact", "the true game: a proven rule where one applies, else a search by the rules, "
                                 "within the bounds --limits states; beyond them an error. --exact is short for "
                                 "--method exact"}};
    gamesuite::add_moves<p::Moves>(program, p::suite_limits(), p::judge_limits());
    gamesuite::add_play<p::Moves>(program, p::suite_limits(), p::judge_limits());
    const auto solve = [](gamecore::Scanner& in, const std::string& method, gamecore::Output& out) {
        const p::Limits limits = in.strict() ? p::judge_limits() : p::suite_limits();
        if (method == "exact") p::answer_cases(in, limits, out, p::alice_wins_exactly);
        else p::answer_cases(in, limits, out, p::alice_wins_as_judged);
    };
    return gamesuite::run_with_exact_shorthand(argc, argv, program, p::moves_refused(), solve);
}
