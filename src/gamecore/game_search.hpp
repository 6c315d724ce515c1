// Memoised Grundy values (GameSearch) or win/loss alone (WinSearch) of an acyclic game given only by its moves.
// O(positions x moves x log positions), recursion depth = longest play. Tested in src/tests/game_search_test.cpp against Nim.
#ifndef GAMECORE_GAME_SEARCH_HPP
#define GAMECORE_GAME_SEARCH_HPP

#include <cstddef>
#include <map>
#include <vector>

#include "gamecore/mex.hpp"

namespace gamecore {

// Game must provide
//   typedef ... Position;   (ordered by operator<)
//   void moves(const Position& p, std::vector<Position>& out) const;   appends p's options
// and every play must end (no cycles). Normal play: no move means a loss.
template <class Game>
class GameSearch {
public:
    typedef typename Game::Position Position;

    explicit GameSearch(const Game& game) : game_(game) {}

    // Does the player to move at p win?
    bool wins(const Position& p) { return grundy(p) != 0; }

    // Sprague-Grundy value of p (0 exactly when the player to move loses).
    unsigned grundy(const Position& p) {
        typename std::map<Position, unsigned>::const_iterator known = memo_.find(p);
        if (known != memo_.end()) return known->second;
        std::vector<Position> options;
        game_.moves(p, options);
        std::vector<unsigned> values(options.size());
        for (std::size_t i = 0; i < options.size(); ++i) values[i] = grundy(options[i]);
        const unsigned value = static_cast<unsigned>(mex(values.begin(), values.end()));
        memo_[p] = value;
        return value;
    }

    std::size_t positions_seen() const { return memo_.size(); }

private:
    Game game_;
    std::map<Position, unsigned> memo_;
};

// Only who wins, for a partizan game (a Grundy value means nothing there) or where the value is not needed: the
// same rules, and a position's search ends at its first option lost for the opponent. Same memo, same contract.
template <class Game>
class WinSearch {
public:
    typedef typename Game::Position Position;

    explicit WinSearch(const Game& game) : game_(game) {}

    // Does the player to move at p win?
    bool wins(const Position& p) {
        typename std::map<Position, bool>::const_iterator known = memo_.find(p);
        if (known != memo_.end()) return known->second;
        std::vector<Position> options;
        game_.moves(p, options);
        bool won = false;
        for (std::size_t i = 0; i < options.size() && !won; ++i) won = !wins(options[i]);
        memo_[p] = won;
        return won;
    }

    std::size_t positions_seen() const { return memo_.size(); }

private:
    Game game_;
    std::map<Position, bool> memo_;
};

}  // namespace gamecore

#endif
