// AtCoder ABC278 G (Generalized Subtraction Game), declared once: names, limits, help, the card table and the
// interactive protocol every player of it speaks. O(y) per move checked. Tested through tests.cpp (games against the
// interactor's referee, interactor.hpp), the testdata through scripts/judge and the bad-input table (CLI, judge98).
#ifndef GENERALIZED_SUBTRACTION_PROBLEM_HPP
#define GENERALIZED_SUBTRACTION_PROBLEM_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace generalized_subtraction {

const char* const id = "generalized-subtraction";
const char* const title = "AtCoder ABC278 G (Generalized Subtraction Game)";
const char* const judge = "AtCoder";
const char* const twins = "";

// The statement gives 1 <= L <= R <= N <= 2000. The suite keeps the judge's bound: the interactor's general Grundy
// table (interactor.hpp) holds about N^2 / 4 values, and no faster method for L < R is claimed here.
#define GENERALIZED_SUBTRACTION_LIMITS(LIMIT)         \
    LIMIT(cards, "cards N", 1, 2000, 1, 2000)         \
    LIMIT(run, "run lengths L <= R <= N", 1, 2000, 1, 2000)
GAMECORE_DECLARE_LIMITS(GENERALIZED_SUBTRACTION_LIMITS)

inline std::string description() {
    return "AtCoder ABC278 G (Generalized Subtraction Game), interactive: cards 1..N lie on the\n"
           "table; a move removes a run of y consecutive cards still present, L <= y <= R.\n"
           "Who cannot move loses. It plays the judge's protocol on stdin/stdout: reads\n"
           "`N L R`, answers First or Second, then writes its moves `x y` (cards x..x+y-1)\n"
           "and reads the judge's `a b`, until `0 0` (the judge cannot move: won) or\n"
           "`-1 -1` (the judge refused the last line); it flushes every line.\n"
           "scripts/judge and scripts/stress run it against build/" +
           std::string(id) + "-interactor.";
}

// One move: cards x..x+y-1. y == 0 is `0 0`, no move.
struct Move {
    int x, y;
};

inline Move make_move(int x, int y) {
    Move move;
    move.x = x;
    move.y = y;
    return move;
}

// The cards still on the table. Each side keeps its own: the protocol never trusts a player's bookkeeping.
class Cards {
public:
    explicit Cards(int n) : n_(n), present_(static_cast<std::size_t>(n) + 2, 1) {
        present_[0] = present_[static_cast<std::size_t>(n) + 1] = 0;  // sentinels: runs stop at both ends
    }

    int n() const { return n_; }
    bool present(int card) const { return card >= 1 && card <= n_ && present_[static_cast<std::size_t>(card)] != 0; }

    // Are cards x..x+y-1 all on the table (y >= 1)?
    bool run_present(int x, int y) const {
        if (x < 1 || y < 1 || x > n_ - y + 1) return false;
        for (int card = x; card < x + y; ++card)
            if (!present_[static_cast<std::size_t>(card)]) return false;
        return true;
    }

    void remove(int x, int y) {
        for (int card = x; card < x + y; ++card) present_[static_cast<std::size_t>(card)] = 0;
    }

    // The maximal runs of present cards, left to right: (first card, length) pairs.
    void runs(std::vector<Move>& out) const {
        out.clear();
        for (int card = 1; card <= n_;) {
            if (!present_[static_cast<std::size_t>(card)]) {
                ++card;
                continue;
            }
            int end = card;
            while (present_[static_cast<std::size_t>(end) + 1]) ++end;
            out.push_back(make_move(card, end - card + 1));
            card = end + 1;
        }
    }

private:
    int n_;
    std::vector<char> present_;
};

// Reads `N L R`: the limits' bounds, then L <= R <= N.
inline void read_game(gamecore::Scanner& in, const Limits& limits, int& n, int& l, int& r) {
    n = static_cast<int>(in.read_int(limits.min_cards, limits.max_cards, "cards N"));
    in.read_space();
    l = static_cast<int>(in.read_int(limits.min_run, limits.max_run, "run length L"));
    if (l > n) in.fail_last_token("run length L <= N");
    in.read_space();
    r = static_cast<int>(in.read_int(limits.min_run, limits.max_run, "run length R"));
    if (r < l || r > n) in.fail_last_token("run length R with L <= R <= N");
    in.read_eoln();
}

// Reads the judge's reply: a legal move on `cards` (applied, and stored in `move`), or `0 0` / `-1 -1`, which end the
// game (returns false). Anything else is bad input, reported at its token.
inline bool read_reply(gamecore::Scanner& in, int l, int r, Cards& cards, Move& move) {
    const int x = static_cast<int>(in.read_int(-1, cards.n(), "the judge's card a"));
    in.read_space();
    if (x <= 0) {
        in.read_int(x, x, x == 0 ? "0 after 0" : "-1 after -1");
        in.read_eoln();
        return false;
    }
    const int y = static_cast<int>(in.read_int(l, r, "the judge's run length b"));
    if (!cards.run_present(x, y)) in.fail_last_token("a run of cards a..a+b-1 all still on the table");
    in.read_eoln();
    cards.remove(x, y);
    move = make_move(x, y);
    return true;
}

inline void write_move(gamecore::Output& out, Move move) {
    out.write_int(move.x);
    out.write(" ", 1);
    out.write_int(move.y);
    out.write("\n", 1);
    out.flush();  // the judge answers only what it has received
}

// The whole protocol for any player: Player(n, l, r), bool goes_first(), Move next_move() (the player's own move,
// recorded by it; y == 0 for none) and void opponent_moved(Move). Stops at once when the game ends: after `0 0` or
// `-1 -1` from the judge, and after its own `0 0` (a loss), reading nothing more.
template <class Player>
void play_game(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    int n = 0, l = 0, r = 0;
    read_game(in, limits, n, l, r);
    Player player(n, l, r);
    Cards cards(n);
    const bool first = player.goes_first();
    out.line(first ? "First" : "Second");
    out.flush();
    for (bool my_turn = first;; my_turn = !my_turn) {
        if (my_turn) {
            const Move move = player.next_move();
            if (move.y == 0) {
                out.line("0 0");
                out.flush();
                return;
            }
            if (cards.run_present(move.x, move.y)) cards.remove(move.x, move.y);  // else the judge refuses it
            write_move(out, move);
        } else {
            Move reply = make_move(0, 0);
            if (!read_reply(in, l, r, cards, reply)) return;
            player.opponent_moved(reply);
        }
    }
}

}  // namespace generalized_subtraction

namespace this_problem = generalized_subtraction;

#endif
