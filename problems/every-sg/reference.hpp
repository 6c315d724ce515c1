// HDU 3595 reference: the combined game played by its rules (each turn a move in every unfinished Euclid game),
// memoised search over whole positions with gamecore::GameSearch; no step counts, no Every-SG theorem. Options per
// position are the product of the games' options, so only a few small games. Used by tests.cpp and the reference.
#ifndef EVERY_SG_REFERENCE_HPP
#define EVERY_SG_REFERENCE_HPP

#include <algorithm>
#include <cstddef>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "gamecore/game_search.hpp"
#include "problem.hpp"

namespace every_sg {

// One Euclid game as (smaller pile, larger pile): the rules do not tell the piles apart.
typedef std::pair<long long, long long> Game;

inline Game game_of(long long p, long long q) { return p <= q ? Game(p, q) : Game(q, p); }

// The games a move in `game` can leave: the smaller pile x taken k >= 1 times from the larger.
inline void game_options(const Game& game, std::vector<Game>& out) {
    for (long long rest = game.second - game.first; rest >= 0; rest -= game.first)
        out.push_back(game_of(game.first, rest));
}

// Whole positions, for gamecore::GameSearch: the unfinished games, sorted (their order does not matter). A move
// picks one option in every game at once; who cannot move (all games finished) loses.
struct EveryGameRules {
    typedef std::vector<Game> Position;

    static Position position_of(const std::vector<Game>& games) {
        Position p;
        for (std::size_t i = 0; i < games.size(); ++i)
            if (games[i].first > 0) p.push_back(games[i]);
        std::sort(p.begin(), p.end());
        return p;
    }

    void moves(const Position& p, std::vector<Position>& out) const {
        if (p.empty()) return;
        std::vector<std::vector<Game> > options(p.size());
        for (std::size_t i = 0; i < p.size(); ++i) game_options(p[i], options[i]);
        std::vector<Game> chosen;
        choose(options, chosen, out);
    }

private:
    // Every way to pick one option per game, games[0..chosen.size()) already picked.
    static void choose(const std::vector<std::vector<Game> >& options, std::vector<Game>& chosen,
                       std::vector<Position>& out) {
        if (chosen.size() == options.size()) {
            out.push_back(position_of(chosen));
            return;
        }
        const std::vector<Game>& here = options[chosen.size()];
        for (std::size_t i = 0; i < here.size(); ++i) {
            chosen.push_back(here[i]);
            choose(options, chosen, out);
            chosen.pop_back();
        }
    }
};

// One game's step count by the Every-SG definition, from its moves alone (memoised): 0 when finished; won
// positions 1 + max step of a lost option, lost ones 1 + min step of any option. For tests.cpp.
class StepsByDefinition {
public:
    struct Value {
        bool wins;
        unsigned steps;
    };

    Value value(const Game& game) {
        const std::map<Game, Value>::const_iterator known = memo_.find(game);
        if (known != memo_.end()) return known->second;
        Value result = {false, 0};
        if (game.first > 0) {
            std::vector<Game> options;
            game_options(game, options);
            unsigned longest_lost = 0, shortest = 0;
            bool any_lost = false;
            for (std::size_t i = 0; i < options.size(); ++i) {
                const Value option = value(options[i]);
                if (i == 0 || option.steps < shortest) shortest = option.steps;
                if (!option.wins && (!any_lost || option.steps > longest_lost)) longest_lost = option.steps;
                any_lost = any_lost || !option.wins;
            }
            result.wins = any_lost;
            result.steps = 1 + (any_lost ? longest_lost : shortest);
        }
        memo_[game] = result;
        return result;
    }

private:
    std::map<Game, Value> memo_;
};

// Up to 3 games of piles up to 10: at most 10^3 options a position, a few thousand positions.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_games = 3;
    limits.max_pile = 10;
    return limits;
}

inline std::string reference_description() {
    return "HDU 3595 reference: plays the combined game by its rules (a move in every\n"
           "unfinished game each turn), memoised search. Same input and output as every-sg,\n"
           "for few small games.";
}

// The games of a case, kept for the search.
class WholeGameSearch {
public:
    WholeGameSearch() : search_((EveryGameRules())) {}
    void clear() { games_.clear(); }
    void add_game(long long p, long long q) { games_.push_back(game_of(p, q)); }
    bool first_player_wins() { return search_.wins(EveryGameRules::position_of(games_)); }
    bool wins(const std::vector<Game>& games) { return search_.wins(EveryGameRules::position_of(games)); }

private:
    gamecore::GameSearch<EveryGameRules> search_;
    std::vector<Game> games_;
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    WholeGameSearch position;
    answer_cases(in, limits, out, position);
}

}  // namespace every_sg

#endif
