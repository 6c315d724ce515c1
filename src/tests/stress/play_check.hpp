// --play's scripted games for a problem that has it (cli/play.hpp), in its in-process stress: a person who plays the
// reference's winning moves (or holds out) against the engine on the generator's first cases. O(games x moves x one
// reference answer). Its own checks: every engine reply legal, one of the reference's winning moves when the engine
// can win, and the winner the one the reference names. The games are played once for all problems
// (stress_support.cpp) through RuledPosition; a problem's unit compiles only RuledPositionOf and check_play.
#ifndef GAMESUITE_TESTS_STRESS_PLAY_CHECK_HPP
#define GAMESUITE_TESTS_STRESS_PLAY_CHECK_HPP

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <tuple>
#include <vector>

#include "cli/play.hpp"

namespace stress_testing {

// A position in play as the checks see it: what --play asks of it, and what the rules say (the reference's winning
// moves), and a copy of it, so that a check can try a move without playing it.
class RuledPosition : public gamesuite::PlayedPosition {
public:
    using PlayedPosition::PlayedPosition;
    virtual gamesuite::MoveList moves_by_rules() = 0;
    virtual std::unique_ptr<RuledPosition> copy() const = 0;
};

// A problem's position in play as a RuledPosition.
template <class Game, class Position>
class RuledPositionOf final : public gamesuite::PositionOf<Game, Position, RuledPosition> {
public:
    using gamesuite::PositionOf<Game, Position, RuledPosition>::PositionOf;
    gamesuite::MoveList moves_by_rules() override {
        return std::apply([&](const auto&... parts) { return this->game_->moves_by_rules(parts...); },
                          this->position_);
    }
    std::unique_ptr<RuledPosition> copy() const override { return std::make_unique<RuledPositionOf>(*this); }
};

// A game's start played four ways (stress_support.cpp): the person first and second, each playing the reference's
// winning moves and holding out; every engine reply checked by the rules, every position's --moves against the
// reference, and the winner the one the reference names. `seed` names the input in the messages.
void play_four_ways(const RuledPosition& start, int seed);

// The first case of the generator's inputs of the first `seeds` seeds, played four ways each.
template <class Game, class Limits>
void check_play(const std::function<std::string(std::uint64_t)>& generate, const Limits& limits, int seeds) {
    for (int seed = 1; seed <= seeds; ++seed) {
        const std::string input = generate(static_cast<std::uint64_t>(seed));
        gamecore::Scanner in(input.data(), input.size());
        std::string discarded;
        gamecore::Output out(discarded);
        gamesuite::play_from_first_case<Game>(in, limits, out, [seed](Game& game, auto start) {
            play_four_ways(RuledPositionOf<Game, decltype(start)>(game, std::move(start)), seed);
        });
    }
}

}  // namespace stress_testing

#endif
