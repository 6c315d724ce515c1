// --play's game loop, compiled once (the gamesuite_moves library) for every problem's executable and the tests'
// scripted games, which see a game only through PlayedPosition (play.hpp). O(the engine's --moves per move). Tested by
// every problem's stress (scripted games) and the play-terminal ctest.
#include "cli/play.hpp"

#include <cstdio>
#include <memory>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

namespace gamesuite {

bool read_person_line(std::FILE* person, std::string& line) {
    line.clear();
    int c;
    while ((c = std::fgetc(person)) != EOF && c != '\n') line += static_cast<char>(c);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    while (!line.empty() && (line.back() == ' ' || line.back() == '\t')) line.pop_back();
    std::size_t start = 0;
    while (start < line.size() && (line[start] == ' ' || line[start] == '\t')) ++start;
    line.erase(0, start);
    return c != EOF || !line.empty();
}

std::string without_case_header(std::string explanation) {
    const std::string prefix = "case 1: ";
    if (explanation.compare(0, prefix.size(), prefix) == 0) explanation.erase(0, prefix.size());
    while (!explanation.empty() && explanation.back() == '\n') explanation.pop_back();
    return explanation;
}

namespace {

// Where a move leads, for the player who makes it: the outcome of the position after it, seen from the other side.
const char* move_result(PlayedPosition& position, const std::string& move) {
    const std::unique_ptr<PlayedPosition> after = position.snapshot();
    if (!after->play(move).empty()) return nullptr;
    switch (after->moves().outcome) {
        case Outcome::win: return "loses";
        case Outcome::lose: return "wins";
        default: return "draws";
    }
}

// 'analyze': every legal move and where it leads ("1:0 wins, 2:1 loses, ..."), the winning ones first.
std::string analysis(PlayedPosition& position) {
    if (!position.lists_legal_moves()) return "This game does not list its legal moves; 'moves' lists the winning ones.";
    const std::vector<std::string> legal = position.legal_moves();
    std::vector<const char*> results;  // move_result of each legal move, each found once
    for (const std::string& move : legal) results.push_back(move_result(position, move));
    std::string text;
    for (const char* wanted : {"wins", "draws", "loses"})
        for (std::size_t i = 0; i < legal.size(); ++i)
            if (results[i] != nullptr && std::string(results[i]) == wanted)
                text += (text.empty() ? "" : ", ") + legal[i] + " " + results[i];
    if (legal.size() >= most_listed_legal_moves) text += ", ... (the first " + std::to_string(legal.size()) + " moves)";
    return text.empty() ? "No legal move." : text;
}

}  // namespace

void play_game(PlayedPosition& position, const PlaySeats& seats, gamecore::Output& screen) {
    const std::string opening = position.explanation();
    screen.line(seats.person_first ? "You are the first player, the engine the second."
                                   : "The engine is the first player, you the second.");
    screen.line(std::string("Moves: ") + position.notation + ".");
    screen.line("Type a move, 'hint' (who wins from here and a winning move), 'moves' (every winning move), "
                "'analyze' (every legal move and where it leads), 'undo' (take back your last move and the reply) or "
                "'quit'.");
    const bool fallible = seats.random_percent > 0 && position.lists_legal_moves();
    if (seats.random_percent > 0 && !fallible)
        screen.line("This game does not list its legal moves, so the engine plays perfectly.");
    else if (fallible)
        screen.line(seats.random_percent == 100 ? "The engine plays a random legal move."
                                                : "The engine plays a random legal move " +
                                                      std::to_string(seats.random_percent) +
                                                      "% of the time, else perfectly.");
    std::mt19937_64 random(seats.engine_seed);
    // The position before each of the person's moves, for 'undo'.
    std::vector<std::unique_ptr<PlayedPosition>> before_person;
    screen.line(position.board());
    if (position.moves().outcome == Outcome::draw) {
        screen.line("Nobody can win from here, whoever plays: " + opening);
        return;
    }
    bool person_to_move = seats.person_first;
    for (;;) {
        if (position.any_move().empty()) {
            const bool mover_wins = position.won_without_moving != nullptr;
            const bool person_wins = person_to_move == mover_wins;
            std::string why = person_to_move ? "You have no move left" : "The engine has no move left";
            why += mover_wins ? std::string(", and in this game that wins (") + position.won_without_moving + ")"
                              : ", and the player who cannot move loses";
            screen.line(why + ": " + (person_wins ? "you win." : "the engine wins."));
            screen.line("From the start, with perfect play: " + opening);
            return;
        }
        if (!person_to_move) {
            std::string move;
            if (fallible && static_cast<int>(random() % 100) < seats.random_percent) {
                const std::vector<std::string> legal = position.legal_moves();
                if (!legal.empty()) move = legal[random() % legal.size()];
            }
            if (move.empty()) {
                const MoveList winning = position.moves();
                move = !winning.moves.empty() ? winning.moves.front() : position.any_move();
            }
            const std::string refusal = position.play(move);
            if (!refusal.empty())
                throw std::logic_error("the engine's own move " + move + " is illegal: " + refusal);
            screen.line("engine: " + move);
            screen.line(position.board());
            person_to_move = true;
            continue;
        }
        screen.write("your move> ");
        screen.flush();
        std::string line;
        const bool more = seats.person(line);
        if (seats.echo) screen.line(line);
        if (!more) {
            screen.line("No more moves from you: the game stops here, unfinished.");
            return;
        }
        if (line.empty()) continue;
        if (line == "quit") {
            screen.line("You left the game.");
            return;
        }
        if (line == "hint") {
            std::string hint = position.explanation();
            const std::string first = "the first player";
            if (hint.compare(0, first.size(), first) == 0) hint.replace(0, first.size(), "the player to move");
            screen.line(hint);
            continue;
        }
        if (line == "analyze") {
            screen.line(analysis(position));
            continue;
        }
        if (line == "undo") {
            if (before_person.empty()) {
                screen.line("Nothing to undo: you have not moved yet.");
                continue;
            }
            position.restore(*before_person.back());
            before_person.pop_back();
            screen.line("Your last move and the engine's reply are taken back.");
            screen.line(position.board());
            continue;
        }
        if (line == "moves") {
            std::string text;
            gamecore::Output out(text);
            CaseLines lines(out);
            lines.write(position.moves());
            out.flush();
            screen.write(text);
            continue;
        }
        std::unique_ptr<PlayedPosition> before = position.snapshot();
        const std::string refusal = position.play(line);
        if (!refusal.empty()) {
            screen.line("not a legal move: " + refusal + "; again");
            continue;
        }
        before_person.push_back(std::move(before));
        screen.line(position.board());
        person_to_move = false;
    }
}

}  // namespace gamesuite
