// Codeforces 1147F reference: the game played by its rules. Memoised search over (visited nodes, previous node,
// token) with the remoteness of each outcome, no matching assumed; a player that picks its side and every move by
// it. 2^(2n) (2n)^2 states, so n <= 6. Used by tests.cpp (the proof of the stable matching), the interactor (the
// judge plays perfectly where this reaches) and zigzag-game-reference (an interactive player like the solver).
#ifndef ZIGZAG_GAME_REFERENCE_HPP
#define ZIGZAG_GAME_REFERENCE_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "problem.hpp"

namespace zigzag_game {

// n <= 6: 4096 * 12 * 13 states, a byte each, for each role Alice may choose.
inline Limits reference_limits() {
    Limits limits = suite_limits();
    limits.max_side = 6;
    return limits;
}

inline std::string reference_description() {
    return "Codeforces 1147F reference: plays the game by its rules (memoised search over\n"
           "the visited nodes, the previous node and the token), the same protocol as\n"
           "zigzag-game, n <= 6; it plays Alice wherever some choice of hers wins.";
}

// The outcome for the player to move: wins or loses, and in how many plies with best play (the winner hurrying, the
// loser holding out).
struct Outcome {
    bool wins;
    int plies;
};

// The search for one board and one role of Alice's. Nodes are 1..2n as in the protocol.
class Search {
public:
    Search(const Board& board, bool alice_increasing)
        : board_(board), increasing_(alice_increasing), nodes_(2 * board.n()),
          memo_((static_cast<std::size_t>(1) << (2 * board.n())) * static_cast<std::size_t>(2 * board.n()) *
                    static_cast<std::size_t>(2 * board.n() + 1),
                0) {}

    Outcome outcome(const Game& game) {
        unsigned mask = 0;
        for (int node = 1; node <= nodes_; ++node)
            if (game.visited(node)) mask |= 1u << (node - 1);
        return decode(value(mask, game.previous(), game.current()));
    }

    // The outcome for the opponent after the player to move goes to `node` (legal in `game`).
    Outcome after(const Game& game, int node) {
        Game next = game;
        next.play(node);
        return outcome(next);
    }

private:
    static Outcome decode(unsigned char code) {
        Outcome result;
        result.wins = (code - 1) % 2 == 1;
        result.plies = (code - 1) / 2;
        return result;
    }

    // 1 + 2 plies + wins; 0 is not yet known. previous == 0 before Bob's first move.
    unsigned char value(unsigned mask, int previous, int current) {
        const std::size_t key =
            (static_cast<std::size_t>(mask) * static_cast<std::size_t>(nodes_) + static_cast<std::size_t>(current - 1)) *
                static_cast<std::size_t>(nodes_ + 1) +
            static_cast<std::size_t>(previous);
        if (memo_[key] != 0) return memo_[key];
        int visited = 0;
        for (unsigned rest = mask; rest != 0; rest &= rest - 1) ++visited;
        const bool alice = visited % 2 == 0;  // the start, then Bob's move: Alice moves when the count is even
        const bool up = alice == increasing_;
        const int last = previous == 0 ? 0 : board_.weight(previous, current);
        const int n = board_.n(), first = board_.left(current) ? n + 1 : 1;
        bool wins = false;
        int best_win = 0, longest_loss = 0;
        for (int node = first; node < first + n; ++node) {
            if (mask & (1u << (node - 1))) continue;
            const int w = board_.weight(current, node);
            if (previous != 0 && (up ? w <= last : w >= last)) continue;
            const Outcome next = decode(value(mask | (1u << (node - 1)), current, node));
            if (!next.wins) {
                if (!wins || next.plies + 1 < best_win) best_win = next.plies + 1;
                wins = true;
            } else if (next.plies + 1 > longest_loss) {
                longest_loss = next.plies + 1;
            }
        }
        const int plies = wins ? best_win : longest_loss;
        memo_[key] = static_cast<unsigned char>(1 + 2 * plies + (wins ? 1 : 0));
        return memo_[key];
    }

    const Board& board_;
    bool increasing_;
    int nodes_;
    std::vector<unsigned char> memo_;
};

// The player by search: Alice with the first choice (I before D, nodes in order) where Bob loses, if there is one,
// else Bob; then a winning move that wins soonest, or in a lost position the one that holds out longest.
class ReferencePlayer {
public:
    explicit ReferencePlayer(const Board& board)
        : board_(board), up_(board, true), down_(board, false), game_(board, make_opening(true, 1)),
          alice_(false), choice_(make_opening(true, 1)) {
        for (int role = 0; role < 2 && !alice_; ++role)
            for (int start = 1; start <= 2 * board.n() && !alice_; ++start) {
                const Opening opening = make_opening(role == 0, start);
                if (!search(opening.increasing).outcome(Game(board, opening)).wins) {
                    alice_ = true;
                    choice_ = opening;
                }
            }
        game_ = Game(board, choice_);
    }

    bool plays_alice() const { return alice_; }
    Opening opening() const { return choice_; }
    void alice_chose(Opening opening) { game_ = Game(board_, opening); }

    int next_move() {
        const int node = best_move(search(game_.opening().increasing), game_);
        if (node > 0) game_.play(node);
        return node;
    }

    void opponent_moved(int node) { game_.play(node); }

    // The move the search prefers in `game`, or -1 with none.
    static int best_move(Search& search, const Game& game) {
        std::vector<int> moves;
        game.moves(moves);
        int best = -1;
        Outcome best_outcome = {true, 0};
        for (std::size_t i = 0; i < moves.size(); ++i) {
            const Outcome next = search.after(game, moves[i]);
            const bool better = best < 0 ||
                                (!next.wins && (best_outcome.wins || next.plies < best_outcome.plies)) ||
                                (next.wins && best_outcome.wins && next.plies > best_outcome.plies);
            if (better) {
                best = moves[i];
                best_outcome = next;
            }
        }
        return best;
    }

private:
    Search& search(bool increasing) { return increasing ? up_ : down_; }

    const Board& board_;
    Search up_, down_;
    Game game_;
    bool alice_;
    Opening choice_;
};

inline void solve_by_reference(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    play_games<ReferencePlayer>(in, limits, out);
}

}  // namespace zigzag_game

#endif
