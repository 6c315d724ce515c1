// The stress checks every problem's <id>-tests runs (stress_support.hpp), compiled once.
#include "tests/stress/stress_support.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <exception>
#include <map>
#include <sstream>

#include "gamecore/judge_main.hpp"
#include "tests/input_testing.hpp"
#include "tests/stress/play_check.hpp"
#include "tests/stress/wrong_variant.hpp"

namespace stress_testing {

std::string outcome_of(const Run& run, const std::string& input) {
    std::string written;
    gamecore::Output out(written);
    gamecore::Scanner in = input_testing::scan(input);
    try {
        run(in, out);
    } catch (const gamecore::InputError& error) {
        return written + "\n[error] " + gamecore::describe(error);
    } catch (const std::exception& error) {
        return written + "\n[error] " + error.what();
    }
    return written;
}

namespace {

int stress_seeds() {
    const char* text = std::getenv("GAMESUITE_STRESS_SEEDS");
    if (text == nullptr || *text == '\0') return 100;
    char* end = nullptr;
    const long seeds = std::strtol(text, &end, 10);
    REQUIRE_MESSAGE((*end == '\0' && seeds >= 1 && seeds <= 1000000), "GAMESUITE_STRESS_SEEDS is not a count: ", text);
    return static_cast<int>(seeds);
}

struct Case {
    std::string input;
    std::string want;  // the reference's outcome
};

// The generator's small input of `seed` and the reference's outcome on it, each computed once (a process tests one
// problem).
const Case& stress_case(const ProblemUnderStress& problem, std::uint64_t seed) {
    static std::map<std::uint64_t, Case> cases;
    const auto found = cases.find(seed);
    if (found != cases.end()) return found->second;
    Case& made = cases[seed];
    made.input = problem.generate(seed);
    made.want = outcome_of(problem.reference, made.input);
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

}  // namespace

void check_solver_agrees(const ProblemUnderStress& problem) {
    const std::string& problem_id = problem.id;
    const int seeds = stress_seeds();
    for (int seed = 1; seed <= seeds; ++seed) {
        const Case& c = stress_case(problem, static_cast<std::uint64_t>(seed));
        const std::size_t error = c.want.find("\n[error] ");
        if (error != std::string::npos)  // the message is built only then: substr(npos) would throw (doctest -s)
            FAIL("the reference fails at seed ", seed, ":", c.want.substr(error), "\ninput:\n", first_lines(c.input, 30));
        const std::string got = outcome_of(problem.solve, c.input);
        if (got != c.want) {
            FAIL("stress ", problem_id, ": mismatch at seed ", seed, "\ninput:\n", first_lines(c.input, 30),
                 first_difference(c.want, got), "\nreproduce: build/", problem_id, "-gen --seed ", seed, " | build/",
                 problem_id);
        }
    }
}

void check_wrong_variants_caught(const ProblemUnderStress& problem) {
    const std::string& problem_id = problem.id;
    // A catch stops at its first mismatch, so it looks as far as the default run even where the seeds are fewer.
    const int seeds = std::max(stress_seeds(), 100);
    REQUIRE_MESSAGE(!wrong_variants().empty(), "problems/", problem_id,
                    "/ has no wrong-<what>.cpp for the stress run to catch");
    for (const WrongVariant& variant : wrong_variants()) {
        int caught_at = 0;
        for (int seed = 1; seed <= seeds && caught_at == 0; ++seed) {
            const Case& c = stress_case(problem, static_cast<std::uint64_t>(seed));
            if (outcome_of(variant.solve, c.input) != c.want) caught_at = seed;
        }
        CHECK_MESSAGE(caught_at != 0, problem_id, "-", variant.name, " (", variant.bug,
                      ") agrees with the reference on every seed 1..", seeds);
    }
}

namespace {

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
void check_one_story(const CaseStory& story, bool won_without_moving) {
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
        CHECK_MESSAGE(won_without_moving,
                      "'win' with no move, in a game whose rules never give the win without a move");
        CHECK_MESSAGE(!plays, "--explain plays a move where --moves lists none");
        return;
    }
    REQUIRE_MESSAGE(plays, "--explain plays no move in a won case");
    const std::string move = story.explain_next.substr(7, story.explain_next.find(' ', 7) - 7);
    CHECK_MESSAGE((" " + story.moves_line + " ").find(" " + move + " ") != std::string::npos, "--explain plays ",
                  move, ", not among the winning moves '", story.moves_line, "'");
}

}  // namespace

void check_moves(const ProblemUnderStress& problem) {
    const std::string& problem_id = problem.id;
    // Half the seeds: each is a fresh search by the reference's rules, and dozens of positions a seed; --deep has 500.
    const int seeds = (stress_seeds() + 1) / 2;
    for (int seed = 1; seed <= seeds; ++seed) {
        CAPTURE(seed);
        const Case& c = stress_case(problem, static_cast<std::uint64_t>(seed));
        const std::string want = outcome_of(problem.reference_moves, c.input);
        REQUIRE_MESSAGE(want.find("\n[error] ") == std::string::npos, "the reference's moves fail at seed ", seed, ":",
                        want, "\ninput:\n", first_lines(c.input, 30));
        const std::string got = outcome_of(problem.moves, c.input);
        if (got != want) {
            FAIL("moves ", problem_id, ": mismatch at seed ", seed, "\ninput:\n", first_lines(c.input, 30),
                 first_difference(want, got), "\nreproduce: build/", problem_id, "-gen --seed ", seed, " | build/",
                 problem_id, " --moves");
        }
        const std::vector<std::string> moves = split_lines(got);
        const std::vector<std::string> explanation = split_lines(outcome_of(problem.explanation, c.input));
        const std::string answers = outcome_of(problem.solve, c.input);
        std::optional<std::vector<gamesuite::Outcome>> judge;
        try {
            judge = problem.judge_outcomes(answers);
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
            check_one_story(story, problem.won_without_moving);
            ++case_index;
        }
        CHECK_MESSAGE(case_index == moves.size(), "--explain has ", case_index, " cases, --moves ", moves.size());
    }
}

namespace {

// The moves written as a set, for lists in different orders.
std::vector<std::string> sorted_moves(std::vector<std::string> moves) {
    std::sort(moves.begin(), moves.end());
    return moves;
}

// A move's text with one of its numbers one more or one less: "3:1" gives "4:1", "2:1", "3:2", "3:0".
std::vector<std::string> near_misses(const std::string& move) {
    std::vector<std::string> misses;
    for (std::size_t start = 0; start < move.size();) {
        if (move[start] < '0' || move[start] > '9') {
            ++start;
            continue;
        }
        std::size_t end = start;
        while (end < move.size() && move[end] >= '0' && move[end] <= '9') ++end;
        if (end - start <= 15) {
            const long long number = std::stoll(move.substr(start, end - start));
            for (long long changed : {number + 1, number - 1})
                if (changed >= 0)
                    misses.push_back(move.substr(0, start) + std::to_string(changed) + move.substr(end));
        }
        start = end;
    }
    return misses;
}

// Who wins a position met in play, for the player to move, by the rules. A finished game is lost for the player to
// move, unless misère play says otherwise (there the reference's search knows the finished positions; elsewhere it
// need not).
gamesuite::Outcome outcome_by_rules(RuledPosition& position) {
    if (position.any_move().empty() && position.won_without_moving == nullptr) return gamesuite::Outcome::lose;
    return position.moves_by_rules().outcome;
}

// A position met in play, before the person moves: the fast list is the reference's (as sets, the whole list, not
// only the move the engine would play); and where play() accepts a near miss of a move, a result the reference finds
// lost must come from one of its winning moves, so an illegal move that play() lets through is caught whenever it
// leaves a lost position.
void check_position(RuledPosition& position, const gamesuite::MoveList& winning) {
    const gamesuite::MoveList fast = position.moves();
    CHECK(fast.outcome == winning.outcome);
    if (fast.more || winning.more) return;
    CHECK(sorted_moves(fast.moves) == sorted_moves(winning.moves));
    if (position.lists_legal_moves()) {
        // 'analyze' and the fallible engine: every listed move is legal, and those that leave the opponent lost by
        // the rules are exactly the reference's winning moves (where the list is whole).
        const std::vector<std::string> legal = position.legal_moves();
        std::vector<std::string> leaving_lost;
        for (const std::string& move : legal) {
            const std::unique_ptr<RuledPosition> after = position.copy();
            REQUIRE_MESSAGE(after->play(move).empty(), "legal_moves lists ", move, ", which play() refuses");
            if (outcome_by_rules(*after) == gamesuite::Outcome::lose) leaving_lost.push_back(move);
        }
        CHECK_MESSAGE(legal.empty() == position.any_move().empty(), "legal_moves and any_move disagree on the end");
        if (legal.size() < gamesuite::most_listed_legal_moves)
            CHECK(sorted_moves(leaving_lost) == sorted_moves(winning.moves));
    }
    std::vector<std::string> tried = winning.moves;
    tried.push_back(position.any_move());
    for (const std::string& move : tried)
        for (const std::string& miss : near_misses(move)) {
            const std::unique_ptr<RuledPosition> after = position.copy();
            if (!after->play(miss).empty()) continue;
            if (outcome_by_rules(*after) == gamesuite::Outcome::lose)
                CHECK_MESSAGE(std::find(winning.moves.begin(), winning.moves.end(), miss) != winning.moves.end(),
                              "play() accepts ", miss, " (a near miss of ", move,
                              "), which leaves a lost position, but it is none of the reference's winning moves");
        }
}

// One scripted game from `start`: the person plays the reference's first winning move where it has one and
// `perfect` is set, else the engine's own longest-holding move; the engine plays a random legal move
// `random_percent`% of the time (--engine), from `seed`.
void scripted_game(const RuledPosition& start, bool person_first, bool perfect, int random_percent = 0, int seed = 1) {
    // The person's copy of the board, moved by what the screen says.
    const std::unique_ptr<RuledPosition> mine = start.copy();
    std::string screen_text;
    gamecore::Output screen(screen_text);
    std::size_t seen = 0;
    bool engine_ever_could_win = false;
    int moves_made = 0;
    // The engine's replies since the person last looked, each checked against the rules on the person's copy.
    const auto follow_engine = [&] {
        screen.flush();
        std::size_t at;
        while ((at = screen_text.find("engine: ", seen)) != std::string::npos) {
            const std::size_t end = screen_text.find('\n', at);
            const std::string move = screen_text.substr(at + 8, end - at - 8);
            seen = end;
            const gamesuite::MoveList winning = mine->moves_by_rules();
            if (winning.outcome == gamesuite::Outcome::win) engine_ever_could_win = true;
            if (winning.outcome == gamesuite::Outcome::win && !winning.more && random_percent == 0)
                CHECK_MESSAGE(std::find(winning.moves.begin(), winning.moves.end(), move) != winning.moves.end(),
                              "the engine played ", move, ", none of the reference's ", winning.moves.size(),
                              " winning moves");
            REQUIRE_MESSAGE(mine->play(move).empty(), "the engine's move ", move, " is illegal by the rules");
            ++moves_made;
        }
    };
    gamesuite::PlaySeats seats;
    seats.person_first = person_first;
    seats.random_percent = random_percent;
    seats.engine_seed = static_cast<unsigned long long>(seed);
    seats.person = [&](std::string& line) {
        follow_engine();
        const gamesuite::MoveList winning = mine->moves_by_rules();
        check_position(*mine, winning);
        line = perfect && winning.outcome == gamesuite::Outcome::win && !winning.moves.empty() ? winning.moves.front()
                                                                                               : mine->any_move();
        REQUIRE_MESSAGE(mine->play(line).empty(), "the person's move ", line, " is illegal by the rules");
        ++moves_made;
        return true;
    };
    const gamesuite::Outcome at_start = mine->moves_by_rules().outcome;
    const bool first_player_wins = at_start == gamesuite::Outcome::win;
    const std::unique_ptr<RuledPosition> played = start.copy();
    gamesuite::play_game(*played, seats, screen);
    if (at_start == gamesuite::Outcome::draw) {  // nothing to play
        screen.flush();
        CHECK(moves_made == 0);
        CHECK(screen_text.find("Nobody can win from here") != std::string::npos);
        return;
    }
    follow_engine();
    screen.flush();
    // The end as the rules have it: the player then to move has no move, and loses, unless misère play gives them the
    // win (the reference's search says which there; a game of normal play need not search a finished position).
    const bool person_to_move = person_first == (moves_made % 2 == 0);
    const bool mover_wins =
        start.won_without_moving != nullptr && mine->moves_by_rules().outcome == gamesuite::Outcome::win;
    const bool person_wins = person_to_move == mover_wins;
    INFO("the game:\n", screen_text);
    CHECK(screen_text.find(person_wins ? "you win." : "the engine wins.") != std::string::npos);
    // A perfect person and the engine: the start decides. An engine that ever faces a won position wins.
    // (A fallible engine may also lose a won position: then only the person's won start decides.)
    if (perfect && random_percent == 0) CHECK(person_wins == (person_first == first_player_wins));
    if (perfect && person_first == first_player_wins) CHECK(person_wins);
    if (engine_ever_could_win && random_percent == 0) CHECK(!person_wins);
}

}  // namespace

void play_four_ways(const RuledPosition& start, int seed) {
    for (int way = 0; way < 4; ++way) {
        const std::string seat = way % 2 == 0 ? "first" : "second";
        const std::string style = way < 2 ? "perfect" : "holding out";
        INFO("seed ", seed, ", the person ", seat, ", ", style);
        scripted_game(start, way % 2 == 0, way < 2);
    }
    if (!start.lists_legal_moves()) return;
    // A fallible engine (--engine random, --engine 50%): its moves legal, a perfect person's won game still won.
    for (int way = 0; way < 2; ++way) {
        INFO("seed ", seed, ", the person ", std::string(way == 0 ? "first" : "second"), ", perfect, against --engine ",
             std::string(way == 0 ? "random" : "50%"));
        scripted_game(start, way == 0, true, way == 0 ? 100 : 50, seed);
    }
}

}  // namespace stress_testing
