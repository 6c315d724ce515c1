// main() of every problem's <id>-reference: the same input format and output as the solver, decided by
// playing the game by its rules (problems/<id>/reference.hpp) within the reference's smaller limits; with --moves
// (every legal move tried, the winning ones listed) where the problem has moves (problems/<id>/moves.hpp).
#include "cli/problem_cli.hpp"
#include "reference.hpp"
#ifdef GAMESUITE_HAS_MOVES  // problems/<id>/moves.hpp exists (CMake)
#include "cli/case_moves.hpp"
#include "moves.hpp"
#endif

int main(int argc, char** argv) {
    gamesuite::Program program;
    program.name = GAMESUITE_PROGRAM;
    program.description = this_problem::reference_description();
    program.limits = this_problem::limits_text(this_problem::judge_limits(), this_problem::reference_limits());
#ifdef GAMESUITE_HAS_MOVES
    gamesuite::add_reference_moves<this_problem::Moves>(program, this_problem::reference_limits());
#endif
    return gamesuite::run_solver(argc, argv, program, this_problem::solve_by_reference,
                                 this_problem::reference_limits(), this_problem::reference_limits());
}
