// main() of every problem's <id>-reference: the same input format and output as the solver, decided by
// playing the game by its rules (problems/<id>/reference.hpp) within the reference's smaller limits.
#include "cli/problem_cli.hpp"
#include "reference.hpp"

int main(int argc, char** argv) {
    gamesuite::Program program;
    program.name = GAMESUITE_PROGRAM;
    program.description = this_problem::reference_description();
    program.limits = this_problem::limits_text(this_problem::judge_limits(), this_problem::reference_limits());
    return gamesuite::run_solver(argc, argv, program, this_problem::solve_by_reference,
                                 this_problem::reference_limits(), this_problem::reference_limits());
}
