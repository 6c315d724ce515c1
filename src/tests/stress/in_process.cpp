// The stress tests of one problem, compiled into its <id>-tests (in one translation unit with its tests.cpp, so that
// the solver and the reference are compiled once): the fast solver against the reference (the game
// played by its rules) on the generator's small inputs, and every wrong variant (problems/<id>/wrong-*.cpp) caught;
// where the problem has moves (problems/<id>/moves.hpp), --moves against the moves the reference finds winning by
// trying every legal one, and --explain's move among them.
// O(seeds x one reference run). GAMESUITE_STRESS_SEEDS sets the number of seeds (default 100; scripts/test lowers it
// under the sanitizers and raises it with --deep). scripts/stress does the same with processes, for any program.
// The checks are compiled once (stress_support.cpp); this file hands them the problem's generator, solvers and moves.
#include <doctest/doctest.h>

#include <cstdint>
#include <string>

#include "cli/generator.hpp"
#include "reference.hpp"
#include "solver.hpp"
#include "tests/stress/stress_support.hpp"
#ifdef GAMESUITE_HAS_MOVES  // problems/<id>/moves.hpp exists (CMake)
#include "cli/case_moves.hpp"
#include "moves.hpp"
#include "tests/stress/play_check.hpp"
#endif

namespace {

const stress_testing::ProblemUnderStress& this_problem_under_stress() {
    static stress_testing::ProblemUnderStress problem;
    if (!problem.id.empty()) return problem;
    problem.id = this_problem::id;
    problem.generate = [](std::uint64_t seed) {
        std::string input;
        gamesuite::CapturedGeneratorText capture(input);
        gamesuite::SeededRandom random(seed);
        gamesuite::write_generated_input(random, true);
        return input;
    };
    problem.reference = [](gamecore::Scanner& in, gamecore::Output& out) {
        this_problem::solve_by_reference(in, this_problem::reference_limits(), out);
    };
    problem.solve = [](gamecore::Scanner& in, gamecore::Output& out) {
        this_problem::solve(in, this_problem::suite_limits(), out);
    };
#ifdef GAMESUITE_HAS_MOVES
    typedef this_problem::Moves Moves;
    problem.has_moves = true;
    problem.reference_moves = [](gamecore::Scanner& in, gamecore::Output& out) {
        gamesuite::reference_moves<Moves>(in, this_problem::reference_limits(), out);
    };
    problem.moves = [](gamecore::Scanner& in, gamecore::Output& out) {
        gamesuite::write_moves<Moves>(in, this_problem::suite_limits(), out);
    };
    problem.explanation = [](gamecore::Scanner& in, gamecore::Output& out) {
        gamesuite::write_explanation<Moves>(in, this_problem::suite_limits(), out);
    };
    problem.judge_outcomes = gamesuite::judge_outcomes_of<Moves>;
    problem.won_without_moving = Moves::won_without_moving != nullptr;
#endif
    return problem;
}

}  // namespace

TEST_CASE("stress: the solver agrees with the reference on the generator's small inputs") {
    stress_testing::check_solver_agrees(this_problem_under_stress());
}

TEST_CASE("stress: every wrong variant is caught") {
    stress_testing::check_wrong_variants_caught(this_problem_under_stress());
}

#ifdef GAMESUITE_HAS_MOVES
TEST_CASE("stress: --moves lists the moves the reference finds winning; the judge's answer, --moves and --explain tell "
          "one story") {
    stress_testing::check_moves(this_problem_under_stress());
}

TEST_CASE("stress: --play's engine replies by the rules, wins where the reference says it can, and loses to a perfect "
          "person where it must" * doctest::skip(!gamesuite::HasPlay<this_problem::Moves>::value)) {
    if constexpr (gamesuite::HasPlay<this_problem::Moves>::value)
        stress_testing::check_play<this_problem::Moves>(this_problem_under_stress().generate,
                                                        this_problem::suite_limits(),
                                                        this_problem::Moves::play_checked_seeds);
}
#endif
