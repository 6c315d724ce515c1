// The deliberately wrong players of Codeforces 1147F (problems/<id>/wrong-*.cpp): each is a player of the protocol
// that tests.cpp plays in-process against the referee (it must lose some game), and, built alone as
// zigzag-game-wrong-<what> (GAMESUITE_WRONG_PROGRAM), a program that scripts/judge must fail on some
// testdata case. O(1) per registration. Test scaffolding (C++17), never in a submission.
#ifndef ZIGZAG_GAME_WRONG_PLAYER_HPP
#define ZIGZAG_GAME_WRONG_PLAYER_HPP

#include <functional>
#include <string>
#include <vector>

#include "gamecore/judge_main.hpp"
#include "interactor.hpp"
#include "problem.hpp"

namespace zigzag_game {

struct WrongPlayer {
    std::string name;  // the file's name without .cpp: wrong-<what>
    std::string bug;   // what is wrong, in a few words
    std::function<Duel(const std::vector<Test>&)> duel;
};

inline std::vector<WrongPlayer>& wrong_players() {
    static std::vector<WrongPlayer> players;
    return players;
}

struct WrongPlayerRegistration {
    WrongPlayerRegistration(const char* name, const char* bug, Duel (*play)(const std::vector<Test>&)) {
        WrongPlayer player;
        player.name = name;
        player.bug = bug;
        player.duel = play;
        wrong_players().push_back(player);
    }
};

}  // namespace zigzag_game

// The build names each wrong-<what>.cpp (CMake: GAMESUITE_VARIANT="wrong-<what>").
#ifndef GAMESUITE_VARIANT
#define GAMESUITE_VARIANT "wrong-variant"
#endif

// The last line of every wrong-<what>.cpp: the player class `Player`, described by `bug`.
#ifdef GAMESUITE_WRONG_PROGRAM
#define ZIGZAG_GAME_WRONG_PLAYER(bug, Player)                                                   \
    int main() {                                                                                         \
        return gamecore::run_judge(GAMESUITE_VARIANT, zigzag_game::play_games<Player>,        \
                                   zigzag_game::suite_limits());                             \
    }
#else
#define ZIGZAG_GAME_WRONG_PLAYER(bug, Player)                                                   \
    static const zigzag_game::WrongPlayerRegistration wrong_player_registration(             \
        GAMESUITE_VARIANT, bug, zigzag_game::duel<Player>);
#endif

#endif
