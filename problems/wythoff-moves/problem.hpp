// HDU 2177 取(2堆)石子游戏 (Wythoff's game, winning moves), declared once: names, limits, help, the input format
// every solver reads. O(1) per line read. Tested through tests.cpp, the testdata, bad-inputs.txt and the checker's table.
#ifndef WYTHOFF_MOVES_PROBLEM_HPP
#define WYTHOFF_MOVES_PROBLEM_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "gamecore/limits.hpp"
#include "gamecore/output.hpp"
#include "gamecore/scanner.hpp"

namespace wythoff_moves {

const char* const id = "wythoff-moves";
const char* const title = "HDU 2177 取(2堆)石子游戏";
const char* const judge = "HDU";
const char* const twins = "";

// gamecore/wythoff.hpp is exact for every pile a long long holds, and so are the moves built on it.
#define WYTHOFF_MOVES_LIMITS(LIMIT)                                        \
    LIMIT(pile, "pile sizes a, b", 0, 1000000LL, 0, 9223372036854775807LL)
GAMECORE_DECLARE_LIMITS(WYTHOFF_MOVES_LIMITS)

inline std::string description() {
    return "HDU 2177 取(2堆)石子游戏 (Wythoff's game): two piles; a move takes stones from one\n"
           "pile, or the same number from both. Who takes the last stone wins.\n"
           "Input: lines 'a b' (a <= b), ended by the line '0 0' (or end of input).\n"
           "Output: per line 0 if the first player loses; else 1 and one line 'x y' (x <= y)\n"
           "per winning move, the piles it leaves: the equal-removal result first, then the\n"
           "single-pile results ascending, a position reached both ways printed once.";
}

// A position after a winning move: the two piles, x <= y.
struct Move {
    long long x, y;
};

inline bool operator==(const Move& m, const Move& n) { return m.x == n.x && m.y == n.y; }
inline bool operator<(const Move& m, const Move& n) { return m.x != n.x ? m.x < n.x : m.y < n.y; }

// Every line until '0 0' (or, leniently, the end of input where a line would start); nothing after '0 0' is read,
// and strict mode wants the end of input there. Leniently the piles may come in either order; strict mode wants
// a <= b, as the statement says. Each answer is written as soon as its line is read. Decide lists the moves:
//   void winning_moves(long long a, long long b, std::vector<Move>& moves);   empty iff the first player loses
template <class Decide>
void answer_positions(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, Decide& decide) {
    std::vector<Move> moves;
    for (;;) {
        if (!in.strict() && in.at_end()) return;
        const long long a = in.read_int(limits.min_pile, limits.max_pile, "pile a ('0 0' ends the input)");
        in.read_space();
        const long long b =
            in.read_int(in.strict() ? a : 0, limits.max_pile, in.strict() ? "pile b, at least a" : "pile b");
        in.read_eoln();
        if (a == 0 && b == 0) {
            if (in.strict()) in.read_eof();
            return;
        }
        moves.clear();
        decide.winning_moves(a, b, moves);
        if (moves.empty()) {
            out.write("0\n");
            continue;
        }
        out.write("1\n");
        for (std::size_t i = 0; i < moves.size(); ++i) {
            out.write_int(moves[i].x);
            out.write(" ");
            out.write_int(moves[i].y);
            out.write("\n");
        }
    }
}

}  // namespace wythoff_moves

namespace this_problem = wythoff_moves;

#endif
