// Codeforces 1147F (Zigzag Game), declared once: names, limits, help, the board and the rules of a move, and the
// interactive protocol every player of it speaks. O(n^2) to read a board, O(1) per move checked. Tested through
// tests.cpp (games against the interactor's referee, interactor.hpp), the testdata through scripts/judge and the
// bad-input table (CLI, judge98).
#ifndef ZIGZAG_GAME_PROBLEM_HPP
#define ZIGZAG_GAME_PROBLEM_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace zigzag_game {

const char* const id = "zigzag-game";
const char* const title = "Codeforces 1147F (Zigzag Game)";
const char* const judge = "Codeforces";
const char* const twins = "";

// The statement gives t <= 50 and n <= 50 with weights a permutation of 1..n^2. The suite reads boards to n = 500
// (the stable matching is O(n^2), the judge's side O(n) a move beyond its search).
#define ZIGZAG_GAME_LIMITS(LIMIT)                   \
    LIMIT(tests, "tests t", 1, 50, 1, 50)           \
    LIMIT(side, "nodes a side n", 1, 50, 1, 500)
GAMECORE_DECLARE_LIMITS(ZIGZAG_GAME_LIMITS)

inline std::string description() {
    return "Codeforces 1147F (Zigzag Game), interactive: a complete bipartite graph, nodes\n"
           "1..n and n+1..2n, the edge (i, j+n) weighing a_ij, all distinct. Alice picks\n"
           "increasing or decreasing (Bob gets the other) and a start node; Bob moves first,\n"
           "then they alternate, each to an unvisited neighbour along an edge heavier\n"
           "(increasing) or lighter (decreasing) than the last one. Who cannot move loses.\n"
           "It plays the judge's protocol on stdin/stdout for t boards: reads n and the\n"
           "matrix, answers B (it plays Bob along a stable matching), reads Alice's `I s` or\n"
           "`D s`, then writes its moves and reads the judge's until -1 (the judge cannot\n"
           "move: won, next board) or -2 (the judge refused the last move); it flushes every\n"
           "line. scripts/judge and scripts/stress run it against build/" +
           std::string(id) + "-interactor.";
}

// The weights, a[i][j] for the edge (i + 1, j + 1 + n) with 0-based i, j; nodes are numbered 1..2n as the judge does.
class Board {
public:
    Board() : n_(0) {}
    explicit Board(int n) : n_(n), a_(static_cast<std::size_t>(n) * static_cast<std::size_t>(n), 0) {}

    int n() const { return n_; }
    int& at(int i, int j) { return a_[static_cast<std::size_t>(i) * static_cast<std::size_t>(n_) + static_cast<std::size_t>(j)]; }
    int at(int i, int j) const {
        return a_[static_cast<std::size_t>(i) * static_cast<std::size_t>(n_) + static_cast<std::size_t>(j)];
    }
    bool left(int node) const { return node <= n_; }
    bool valid(int node) const { return node >= 1 && node <= 2 * n_; }
    // The weight of the edge between nodes u and v on opposite sides.
    int weight(int u, int v) const { return left(u) ? at(u - 1, v - n_ - 1) : at(v - 1, u - n_ - 1); }

private:
    int n_;
    std::vector<int> a_;
};

// Alice's choice: `increasing` is I (her moves go up, Bob's down), start the node she puts the token on.
struct Opening {
    bool increasing;
    int start;
};

inline Opening make_opening(bool increasing, int start) {
    Opening opening;
    opening.increasing = increasing;
    opening.start = start;
    return opening;
}

// One game's position: the token, the last weight (0 before Bob's first move), the visited nodes, whose turn. Each
// side keeps its own: the protocol never trusts a player's bookkeeping.
class Game {
public:
    Game(const Board& board, Opening opening)
        : board_(&board), opening_(opening), current_(opening.start), previous_(0), last_(0), plies_(0),
          visited_(static_cast<std::size_t>(2 * board.n()) + 1, 0) {
        visited_[static_cast<std::size_t>(opening.start)] = 1;
    }

    const Board& board() const { return *board_; }
    Opening opening() const { return opening_; }
    int current() const { return current_; }
    int previous() const { return previous_; }  // the node before the token's, 0 before Bob's first move
    int last_weight() const { return last_; }
    int plies() const { return plies_; }
    bool alice_to_move() const { return plies_ % 2 == 1; }  // Bob makes ply 0
    bool visited(int node) const { return visited_[static_cast<std::size_t>(node)] != 0; }
    // Does the player to move go up? Alice goes up iff she chose I.
    bool mover_increasing() const { return alice_to_move() == opening_.increasing; }

    bool legal(int node) const {
        if (!board_->valid(node) || board_->left(node) == board_->left(current_) || visited(node)) return false;
        if (plies_ == 0) return true;  // Bob's first move: no edge before it
        const int w = board_->weight(current_, node);
        return mover_increasing() ? w > last_ : w < last_;
    }

    // The legal moves, in increasing node order.
    void moves(std::vector<int>& out) const {
        out.clear();
        const int first = board_->left(current_) ? board_->n() + 1 : 1;
        for (int node = first; node < first + board_->n(); ++node)
            if (legal(node)) out.push_back(node);
    }

    bool can_move() const {
        std::vector<int> all;
        moves(all);
        return !all.empty();
    }

    void play(int node) {
        last_ = board_->weight(current_, node);
        previous_ = current_;
        current_ = node;
        visited_[static_cast<std::size_t>(node)] = 1;
        ++plies_;
    }

private:
    const Board* board_;
    Opening opening_;
    int current_, previous_, last_, plies_;
    std::vector<char> visited_;
};

// Reads n and the n x n matrix: the limits' bounds, each weight in 1..n^2 and no weight twice.
inline Board read_board(gamecore::Scanner& in, const Limits& limits) {
    const int n = static_cast<int>(in.read_int(limits.min_side, limits.max_side, "nodes a side n"));
    in.read_eoln();
    Board board(n);
    std::vector<char> seen(static_cast<std::size_t>(n) * static_cast<std::size_t>(n) + 1, 0);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
            if (j > 0) in.read_space();
            const int w = static_cast<int>(in.read_int(1, static_cast<long long>(n) * n, "weight a_ij"));
            if (seen[static_cast<std::size_t>(w)]) in.fail_last_token("a weight not seen before (all are distinct)");
            seen[static_cast<std::size_t>(w)] = 1;
            board.at(i, j) = w;
            if (j == n - 1) in.read_eoln();
        }
    return board;
}

// One line of the player's: an optional role letter, then a node (or -1), flushed (the judge answers only what it
// has received).
inline void write_node(gamecore::Output& out, const char* role, int node) {
    if (role) out.write(role, 2);
    out.write_int(node);
    out.write("\n", 1);
    out.flush();
}

// Reads the judge's move in `game`: a legal node (played, returned), or -1 / -2, which end the game (returned).
// Anything else is bad input, reported at its token.
inline int read_reply(gamecore::Scanner& in, Game& game) {
    const int node = static_cast<int>(in.read_int(-2, 2 * game.board().n(), "the judge's node"));
    if (node == 0) in.fail_last_token("the judge's node (1..2n, -1 or -2)");
    if (node > 0) {
        if (!game.legal(node)) in.fail_last_token("a legal move of the judge");
        game.play(node);
    }
    in.read_eoln();
    return node;
}

// The whole protocol for any player: Player(board), bool plays_alice(), Opening opening() (as Alice),
// void alice_chose(Opening) (as Bob), int next_move() (the player's own move, a node, or -1 for none) and
// void opponent_moved(int). Returns false when the program must stop: after -2 from the judge, and after its own -1
// (a loss), reading nothing more.
template <class Player>
bool play_game(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    const Board board = read_board(in, limits);
    Player player(board);
    Opening opening = make_opening(true, 1);
    bool my_turn = false;
    if (player.plays_alice()) {
        out.line("A");
        opening = player.opening();
        write_node(out, opening.increasing ? "I " : "D ", opening.start);
    } else {
        out.line("B");
        out.flush();
        const char role = in.read_letter("ID", "Alice's role I or D");
        in.read_space();
        const int start = static_cast<int>(in.read_int(1, 2 * board.n(), "Alice's start node"));
        in.read_eoln();
        opening = make_opening(role == 'I', start);
        player.alice_chose(opening);
        my_turn = true;
    }
    Game game(board, opening);
    for (;; my_turn = !my_turn) {
        if (my_turn) {
            const int node = player.next_move();
            write_node(out, 0, node);
            if (node < 0) return false;
            if (game.legal(node)) game.play(node);  // else the judge refuses it with -2
        } else {
            const int reply = read_reply(in, game);
            if (reply == -1) return true;
            if (reply == -2) return false;
            player.opponent_moved(reply);
        }
    }
}

// t games in a row: the next begins after the judge's -1.
template <class Player>
void play_games(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    const int t = static_cast<int>(in.read_int(limits.min_tests, limits.max_tests, "tests t"));
    in.read_eoln();
    for (int test = 0; test < t; ++test)
        if (!play_game<Player>(in, limits, out)) return;
}

}  // namespace zigzag_game

namespace this_problem = zigzag_game;

#endif
