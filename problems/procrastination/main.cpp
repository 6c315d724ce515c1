// procrastination command-line solver: the generic solver's options plus --method, the way a case is decided: surreal
// values (solver.hpp) or the DP of Fang Zhanpeng's paper on partizan games (方展鹏, 浅谈如何解决不平等博弈问题; reference.hpp).
#include <string>

#include "cli/case_moves.hpp"
#include "cli/problem_cli.hpp"
#include "moves.hpp"
#include "reference.hpp"
#include "solver.hpp"

int main(int argc, char** argv) {
    namespace p = procrastination;
    gamesuite::Program program;
    program.name = GAMESUITE_PROGRAM;
    program.description = p::description();
    program.title = p::title;
    program.judge = p::judge;
    program.limits = p::limits_text(p::judge_limits(), p::suite_limits());
    program.methods = {{"surreal", "compare exact surreal values (default, any height)"},
                       {"dp", "Fang Zhanpeng's enumeration of T with a win/loss DP, section 3.1 (heights <= 50)"}};
    gamesuite::add_moves<p::Moves>(program, p::suite_limits(), p::judge_limits());
    const auto solve = [](gamecore::Scanner& in, const std::string& method, gamecore::Output& out) {
        // The DP is O(n^4): it keeps its own limits, with --strict or without.
        if (method == "dp") p::answer_cases(in, p::dp_limits(), out, p::at_least_as_favourable_by_dp);
        else p::solve(in, in.strict() ? p::judge_limits() : p::suite_limits(), out);
    };
    return gamesuite::run_program(argc, argv, program, solve);
}
