// zigzag-game-wrong-unstable-matching: a deliberately WRONG player, kept so that the tests prove they catch it. It
// plays Bob along a perfect matching from Gale-Shapley in which the proposed-to side keeps the wrong partner (it
// prefers edges the same way as the proposing side): a matching, but not a stable one for the game's preferences, so
// Alice finds a blocking pair and Bob's matching edge goes the wrong way. tests.cpp and the ctest <id>-processes (its
// program on the testdata) fail unless it loses some game.
#include <cstddef>
#include <vector>

#include "problem.hpp"
#include "wrong_player.hpp"

namespace {

class UnstableMatching {
public:
    explicit UnstableMatching(const zigzag_game::Board& board) : game_(board, zigzag_game::make_opening(true, 1)) {}
    bool plays_alice() const { return false; }
    zigzag_game::Opening opening() const { return zigzag_game::make_opening(true, 1); }
    void alice_chose(zigzag_game::Opening opening) {
        game_ = zigzag_game::Game(game_.board(), opening);
        const zigzag_game::Board& board = game_.board();
        const int n = board.n();
        const int s_first = board.left(opening.start) ? 1 : n + 1, x_first = s_first == 1 ? n + 1 : 1;
        const bool lighter = opening.increasing;
        // Each S node proposes in its order of preference (lighter first iff Alice increases), rescanning for the
        // best X node it has not yet proposed to: O(n^3), fine for a wrong player.
        std::vector<std::vector<char> > tried(static_cast<std::size_t>(n), std::vector<char>(static_cast<std::size_t>(n), 0));
        std::vector<int> holder(static_cast<std::size_t>(n), -1), free_nodes;
        for (int i = 0; i < n; ++i) free_nodes.push_back(i);
        while (!free_nodes.empty()) {
            const int i = free_nodes.back();
            free_nodes.pop_back();
            int j = -1;
            for (int k = 0; k < n; ++k) {
                if (tried[static_cast<std::size_t>(i)][static_cast<std::size_t>(k)]) continue;
                const int w = board.weight(s_first + i, x_first + k);
                if (j < 0 || (lighter ? w < board.weight(s_first + i, x_first + j) : w > board.weight(s_first + i, x_first + j)))
                    j = k;
            }
            tried[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] = 1;
            const int held = holder[static_cast<std::size_t>(j)];
            const int w_new = board.weight(s_first + i, x_first + j);
            // The bug: the X node should prefer heavier edges when Alice increases; it prefers lighter ones.
            if (held < 0 || (lighter ? w_new < board.weight(s_first + held, x_first + j)
                                     : w_new > board.weight(s_first + held, x_first + j))) {
                holder[static_cast<std::size_t>(j)] = i;
                if (held >= 0) free_nodes.push_back(held);
            } else {
                free_nodes.push_back(i);
            }
        }
        partner_.assign(static_cast<std::size_t>(2 * n) + 1, 0);
        for (int j = 0; j < n; ++j) {
            partner_[static_cast<std::size_t>(s_first + holder[static_cast<std::size_t>(j)])] = x_first + j;
            partner_[static_cast<std::size_t>(x_first + j)] = s_first + holder[static_cast<std::size_t>(j)];
        }
    }
    int next_move() {
        int node = partner_[static_cast<std::size_t>(game_.current())];
        if (!game_.legal(node)) {
            std::vector<int> moves;
            game_.moves(moves);
            node = moves.empty() ? -1 : moves[0];
        }
        if (node > 0) game_.play(node);
        return node;
    }
    void opponent_moved(int node) { game_.play(node); }

private:
    zigzag_game::Game game_;
    std::vector<int> partner_;
};

}  // namespace

ZIGZAG_GAME_WRONG_PLAYER("plays along a matching that is not stable", UnstableMatching)
