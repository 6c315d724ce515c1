// zigzag-game-wrong-greedy: a deliberately WRONG player, kept so that the tests prove they catch it. It plays Bob
// and always takes the legal edge that binds Alice hardest by its weight alone (the heaviest when she must go up
// next, the lightest when down), never looking further. tests.cpp and the ctest <id>-processes (its program on the
// testdata) fail unless it loses some game.
#include <cstddef>
#include <vector>

#include "problem.hpp"
#include "wrong_player.hpp"

namespace {

class Greedy {
public:
    explicit Greedy(const zigzag_game::Board& board) : game_(board, zigzag_game::make_opening(true, 1)) {}
    bool plays_alice() const { return false; }
    zigzag_game::Opening opening() const { return zigzag_game::make_opening(true, 1); }
    void alice_chose(zigzag_game::Opening opening) { game_ = zigzag_game::Game(game_.board(), opening); }
    int next_move() {
        std::vector<int> moves;
        game_.moves(moves);
        if (moves.empty()) return -1;
        const bool heaviest = game_.opening().increasing;  // the bug: the best weight, not a move that wins
        int best = moves[0];
        for (std::size_t i = 1; i < moves.size(); ++i) {
            const int w = game_.board().weight(game_.current(), moves[i]),
                      b = game_.board().weight(game_.current(), best);
            if (heaviest ? w > b : w < b) best = moves[i];
        }
        game_.play(best);
        return best;
    }
    void opponent_moved(int node) { game_.play(node); }

private:
    zigzag_game::Game game_;
};

}  // namespace

ZIGZAG_GAME_WRONG_PLAYER("takes the edge of the best weight, ignoring what follows", Greedy)
