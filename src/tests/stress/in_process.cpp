// The stress tests of one problem, compiled into its <id>-tests (in one translation unit with its tests.cpp, so that
// the solver and the reference are compiled once): the fast solver against the reference (the game
// played by its rules) on the generator's small inputs, and every wrong variant (problems/<id>/wrong-*.cpp) caught;
// where the problem has moves (problems/<id>/moves.hpp), --moves against the moves the reference finds winning by
// trying every legal one, and --explain's move among them.
// O(seeds x one reference run). GAMESUITE_STRESS_SEEDS sets the number of seeds (default 100; scripts/test lowers it
// under the sanitizers and raises it with --deep). scripts/stress does the same with processes, for any program.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <exception>
#include <map>
#include <optional>
#include <sstream>
#include <string>

#include "cli/generator.hpp"
#include "gamecore/judge_main.hpp"
#include "reference.hpp"
#include "solver.hpp"
#include "tests/input_testing.hpp"
#include "tests/stress/wrong_variant.hpp"
#ifdef GAMESUITE_HAS_MOVES  // problems/<id>/moves.hpp exists (CMake)
#include "cli/case_moves.hpp"
#include "moves.hpp"
#endif

namespace stress_testing {
namespace {

const std::string problem_id = this_problem::id;

int stress_seeds() {
    const char* text = std::getenv("GAMESUITE_STRESS_SEEDS");
    if (text == nullptr || *text == '\0') return 100;
    char* end = nullptr;
    const long seeds = std::strtol(text, &end, 10);
    REQUIRE_MESSAGE((*end == '\0' && seeds >= 1 && seeds <= 1000000), "GAMESUITE_STRESS_SEEDS is not a count: ", text);
    return static_cast<int>(seeds);
}

// What a solver wrote, then the error that stopped it ("" if it read the whole input), as the executables say it.
template <class Solve>
std::string outcome_of(Solve solve, const std::string& input) {
    std::string written;
    gamecore::Output out(written);
    gamecore::Scanner in = input_testing::scan(input);
    try {
        solve(in, out);
    } catch (const gamecore::InputError& error) {
        return written + "\n[error] " + gamecore::describe(error);
    } catch (const std::exception& error) {
        return written + "\n[error] " + error.what();
    }
    return written;
}

struct Case {
    std::string input;
    std::string want;  // the reference's outcome
};

// The generator's small input of `seed` and the reference's outcome on it, each computed once.
const Case& stress_case(std::uint64_t seed) {
    static std::map<std::uint64_t, Case> cases;
    const auto found = cases.find(seed);
    if (found != cases.end()) return found->second;
    Case& made = cases[seed];
    {
        gamesuite::CapturedGeneratorText capture(made.input);
        gamesuite::SeededRandom random(seed);
        gamesuite::write_generated_input(random, true);
    }
    made.want = outcome_of(
        [](gamecore::Scanner& in, gamecore::Output& out) {
            this_problem::solve_by_reference(in, this_problem::reference_limits(), out);
        },
        made.input);
    return made;
}

std::string first_lines(const std::string& text, int count) {
    std::istringstream lines(text);
    std::string line, shown;
    for (int i = 0; i < count && std::getline(lines, line); ++i) shown += "    " + line.substr(0, 200) + "\n";
    if (lines && std::getline(lines, line)) shown += "    ...\n";
    return shown;
}

// The first line where `got` differs from `want`, in the words of scripts/stress.
std::string first_difference(const std::string& want, const std::string& got) {
    std::istringstream want_lines(want), got_lines(got);
    std::string w, g;
    for (int line = 1;; ++line) {
        const bool has_w = static_cast<bool>(std::getline(want_lines, w));
        const bool has_g = static_cast<bool>(std::getline(got_lines, g));
        if (!has_w && !has_g) return "the outputs differ only in the final newline";
        if (!has_w || !has_g || w != g)
            return "line " + std::to_string(line) + ": expected '" + (has_w ? w : "<end of output>") +
                   "' (reference), got '" + (has_g ? g : "<end of output>") + "'";
    }
}

// Every seed: the solver's outcome is the reference's.
void check_solver_agrees() {
    const int seeds = stress_seeds();
    for (int seed = 1; seed <= seeds; ++seed) {
        const Case& c = stress_case(static_cast<std::uint64_t>(seed));
        const std::size_t error = c.want.find("\n[error] ");
        if (error != std::string::npos)  // the message is built only then: substr(npos) would throw (doctest -s)
            FAIL("the reference fails at seed ", seed, ":", c.want.substr(error), "\ninput:\n", first_lines(c.input, 30));
        const std::string got = outcome_of(
            [](gamecore::Scanner& in, gamecore::Output& out) {
                this_problem::solve(in, this_problem::suite_limits(), out);
            },
            c.input);
        if (got != c.want) {
            FAIL("stress ", problem_id, ": mismatch at seed ", seed, "\ninput:\n", first_lines(c.input, 30),
                 first_difference(c.want, got), "\nreproduce: build/", problem_id, "-gen --seed ", seed, " | build/",
                 problem_id);
        }
    }
}

// Every wrong variant differs from the reference on some seed.
void check_wrong_variants_caught() {
    // A catch stops at its first mismatch, so it looks as far as the default run even where the seeds are fewer.
    const int seeds = std::max(stress_seeds(), 100);
    REQUIRE_MESSAGE(!wrong_variants().empty(), "problems/", problem_id,
                    "/ has no wrong-<what>.cpp for the stress run to catch");
    for (const WrongVariant& variant : wrong_variants()) {
        int caught_at = 0;
        for (int seed = 1; seed <= seeds && caught_at == 0; ++seed) {
            const Case& c = stress_case(static_cast<std::uint64_t>(seed));
            if (outcome_of(variant.solve, c.input) != c.want) caught_at = seed;
        }
        CHECK_MESSAGE(caught_at != 0, problem_id, "-", variant.name, " (", variant.bug,
                      ") agrees with the reference on every seed 1..", seeds);
    }
}

#ifdef GAMESUITE_HAS_MOVES
std::vector<std::string> split_lines(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

// One case's three outputs: the judge's answer (as problems/<id>/moves.hpp reads it), the --moves line and the
// --explain header (with the line after it).
struct CaseStory {
    std::string moves_line, explain_header, explain_next;
    bool judge_known = false;
    gamesuite::Outcome judge = gamesuite::Outcome::lose;
};

// What the --moves line says: its first word, or nothing for a certificate (a case where nobody is to move).
std::string moves_verdict(const std::string& line) { return line.substr(0, line.find(' ')); }

std::string explain_verdict(const std::string& header) {
    if (header.find(": the first player wins: ") != std::string::npos) return "win";
    if (header.find(": the first player loses: ") != std::string::npos) return "lose";
    if (header.find(": nobody wins: ") != std::string::npos) return "draw";
    return "";
}

// The three outputs tell one story: one outcome, and a won case plays one of the moves --moves lists, or nothing
// where the rules give the win without a move (and only where the problem says they can).
void check_one_story(const CaseStory& story) {
    typedef this_problem::Moves Moves;
    CAPTURE(story.moves_line);
    CAPTURE(story.explain_header);
    const std::string verdict = moves_verdict(story.moves_line);
    if (verdict != "win" && verdict != "lose" && verdict != "draw") return;  // a certificate: nobody is to move
    CHECK(explain_verdict(story.explain_header) == verdict);
    if (story.judge_known) CHECK_MESSAGE(std::string(gamesuite::outcome_word(story.judge)) == verdict, "the judge's answer says ",
                                         gamesuite::outcome_word(story.judge));
    if (verdict != "win") return;
    const bool plays = story.explain_next.rfind("  play ", 0) == 0;
    if (story.moves_line == "win") {
        CHECK_MESSAGE(Moves::won_without_moving != nullptr,
                      "'win' with no move, in a game whose rules never give the win without a move");
        CHECK_MESSAGE(!plays, "--explain plays a move where --moves lists none");
        return;
    }
    REQUIRE_MESSAGE(plays, "--explain plays no move in a won case");
    const std::string move = story.explain_next.substr(7, story.explain_next.find(' ', 7) - 7);
    CHECK_MESSAGE((" " + story.moves_line + " ").find(" " + move + " ") != std::string::npos, "--explain plays ",
                  move, ", not among the winning moves '", story.moves_line, "'");
}

// Every seed: --moves is, line for line, what the reference finds by trying every legal move; and each case's
// judge answer, --moves line and --explain tell one story (check_one_story).
void check_moves() {
    typedef this_problem::Moves Moves;
    // Half the seeds: each is a fresh search by the reference's rules, and dozens of positions a seed; --deep has 500.
    const int seeds = (stress_seeds() + 1) / 2;
    for (int seed = 1; seed <= seeds; ++seed) {
        CAPTURE(seed);
        const Case& c = stress_case(static_cast<std::uint64_t>(seed));
        const std::string want = outcome_of(
            [](gamecore::Scanner& in, gamecore::Output& out) {
                gamesuite::reference_moves<Moves>(in, this_problem::reference_limits(), out);
            },
            c.input);
        REQUIRE_MESSAGE(want.find("\n[error] ") == std::string::npos, "the reference's moves fail at seed ", seed, ":",
                        want, "\ninput:\n", first_lines(c.input, 30));
        const std::string got = outcome_of(
            [](gamecore::Scanner& in, gamecore::Output& out) {
                gamesuite::write_moves<Moves>(in, this_problem::suite_limits(), out);
            },
            c.input);
        if (got != want) {
            FAIL("moves ", problem_id, ": mismatch at seed ", seed, "\ninput:\n", first_lines(c.input, 30),
                 first_difference(want, got), "\nreproduce: build/", problem_id, "-gen --seed ", seed, " | build/",
                 problem_id, " --moves");
        }
        const std::vector<std::string> moves = split_lines(got);
        const std::vector<std::string> explanation = split_lines(outcome_of(
            [](gamecore::Scanner& in, gamecore::Output& out) {
                gamesuite::write_explanation<Moves>(in, this_problem::suite_limits(), out);
            },
            c.input));
        const std::string answers = outcome_of(
            [](gamecore::Scanner& in, gamecore::Output& out) {
                this_problem::solve(in, this_problem::suite_limits(), out);
            },
            c.input);
        std::optional<std::vector<gamesuite::Outcome>> judge;
        try {
            judge = gamesuite::judge_outcomes_of<Moves>(answers);
        } catch (const std::exception& error) {
            FAIL("the judge's answers at seed ", seed, " cannot be read as outcomes: ", std::string(error.what()));
        }
        if (judge) REQUIRE_MESSAGE(judge->size() == moves.size(), "the judge answers ", judge->size(),
                                   " cases, --moves ", moves.size());
        std::size_t case_index = 0;
        for (std::size_t i = 0; i < explanation.size(); ++i) {
            if (explanation[i].rfind("case ", 0) != 0) continue;
            REQUIRE_MESSAGE(case_index < moves.size(), "--explain has more cases than --moves");
            CaseStory story;
            story.moves_line = moves[case_index];
            story.explain_header = explanation[i];
            if (i + 1 < explanation.size()) story.explain_next = explanation[i + 1];
            if (judge) story.judge_known = true, story.judge = (*judge)[case_index];
            check_one_story(story);
            ++case_index;
        }
        CHECK_MESSAGE(case_index == moves.size(), "--explain has ", case_index, " cases, --moves ", moves.size());
    }
}
#endif

}  // namespace
}  // namespace stress_testing

TEST_CASE("stress: the solver agrees with the reference on the generator's small inputs") {
    stress_testing::check_solver_agrees();
}

TEST_CASE("stress: every wrong variant is caught") { stress_testing::check_wrong_variants_caught(); }

#ifdef GAMESUITE_HAS_MOVES
TEST_CASE("stress: --moves lists the moves the reference finds winning; the judge's answer, --moves and --explain tell "
          "one story") {
    stress_testing::check_moves();
}
#endif
