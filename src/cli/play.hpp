// --play: a person against the engine on the first case of a judge input, a move a line, the board after each move.
// O(the problem's --moves per engine move). Tested by every problem's stress (scripted games, tests/stress) and a
// tmux ctest (tests/play).
#ifndef GAMESUITE_CLI_PLAY_HPP
#define GAMESUITE_CLI_PLAY_HPP

#include <unistd.h>

#include <cstdio>
#include <algorithm>
#include <functional>
#include <memory>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include "cli/case_moves.hpp"
#include "cli/moves.hpp"
#include "cli/problem_cli.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace gamesuite {

// What a problem's Moves adds for --play, beside what --moves already has (cli/case_moves.hpp). A position in play
// is the case's own arguments (the piles, the pair), held in a tuple, so that moves() and explain() answer every
// position met in a game as they answer a case:
//   std::string board(position...);                  the position drawn in text, one or more lines
//   std::string play(const std::string& move, position&...);
//                                                    the notation's parser and the rules: applies a legal move and
//                                                    returns "", else leaves the position and returns why not
//   std::string any_move(position...);               a legal move, "" when there is none (the game is over); the
//                                                    engine plays it where no move wins, so it should hold out long
// The engine plays the first move of moves(position...), the --moves list, through play(): a move the engine
// chooses and one a person types are the same text through the same parser.
// Where a game's positions in play are not cases (a Chomp board after a bite, Fibonacci Nim's last take), Moves
// also states `Board play_position(case...)`, and then the functions above, moves, explain and moves_by_rules take
// that one Board.
template <class Game, class = void>
struct HasPlay : std::false_type {};
template <class Game>
struct HasPlay<Game, std::void_t<decltype(&Game::board)>> : std::true_type {};

// Optional, for 'analyze' and a fallible engine (--engine random, P%):
//   std::vector<std::string> legal_moves(position...);   every legal move in the notation (at most
//                                                          most_listed_legal_moves of them)
template <class Game, class = void>
struct HasLegalMoves : std::false_type {};
template <class Game>
struct HasLegalMoves<Game, std::void_t<decltype(&Game::legal_moves)>> : std::true_type {};

// The most legal moves a position lists for 'analyze' and the random engine, so that a heap of 10^18 stays a
// position one can play (the rest are not offered).
const std::size_t most_listed_legal_moves = 1000;

template <class Game, class = void>
struct HasPlayPosition : std::false_type {};
template <class Game>
struct HasPlayPosition<Game, std::void_t<decltype(&Game::play_position)>> : std::true_type {};

// The position a case starts play from: its arguments, or the game's own Board made from them.
template <class Game, class... Case>
auto play_start(Game& game, const Case&... position) {
    if constexpr (HasPlayPosition<Game>::value)
        return std::make_tuple(game.play_position(position...));
    else
        return std::make_tuple(std::decay_t<Case>(position)...);
}

// Who sits where, and where the person's moves come from.
struct PlaySeats {
    bool person_first = true;  // the person is the first player of the judge's statement
    // The person's next line, without its line end; false when their input has ended. A terminal's stdin on the
    // command line, a scripted player in the tests.
    std::function<bool(std::string& line)> person;
    bool echo = false;  // write the person's lines on the screen too (their input is no terminal that shows them)
    // --engine: the percentage of the engine's moves that are a random legal move instead of its perfect one (0:
    // perfect, 100: random), drawn from `engine_seed`.
    int random_percent = 0;
    unsigned long long engine_seed = 1;
};

// The person's next line without its line end and the spaces around it; false at the end of their input.
bool read_person_line(std::FILE* person, std::string& line);

// One position of a game in play, whatever the game: what the engine, the person's prompts and the end of the game
// ask of it. play_game is compiled once (play.cpp) against this; PositionOf makes one from a problem's Moves.
class PlayedPosition {
public:
    PlayedPosition(const char* notation, const char* won_without_moving)
        : notation(notation), won_without_moving(won_without_moving) {}
    virtual ~PlayedPosition() {}
    virtual std::string board() = 0;                            // the position drawn, one line or more
    virtual std::string play(const std::string& move) = 0;      // applies a legal move: "", else why not
    virtual std::string any_move() = 0;                         // a legal move; "" when the game is over
    virtual MoveList moves() = 0;                               // --moves of the position
    virtual std::string explanation() = 0;                      // --explain, without "case 1: " and the line end
    virtual bool lists_legal_moves() const = 0;                  // legal_moves() knows them (Game::legal_moves)
    virtual std::vector<std::string> legal_moves() = 0;         // every legal move (most_listed_legal_moves at most)
    virtual std::unique_ptr<PlayedPosition> snapshot() const = 0;  // a copy of this position, to try a move on or
                                                                   // to come back to
    virtual void restore(const PlayedPosition& earlier) = 0;    // becomes `earlier`, a snapshot() of this game
    const char* notation;            // Game::notation
    const char* won_without_moving;  // Game::won_without_moving: nullptr unless the game's end wins for the mover
};

// --explain's text of one case as a position's explanation: without "case 1: " and the line end.
std::string without_case_header(std::string explanation);

// A position of Game held as the case's own arguments (Position is a tuple of them, play_start's), through the
// interface PlayedPosition (or one derived from it: the tests' RuledPosition).
template <class Game, class Position, class Interface = PlayedPosition>
class PositionOf : public Interface {
public:
    PositionOf(Game& game, Position position)
        : Interface(Game::notation, Game::won_without_moving), game_(&game), position_(std::move(position)) {}
    std::string board() override {
        return std::apply([&](const auto&... parts) { return game_->board(parts...); }, position_);
    }
    std::string play(const std::string& move) override {
        return std::apply([&](auto&... parts) { return game_->play(move, parts...); }, position_);
    }
    std::string any_move() override {
        return std::apply([&](const auto&... parts) { return game_->any_move(parts...); }, position_);
    }
    MoveList moves() override {
        return std::apply([&](const auto&... parts) { return game_->moves(parts...); }, position_);
    }
    std::string explanation() override {
        std::string text;
        {
            gamecore::Output out(text);
            CaseLines lines(out);
            std::apply([&](const auto&... parts) { game_->explain(lines, parts...); }, position_);
            out.flush();
        }
        return without_case_header(std::move(text));
    }
    bool lists_legal_moves() const override { return HasLegalMoves<Game>::value; }
    std::vector<std::string> legal_moves() override {
        if constexpr (HasLegalMoves<Game>::value)
            return std::apply([&](const auto&... parts) { return game_->legal_moves(parts...); }, position_);
        else
            return std::vector<std::string>();
    }
    std::unique_ptr<PlayedPosition> snapshot() const override {
        return std::make_unique<PositionOf<Game, Position>>(*game_, position_);
    }
    void restore(const PlayedPosition& earlier) override {
        position_ = static_cast<const PositionOf<Game, Position>&>(earlier).held();  // snapshot() made it
    }
    const Position& held() const { return position_; }

protected:
    Game* game_;
    Position position_;
};

// One game from `position`, which it moves. The screen gets the board, the prompts and the end; returns when the
// game is over, the person types 'quit', or their input ends.
void play_game(PlayedPosition& position, const PlaySeats& seats, gamecore::Output& screen);

// A count drawn as stones after it: "  oooo", up to 40 drawn and "..." past them; "" for none.
template <class Count>
std::string stones_drawn(const Count& count) {
    if (!(count > 0)) return "";
    return "  " + std::string(count < 40 ? static_cast<std::size_t>(count) : 40, 'o') + (count > 40 ? "..." : "");
}

// Piles drawn one a row: "  pile 2:  4  oooo", the stones drawn up to 40, then only counted.
template <class Count>
std::string pile_rows(const std::vector<Count>& piles, const std::string& pile_word) {
    std::size_t width = 1;
    for (const Count& pile : piles) width = std::max(width, std::to_string(pile).size());
    std::string text;
    for (std::size_t i = 0; i < piles.size(); ++i) {
        const std::string count = std::to_string(piles[i]);
        text += (i == 0 ? "  " : "\n  ") + pile_word + " " + std::to_string(i + 1) + ": " +
                std::string(width - count.size(), ' ') + count + stones_drawn(piles[i]);
    }
    return piles.empty() ? "  (no " + pile_word + "s)" : text;
}

// A Nim move typed as pile_left writes it ("P:K"), checked by Nim's rule (a pile left with fewer, at least none).
template <class Count>
std::string play_pile_left(const std::string& move, std::vector<Count>& piles, const std::string& pile_word,
                           const std::string& stone) {
    std::size_t index = 0;
    long long left = 0;
    if (!read_pile_left(move, index, left)) return "write P:K (" + pile_word + " P left with K " + stone + "s)";
    if (index >= piles.size())
        return "there is no " + pile_word + " " + std::to_string(index + 1) + " (" +
               counted(piles.size(), pile_word, pile_word + "s") + ")";
    if (left >= static_cast<long long>(piles[index]))
        return pile_word + " " + std::to_string(index + 1) + " has " + counted(piles[index], stone) +
               ": leave fewer";
    piles[index] = static_cast<Count>(left);
    return "";
}

// Every Nim move in pile_left notation, pile by pile (most_listed_legal_moves at most).
template <class Count>
std::vector<std::string> nim_legal_moves(const std::vector<Count>& piles) {
    std::vector<std::string> moves;
    for (std::size_t i = 0; i < piles.size(); ++i)
        for (Count left = 0; left < piles[i] && moves.size() < most_listed_legal_moves; ++left)
            moves.push_back(pile_left(i, left));
    return moves;
}

// The Nim move that makes the game last longest: one stone from the largest pile; "" with every pile empty.
template <class Count>
std::string longest_nim_move(const std::vector<Count>& piles) {
    std::size_t largest = 0;
    for (std::size_t i = 1; i < piles.size(); ++i)
        if (piles[i] > piles[largest]) largest = i;
    if (piles.empty() || piles[largest] <= 0) return "";
    return pile_left(largest, piles[largest] - 1);
}

// Wythoff's rule on two piles (a, b) left as (x, y): one pile lowered, or both by the same number (poj1067's rule,
// for the other Wythoff problems; Number may be gamecore::BigUnsigned, whose difference needs x < a first).
template <class Number>
bool wythoff_move_legal(const Number& a, const Number& b, const Number& x, const Number& y) {
    const bool one_pile = (x < a && y == b) || (x == a && y < b);
    return one_pile || (x < a && y < b && a - x == b - y);
}

// Stops the problem's parser once the first case has been played.
struct FirstCasePlayed {};

// Runs the problem's parser up to its first case and calls start_play(game, start) with the position play starts
// from (play_start's tuple); false if the input holds no case. The rest of the input is not read.
template <class Game, class Read = ReadCases, class StartPlay>
bool play_from_first_case(gamecore::Scanner& in, const typename Game::Limits& limits, gamecore::Output& out,
                          StartPlay start_play) {
    try {
        each_case<Game, Read>(in, limits, out, [&](CaseLines&, Game& game, auto&&... position) {
            start_play(game, play_start(game, position...));
            throw FirstCasePlayed();
        });
    } catch (const FirstCasePlayed&) {
        return true;
    }
    return false;
}

// --play on a judge input: the first case, played (or --position's one position, Read = ReadPosition).
template <class Game, class Read = ReadCases>
void play_first_case(gamecore::Scanner& in, const typename Game::Limits& limits, gamecore::Output& screen,
                     const PlaySeats& seats) {
    const bool played = play_from_first_case<Game, Read>(in, limits, screen, [&](Game& game, auto start) {
        PositionOf<Game, decltype(start)> position(game, std::move(start));
        play_game(position, seats, screen);
    });
    if (!played) screen.line("The input holds no case to play.");
}

// The command line's --play from the problem's Moves, where it has what --play needs (HasPlay); the limits are
// those --strict chooses, as for --moves. Where the problem takes --position, that one position is played.
template <class Game>
void add_play(Program& program, const typename Game::Limits& suite, const typename Game::Limits& judge) {
    static_assert(!(HasPlay<Game>::value && Game::no_play != nullptr), "a game with --play gives no reason for none");
    if constexpr (!HasPlay<Game>::value) {
        if (Game::no_play != nullptr) program.no_play = Game::no_play;
    } else {
        program.play = [=](gamecore::Scanner& in, gamecore::Output& screen, std::FILE* person, bool person_first,
                           int random_percent, unsigned long long engine_seed) {
            PlaySeats seats;
            seats.person = [person](std::string& line) { return read_person_line(person, line); };
            seats.echo = !isatty(fileno(person));
            seats.person_first = person_first;
            seats.random_percent = random_percent;
            seats.engine_seed = engine_seed;
            play_first_case<Game, CommandLineReader<Game>>(in, in.strict() ? judge : suite, screen, seats);
        };
    }
}

}  // namespace gamesuite

#endif
