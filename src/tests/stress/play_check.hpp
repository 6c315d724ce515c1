// --play's scripted games for a problem that has it (cli/play.hpp), in its in-process stress: a person who plays the
// reference's winning moves (or holds out) against the engine on the generator's first cases. O(games x moves x one
// reference answer). Its own checks: every engine reply legal, one of the reference's winning moves when the engine
// can win, and the winner the one the reference names.
#ifndef GAMESUITE_TESTS_STRESS_PLAY_CHECK_HPP
#define GAMESUITE_TESTS_STRESS_PLAY_CHECK_HPP

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <string>
#include <tuple>
#include <type_traits>
#include <vector>

#include "cli/play.hpp"

namespace stress_testing {

// The moves written as a set, for lists in different orders.
inline std::vector<std::string> sorted_moves(std::vector<std::string> moves) {
    std::sort(moves.begin(), moves.end());
    return moves;
}

// A move's text with one of its numbers one more or one less: "3:1" gives "4:1", "2:1", "3:2", "3:0".
inline std::vector<std::string> near_misses(const std::string& move) {
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

// A position met in play, before the person moves: the fast list is the reference's (as sets, the whole list, not
// only the move the engine would play); and where play() accepts a near miss of a move, a result the reference finds
// lost must come from one of its winning moves, so an illegal move that play() lets through is caught whenever it
// leaves a lost position.
template <class Game, class Position>
void check_position(Game& game, const Position& position, const gamesuite::MoveList& winning) {
    const gamesuite::MoveList fast =
        std::apply([&](const auto&... parts) { return game.moves(parts...); }, position);
    CHECK(fast.outcome == winning.outcome);
    if (fast.more || winning.more) return;
    CHECK(sorted_moves(fast.moves) == sorted_moves(winning.moves));
    std::vector<std::string> tried = winning.moves;
    tried.push_back(std::apply([&](const auto&... parts) { return game.any_move(parts...); }, position));
    for (const std::string& move : tried)
        for (const std::string& miss : near_misses(move)) {
            Position after = position;
            if (!std::apply([&](auto&... parts) { return game.play(miss, parts...); }, after).empty()) continue;
            // A finished game is lost for the player to move, unless misère play says otherwise (there the
            // reference's search knows the finished positions; elsewhere it need not).
            const bool over = std::apply([&](const auto&... parts) { return game.any_move(parts...); }, after).empty();
            const gamesuite::Outcome then =
                over && Game::won_without_moving == nullptr
                    ? gamesuite::Outcome::lose
                    : std::apply([&](const auto&... parts) { return game.moves_by_rules(parts...); }, after).outcome;
            if (then == gamesuite::Outcome::lose)
                CHECK_MESSAGE(std::find(winning.moves.begin(), winning.moves.end(), miss) != winning.moves.end(),
                              "play() accepts ", miss, " (a near miss of ", move,
                              "), which leaves a lost position, but it is none of the reference's winning moves");
        }
}

// One scripted game from `start`: the person plays the reference's first winning move where it has one and
// `perfect` is set, else the engine's own longest-holding move. Returns the screen.
template <class Game, class Position>
std::string scripted_game(Game& game, const Position& start, bool person_first, bool perfect) {
    Position mine = start;  // the person's copy of the board, moved by what the screen says
    std::string screen_text;
    gamecore::Output screen(screen_text);
    std::size_t seen = 0;
    bool engine_ever_could_win = false;
    int moves_made = 0;
    const auto by_rules = [&] {
        return std::apply([&](const auto&... parts) { return game.moves_by_rules(parts...); }, mine);
    };
    const auto apply = [&](const std::string& move) {
        return std::apply([&](auto&... parts) { return game.play(move, parts...); }, mine);
    };
    // The engine's replies since the person last looked, each checked against the rules on the person's copy.
    const auto follow_engine = [&] {
        screen.flush();
        std::size_t at;
        while ((at = screen_text.find("engine: ", seen)) != std::string::npos) {
            const std::size_t end = screen_text.find('\n', at);
            const std::string move = screen_text.substr(at + 8, end - at - 8);
            seen = end;
            const gamesuite::MoveList winning = by_rules();
            if (winning.outcome == gamesuite::Outcome::win) engine_ever_could_win = true;
            if (winning.outcome == gamesuite::Outcome::win && !winning.more)
                CHECK_MESSAGE(std::find(winning.moves.begin(), winning.moves.end(), move) != winning.moves.end(),
                              "the engine played ", move, ", none of the reference's ", winning.moves.size(),
                              " winning moves");
            REQUIRE_MESSAGE(apply(move).empty(), "the engine's move ", move, " is illegal by the rules");
            ++moves_made;
        }
    };
    gamesuite::PlaySeats seats;
    seats.person_first = person_first;
    seats.person = [&](std::string& line) {
        follow_engine();
        const gamesuite::MoveList winning = by_rules();
        check_position(game, mine, winning);
        line = perfect && winning.outcome == gamesuite::Outcome::win && !winning.moves.empty()
                   ? winning.moves.front()
                   : std::apply([&](const auto&... parts) { return game.any_move(parts...); }, mine);
        REQUIRE_MESSAGE(apply(line).empty(), "the person's move ", line, " is illegal by the rules");
        ++moves_made;
        return true;
    };
    const gamesuite::Outcome at_start = by_rules().outcome;
    const bool first_player_wins = at_start == gamesuite::Outcome::win;
    gamesuite::play_game(game, start, seats, screen);
    if (at_start == gamesuite::Outcome::draw) {  // nothing to play
        screen.flush();
        CHECK(moves_made == 0);
        CHECK(screen_text.find("Nobody can win from here") != std::string::npos);
        return screen_text;
    }
    follow_engine();
    screen.flush();
    // The end as the rules have it: the player then to move has no move, and loses, unless misère play gives them the
    // win (the reference's search says which there; a game of normal play need not search a finished position).
    const bool person_to_move = person_first == (moves_made % 2 == 0);
    const bool mover_wins = Game::won_without_moving != nullptr && by_rules().outcome == gamesuite::Outcome::win;
    const bool person_wins = person_to_move == mover_wins;
    INFO("the game:\n", screen_text);
    CHECK(screen_text.find(person_wins ? "you win." : "the engine wins.") != std::string::npos);
    // A perfect person and the engine: the start decides. An engine that ever faces a won position wins.
    if (perfect) CHECK(person_wins == (person_first == first_player_wins));
    if (engine_ever_could_win) CHECK(!person_wins);
    return screen_text;
}

// The first case of the generator's inputs of the first `seeds` seeds, played four ways each.
template <class Game, class Limits>
void check_play(const std::function<std::string(std::uint64_t)>& generate, const Limits& limits, int seeds) {
    struct Played {};
    for (int seed = 1; seed <= seeds; ++seed) {
        const std::string input = generate(static_cast<std::uint64_t>(seed));
        gamecore::Scanner in(input.data(), input.size());
        std::string discarded;
        gamecore::Output out(discarded);
        try {
            gamesuite::each_case<Game>(in, limits, out, [&](gamesuite::CaseLines&, Game& game, auto&&... position) {
                const auto start = gamesuite::play_start(game, position...);
                for (int way = 0; way < 4; ++way) {
                    const std::string seat = way % 2 == 0 ? "first" : "second";
                    const std::string style = way < 2 ? "perfect" : "holding out";
                    INFO("seed ", seed, ", the person ", seat, ", ", style);
                    scripted_game(game, start, way % 2 == 0, way < 2);
                }
                throw Played();
            });
        } catch (const Played&) {
        }
    }
}

}  // namespace stress_testing

#endif
