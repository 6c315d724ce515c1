// pp-and-qq command-line solver: the generic solver's options plus --method: the judge's rule (default, what HDU
// expects) or the stated game by search (exact.hpp, within its bounds, else an error); --exact is short for
// --method exact. --moves and --explain (moves.hpp) describe the judge's rule: with --exact they are an error.
#include <string>

#include "cli/case_moves.hpp"
#include "cli/exact_shorthand.hpp"
#include "cli/problem_cli.hpp"
#include "exact.hpp"
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
    return gamesuite::run_with_exact_shorthand(argc, argv, program, p::moves_refused(), solve);
}
