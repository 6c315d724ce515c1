// --moves, --explain and the reference's moves of every problem from what is the problem's own (C++17, command line
// only): its parser, its winning moves, its words. O(1) over the problem's own work. Tested by every problem's stress.
#ifndef GAMESUITE_CLI_CASE_MOVES_HPP
#define GAMESUITE_CLI_CASE_MOVES_HPP

#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#include "cli/moves.hpp"
#include "cli/problem_cli.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace gamesuite {

// What each problems/<id>/moves.hpp states, as `struct Moves : gamesuite::CaseMoves<Limits> { ... }`:
//   static constexpr const char* notation;     one move in the --moves line, for --help
//   template <class PerCase> void read_cases(gamecore::Scanner&, const Limits&, gamecore::Output&, PerCase&);
//                                              the judge's parser, handing each case's position to per_case
//                                              (by default the problem's answer_cases)
//   MoveList moves(position...);               the winning moves, by the fast method
//   void explain(CaseLines&, position...);     who wins and why, one winning move played
//   MoveList moves_by_rules(position...);      the winning moves by trying every legal one on the reference's search
//   static constexpr AnswerWords answer_words = {"Yes", "No"};   the judge's words for a win and a loss, or
//   static std::optional<std::vector<Outcome>> judge_outcomes(const std::string& answers);
//                                              the judge's answers read as one outcome a case (--moves line)
// and, where they differ from the defaults below, won_without_moving, long_lists and moves_limits. One Moves object
// serves a whole input, so what it keeps (tables, searches) is built once.
// Where a judge's case is a family of positions and its answer how many of them are won (a count), --moves,
// --explain and --play take ONE position instead, given on the command line as --position TEXT; Moves then states
//   static constexpr const char* position_notation;   what TEXT holds, in the problem's own notation, for --help
//   template <class PerPosition> void read_position(gamecore::Scanner&, const Limits&, gamecore::Output&,
//                                                   PerPosition&);
//                                              TEXT's parser, handing its one position to per_position
// and read_cases hands per_case every position of each case's family (what the in-process stress checks).

// The usual judge answer: one word (or phrase) for a first-player win, another for a loss, a case a line.
struct AnswerWords {
    const char* win;
    const char* lose;
};

template <class ProblemLimits>
struct CaseMoves {
    typedef ProblemLimits Limits;
    // The parser most problems have: answer_cases in the problem's namespace, found through Limits.
    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        answer_cases(in, limits, out, per_case);
    }
    // Where the rules give the first player the win with no move to make (misère play with nothing left): when, in
    // the game's words, for --help. Only then may a --moves line be "win" with no move; nullptr: never.
    static constexpr const char* won_without_moving = nullptr;
    // Can a list reach max_listed_moves (and stop with " ...")? --help says so where it can.
    static constexpr bool long_lists = false;
    // --help's words for --moves and --explain where a case is no game with a player to move (a comparison, a
    // product); nullptr: the usual words.
    static constexpr const char* moves_help = nullptr;
    static constexpr const char* explain_help = nullptr;
    // Where a case is no position a person can play (a product, a comparison), why, in one line for --help; a
    // problem with --play (cli/play.hpp) leaves it nullptr.
    static constexpr const char* no_play = nullptr;
    // How many of the generator's inputs the in-process stress plays with --play's scripted games (where the game
    // has --play): fewer where the reference's search is slow on the positions play reaches.
    static constexpr int play_checked_seeds = 12;
    // The limits within which --moves and --explain answer (some games list or explain only smaller cases).
    static Limits moves_limits(const Limits& limits) { return limits; }
    // The judge's answers as outcomes, one a case in --moves order: by answer_words where the answer is one of two
    // words a line, else by judge_outcomes; nullopt where the judge's answer names no winner (a comparison of two
    // positions, a record of mistakes).
    static constexpr AnswerWords answer_words = {nullptr, nullptr};
    static std::optional<std::vector<Outcome>> judge_outcomes(const std::string&) { return std::nullopt; }
};

// Does the problem's Moves take one position as --position TEXT (its judge's cases being families of positions)?
template <class Game, class = void>
struct HasPositionOption : std::false_type {};
template <class Game>
struct HasPositionOption<Game, std::void_t<decltype(Game::position_notation)>> : std::true_type {};

// Which of the problem's parsers a run hands its input to: the judge's cases (read_cases), or the one position of
// --position (read_position).
struct ReadCases {
    template <class Game, class PerCase>
    static void read(Game& game, gamecore::Scanner& in, const typename Game::Limits& limits, gamecore::Output& out,
                     PerCase& per_case) {
        game.read_cases(in, limits, out, per_case);
    }
};
struct ReadPosition {
    template <class Game, class PerCase>
    static void read(Game& game, gamecore::Scanner& in, const typename Game::Limits& limits, gamecore::Output& out,
                     PerCase& per_case) {
        game.read_position(in, limits, out, per_case);
    }
};
// What the command line's --moves, --explain and --play read: --position's text where the problem has it.
template <class Game>
using CommandLineReader = std::conditional_t<HasPositionOption<Game>::value, ReadPosition, ReadCases>;

// The judge answer a per-case callback hands back to the problem's parser, which writes it to CaseLines::discarded:
// any type the parser wants, default-constructed.
struct AnyAnswer {
    template <class Answer>
    operator Answer() const {
        return Answer();
    }
};

// The judge's answers, one a line, read by `outcome(line)`; a line that is no answer stops the check.
template <class ReadLine>
std::vector<Outcome> outcome_per_line(const std::string& answers, ReadLine outcome) {
    std::vector<Outcome> outcomes;
    std::size_t start = 0;
    while (start < answers.size()) {
        std::size_t end = answers.find('\n', start);
        if (end == std::string::npos) end = answers.size();
        outcomes.push_back(outcome(answers.substr(start, end - start)));
        start = end + 1;
    }
    return outcomes;
}

// The usual judge answer: one word (or phrase) for a first-player win, another for a loss.
Outcome outcome_of_words(const std::string& line, const std::string& win, const std::string& lose);
std::vector<Outcome> outcome_per_line(const std::string& answers, const std::string& win,
                                      const std::string& lose);

// Text broken into lines of at most `width` characters at spaces, as --help's other paragraphs are.
std::string wrapped(const std::string& text, std::size_t width = 76);

// A judge output read as one outcome a case, as the problem declares it (CaseMoves).
template <class Game>
std::optional<std::vector<Outcome>> judge_outcomes_of(const std::string& answers) {
    if (Game::answer_words.win != nullptr)
        return outcome_per_line(answers, Game::answer_words.win, Game::answer_words.lose);
    return Game::judge_outcomes(answers);
}

// The notation as --help gives it: the problem's own, and when a line may be "win" alone or stop at the cap.
template <class Game>
std::string notation_help() {
    std::string text = Game::notation;
    if (Game::won_without_moving != nullptr)
        text += std::string("; 'win' with no move where the first player wins without moving: ") +
                Game::won_without_moving;
    if (Game::long_lists)
        text += "; past " + std::to_string(max_listed_moves) + " winning moves the line stops with ' ...'";
    return wrapped(text);
}

template <class Game, class Read = ReadCases>
void write_moves(gamecore::Scanner& in, const typename Game::Limits& limits, gamecore::Output& out);
template <class Game, class Read = ReadCases>
void write_explanation(gamecore::Scanner& in, const typename Game::Limits& limits, gamecore::Output& out);
template <class Game, class Read = ReadCases>
void reference_moves(gamecore::Scanner& in, const typename Game::Limits& limits, gamecore::Output& out);

// --position's help where the problem has it (HasPositionOption), else nothing.
template <class Game>
void add_position_option(Program& program) {
    if constexpr (HasPositionOption<Game>::value)
        program.position_help = wrapped(std::string("The one position --moves, --explain and --play take (a case of "
                                                    "the judge's input is a family of positions): ") +
                                        Game::position_notation);
}

// A command line's --moves and --explain from the problem's Moves, each with the limits --strict chooses.
template <class Game>
void add_moves(Program& program, const typename Game::Limits& suite, const typename Game::Limits& judge) {
    program.moves = with_limits(write_moves<Game, CommandLineReader<Game>>, suite, judge);
    program.explain = with_limits(write_explanation<Game, CommandLineReader<Game>>, suite, judge);
    program.move_notation = notation_help<Game>();
    if (Game::moves_help != nullptr) program.moves_help = Game::moves_help;
    if (Game::explain_help != nullptr) program.explain_help = Game::explain_help;
    add_position_option<Game>(program);
}

// The reference's command line: --moves by the rules, within its limits.
template <class Game>
void add_reference_moves(Program& program, const typename Game::Limits& limits) {
    program.moves = with_limits(reference_moves<Game, CommandLineReader<Game>>, limits, limits);
    program.move_notation = notation_help<Game>();
    add_position_option<Game>(program);
}

// Runs the problem's parser (Read: the judge's cases, or --position's one) with one Moves object for the whole
// input, calling write(lines, game, position...) for each case; the parser's own judge answers go to
// CaseLines::discarded.
template <class Game, class Read = ReadCases, class Write>
void each_case(gamecore::Scanner& in, const typename Game::Limits& limits, gamecore::Output& out, Write write) {
    CaseLines lines(out);
    Game game;
    auto per_case = [&](auto&&... position) {
        write(lines, game, position...);
        return AnyAnswer();
    };
    Read::read(game, in, Game::moves_limits(limits), lines.discarded, per_case);
}

template <class Game, class Read>
void write_moves(gamecore::Scanner& in, const typename Game::Limits& limits, gamecore::Output& out) {
    each_case<Game, Read>(in, limits, out, [](CaseLines& lines, Game& game, auto&&... position) {
        lines.write(game.moves(position...));
    });
}

template <class Game, class Read>
void write_explanation(gamecore::Scanner& in, const typename Game::Limits& limits, gamecore::Output& out) {
    each_case<Game, Read>(in, limits, out,
                          [](CaseLines& lines, Game& game, auto&&... position) { game.explain(lines, position...); });
}

template <class Game, class Read>
void reference_moves(gamecore::Scanner& in, const typename Game::Limits& limits, gamecore::Output& out) {
    each_case<Game, Read>(in, limits, out, [](CaseLines& lines, Game& game, auto&&... position) {
        lines.write(game.moves_by_rules(position...));
    });
}

// The one search by the rules a process keeps for a problem's moves_by_rules: a Moves object lives for one input, and
// the in-process stress's seeds meet mostly the same positions, so one search answers them all (built again a seed,
// it was most of poj1067's and staircase's test time under the sanitizers).
template <class Search>
Search& search_for_process() {
    static Search search;
    return search;
}

// A parser that asks decide.first_player_wins(position...) for each case, handed per_case instead.
template <class PerCase>
struct FirstPlayerWins {
    template <class... Position>
    bool first_player_wins(const Position&... position) {
        return per_case(position...);
    }
    PerCase& per_case;
};

// A parser that hands the heaps one by one (clear, add_heap, first_player_wins: gamecore::answer_heap_cases), handed
// per_case instead, which gets each case's heaps whole, in input order.
template <class PerCase>
struct HeapsOfCase {
    void clear() { heaps.clear(); }
    void add_heap(long long heap) { heaps.push_back(heap); }
    bool first_player_wins() { return per_case(static_cast<const std::vector<long long>&>(heaps)); }
    PerCase& per_case;
    std::vector<long long> heaps;
};

}  // namespace gamesuite

#endif
