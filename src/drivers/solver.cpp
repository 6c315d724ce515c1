// main() of every problem's command-line solver <id>, unless problems/<id>/main.cpp replaces it:
// the problem's declaration (problem.hpp) and solver (solver.hpp), found on the include path, behind the shared CLI,
// with --moves and --explain where the problem has them (problems/<id>/moves.hpp).
#include "cli/problem_cli.hpp"
#include "solver.hpp"
#ifdef GAMESUITE_HAS_MOVES  // problems/<id>/moves.hpp exists (CMake)
#include "cli/case_moves.hpp"
#include "cli/play.hpp"
#include "moves.hpp"
#endif

int main(int argc, char** argv) {
    gamesuite::Program program;
    program.name = GAMESUITE_PROGRAM;
    program.description = this_problem::description();
    program.title = this_problem::title;
    program.judge = this_problem::judge;
    program.twins = this_problem::twins;
    program.limits = this_problem::limits_text(this_problem::judge_limits(), this_problem::suite_limits());
#ifdef GAMESUITE_HAS_MOVES
    gamesuite::add_moves<this_problem::Moves>(program, this_problem::suite_limits(), this_problem::judge_limits());
    gamesuite::add_play<this_problem::Moves>(program, this_problem::suite_limits(), this_problem::judge_limits());
#endif
    return gamesuite::run_solver(argc, argv, program, this_problem::solve, this_problem::suite_limits(),
                                 this_problem::judge_limits());
}
