// The in-process stress checks of every problem, compiled once (stress_support library) rather than in each
// problem's <id>-tests: the problem hands them its generator, solvers and moves as functions (in_process.cpp), and
// they do the rest. O(seeds x one reference run). Used by every <id>-tests; its checks are what those tests assert.
#ifndef GAMESUITE_TESTS_STRESS_STRESS_SUPPORT_HPP
#define GAMESUITE_TESTS_STRESS_STRESS_SUPPORT_HPP

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "cli/moves.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace stress_testing {

// Reads an input and writes answers (a solver, the reference, --moves, --explain), limits already chosen.
typedef std::function<void(gamecore::Scanner&, gamecore::Output&)> Run;

// One problem as the stress checks see it.
struct ProblemUnderStress {
    std::string id;
    std::function<std::string(std::uint64_t seed)> generate;  // the generator's small input of a seed
    Run reference, solve;                                     // the judge's answers, by the rules and fast
    // Where the problem has moves (problems/<id>/moves.hpp):
    bool has_moves = false;
    Run reference_moves, moves, explanation;
    std::function<std::optional<std::vector<gamesuite::Outcome>>(const std::string&)> judge_outcomes;
    bool won_without_moving = false;  // the rules may give the first player the win with no move (Moves)
};

// What a run wrote, then the error that stopped it ("" if it read the whole input), as the executables say it.
std::string outcome_of(const Run& run, const std::string& input);

// Every seed: the solver's outcome is the reference's.
void check_solver_agrees(const ProblemUnderStress& problem);
// Every wrong variant (problems/<id>/wrong-*.cpp) differs from the reference on some seed.
void check_wrong_variants_caught(const ProblemUnderStress& problem);
// Every seed: --moves is, line for line, what the reference finds by trying every legal move; and each case's
// judge answer, --moves line and --explain tell one story.
void check_moves(const ProblemUnderStress& problem);

}  // namespace stress_testing

#endif
