// The deliberately wrong players of AtCoder ABC278 G (problems/<id>/wrong-*.cpp): each is a player of the protocol
// that tests.cpp plays in-process against the referee (it must lose some game), and, built alone as
// generalized-subtraction-wrong-<what> (GAMESUITE_WRONG_PROGRAM), a program that scripts/judge must fail on some
// testdata case. O(1) per registration. Test scaffolding (C++17), never in a submission.
#ifndef GENERALIZED_SUBTRACTION_WRONG_PLAYER_HPP
#define GENERALIZED_SUBTRACTION_WRONG_PLAYER_HPP

#include <functional>
#include <string>
#include <vector>

#include "gamecore/judge_main.hpp"
#include "interactor.hpp"
#include "problem.hpp"

namespace generalized_subtraction {

struct WrongPlayer {
    std::string name;  // the file's name without .cpp: wrong-<what>
    std::string bug;   // what is wrong, in a few words
    std::function<Game(const Test&)> duel;
};

inline std::vector<WrongPlayer>& wrong_players() {
    static std::vector<WrongPlayer> players;
    return players;
}

struct WrongPlayerRegistration {
    WrongPlayerRegistration(const char* name, const char* bug, Game (*play)(const Test&)) {
        WrongPlayer player;
        player.name = name;
        player.bug = bug;
        player.duel = play;
        wrong_players().push_back(player);
    }
};

}  // namespace generalized_subtraction

// The build names each wrong-<what>.cpp (CMake: GAMESUITE_VARIANT="wrong-<what>").
#ifndef GAMESUITE_VARIANT
#define GAMESUITE_VARIANT "wrong-variant"
#endif

// The last line of every wrong-<what>.cpp: the player class `Player`, described by `bug`.
#ifdef GAMESUITE_WRONG_PROGRAM
#define GENERALIZED_SUBTRACTION_WRONG_PLAYER(bug, Player)                                                   \
    int main() {                                                                                         \
        return gamecore::run_judge(GAMESUITE_VARIANT, generalized_subtraction::play_game<Player>,        \
                                   generalized_subtraction::suite_limits());                             \
    }
#else
#define GENERALIZED_SUBTRACTION_WRONG_PLAYER(bug, Player)                                                   \
    static const generalized_subtraction::WrongPlayerRegistration wrong_player_registration(             \
        GAMESUITE_VARIANT, bug, generalized_subtraction::duel<Player>);
#endif

#endif
