// Codeforces 1147F (Zigzag Game): the judge solution, a player of the protocol (problem.hpp) that always plays Bob
// along a stable matching. O(n^2 log n) once a game (Gale-Shapley on sorted preferences), O(1) a move. Tested in
// tests.cpp: the proof (every 3 x 3 board up to relabelling, every Alice choice and every Alice reply, against the
// reference's search), random 4 x 4 and larger boards against every judge strategy, the testdata through
// scripts/judge (CLI, judge98 bundle).
#ifndef ZIGZAG_GAME_SOLVER_HPP
#define ZIGZAG_GAME_SOLVER_HPP

#include <algorithm>
#include <cstddef>
#include <utility>
#include <vector>

#include "problem.hpp"

namespace zigzag_game {

// The matching Bob answers along, given Alice's choice. Call S the start's side and X the other. Bob first moves
// s -> m(s); from then on Alice always moves from an X node r (reached along r's matching edge, so the last weight is
// a(m(r), r)) to an S node v, and Bob answers v -> m(v), unvisited because visited nodes come in matched pairs.
// Alice increasing: she needs a(v, r) > a(m(r), r), and Bob (decreasing) then needs a(v, m(v)) < a(v, r). That
// fails only if r prefers v to its partner when X nodes prefer heavier edges, and v prefers r to its partner when
// S nodes prefer lighter ones: a blocking pair. So a stable matching for those preferences (reversed both ways when
// Alice decreases) wins every game; Gale-Shapley finds one, S proposing. Distinct weights make every preference strict.
inline std::vector<int> stable_matching(const Board& board, Opening opening) {
    const int n = board.n();
    const bool s_left = board.left(opening.start);
    const int s_first = s_left ? 1 : n + 1, x_first = s_left ? n + 1 : 1;
    const bool s_prefers_lighter = opening.increasing;
    // prefs[i]: S node s_first + i's X nodes (as offsets), most preferred first.
    std::vector<std::vector<int> > prefs(static_cast<std::size_t>(n));
    std::vector<std::pair<int, int> > order(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j < n; ++j) {
            const int w = board.weight(s_first + i, x_first + j);
            order[static_cast<std::size_t>(j)] = std::make_pair(s_prefers_lighter ? w : -w, j);
        }
        std::sort(order.begin(), order.end());
        std::vector<int>& list = prefs[static_cast<std::size_t>(i)];
        for (int j = 0; j < n; ++j) list.push_back(order[static_cast<std::size_t>(j)].second);
    }
    std::vector<int> next(static_cast<std::size_t>(n), 0), holder(static_cast<std::size_t>(n), -1);
    std::vector<int> free_nodes;
    for (int i = n - 1; i >= 0; --i) free_nodes.push_back(i);
    while (!free_nodes.empty()) {
        const int i = free_nodes.back();
        free_nodes.pop_back();
        // Each S node proposes to each X node at most once: n^2 proposals in all, and a proposer always has one
        // left (the standard argument: an X node once proposed to stays held).
        const int j = prefs[static_cast<std::size_t>(i)][static_cast<std::size_t>(next[static_cast<std::size_t>(i)]++)];
        const int held = holder[static_cast<std::size_t>(j)];
        if (held < 0) {
            holder[static_cast<std::size_t>(j)] = i;
            continue;
        }
        const int w_new = board.weight(s_first + i, x_first + j), w_held = board.weight(s_first + held, x_first + j);
        const bool takes_new = s_prefers_lighter ? w_new > w_held : w_new < w_held;  // X prefers the other way
        if (takes_new) {
            holder[static_cast<std::size_t>(j)] = i;
            free_nodes.push_back(held);
        } else {
            free_nodes.push_back(i);
        }
    }
    // partner[node], for nodes 1..2n.
    std::vector<int> partner(static_cast<std::size_t>(2 * n) + 1, 0);
    for (int j = 0; j < n; ++j) {
        const int s = s_first + holder[static_cast<std::size_t>(j)], x = x_first + j;
        partner[static_cast<std::size_t>(s)] = x;
        partner[static_cast<std::size_t>(x)] = s;
    }
    return partner;
}

// The strategy: always Bob, always along the matching. It keeps the game itself and moves only where the move is
// legal: a judge that misbehaved gets a legal move (the first), not an assumption; -1 with none.
class Player {
public:
    explicit Player(const Board& board) : board_(board), game_(board, make_opening(true, 1)) {}

    bool plays_alice() const { return false; }
    Opening opening() const { return make_opening(true, 1); }  // never asked: Bob always wins

    void alice_chose(Opening opening) {
        game_ = Game(board_, opening);
        partner_ = stable_matching(board_, opening);
    }

    int next_move() {
        int node = partner_[static_cast<std::size_t>(game_.current())];
        if (!game_.legal(node)) {
            game_.moves(moves_);
            node = moves_.empty() ? -1 : moves_[0];
        }
        if (node > 0) game_.play(node);
        return node;
    }

    void opponent_moved(int node) { game_.play(node); }

private:
    const Board& board_;
    Game game_;
    std::vector<int> partner_, moves_;
};

inline void solve(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    play_games<Player>(in, limits, out);
}

}  // namespace zigzag_game

#endif
