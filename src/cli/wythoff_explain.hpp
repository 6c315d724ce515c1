// Wythoff's game on the command line (C++17): poj1067, wythoff-v2 and wythoff-moves list and explain a pair of piles
// alike. O(1) a pair (by the rules: O(a + b) searches). Tested by those problems' in-process moves checks.
#ifndef GAMESUITE_CLI_WYTHOFF_EXPLAIN_HPP
#define GAMESUITE_CLI_WYTHOFF_EXPLAIN_HPP

#include <string>
#include <vector>

#include "cli/moves.hpp"
#include "gamecore/wythoff.hpp"

namespace gamesuite {

// Every winning move from piles (a, b) as "X,Y", the piles left as read (pair_left), in gamecore's order.
inline MoveList wythoff_pair_moves(unsigned long long a, unsigned long long b) {
    std::vector<std::string> moves;
    auto visit = [&](unsigned long long x, unsigned long long y) { moves.push_back(pair_left(x, y)); };
    gamecore::for_each_winning_wythoff_move(a, b, visit);
    return moves;
}

// The same by the rules: taking 1.. from both, then from a, then from b, each kept when wins(x, y), a reference's
// search, finds the piles after it lost for the player then to move.
template <class Wins>
MoveList wythoff_pair_moves_by_rules(long long a, long long b, Wins& wins) {
    std::vector<std::string> moves;
    auto keep = [&](long long x, long long y) {
        if (!wins(x, y)) moves.push_back(pair_left(x, y));
    };
    for (long long take = 1; take <= a && take <= b; ++take) keep(a - take, b - take);
    for (long long take = 1; take <= a; ++take) keep(a - take, b);
    for (long long take = 1; take <= b; ++take) keep(a, b - take);
    return moves;
}

// Why a losing pair (x, y), in either order, is one: its members are floor(k phi) and floor(k phi) + k.
inline std::string wythoff_losing_pair_text(unsigned long long x, unsigned long long y) {
    const unsigned long long low = x < y ? x : y, high = x < y ? y : x;
    return "the losing pair of difference k = " + std::to_string(high - low) + ": floor(k phi) = " +
           std::to_string(low) + ", floor(k phi) + k = " + std::to_string(high);
}

// The --explain lines of piles (a, b): lost, or the first of gamecore's winning moves, written by move_text(x, y)
// as the problem's --moves writes the piles it leaves.
template <class MoveText>
void explain_wythoff_pair(CaseLines& lines, unsigned long long a, unsigned long long b, MoveText move_text) {
    const std::string piles = "piles (" + std::to_string(a) + ", " + std::to_string(b) + ")";
    if (gamecore::is_wythoff_losing(a, b)) {
        lines.explain_loss(a == 0 && b == 0 ? piles + " offer no move"
                                            : piles + " are " + wythoff_losing_pair_text(a, b) +
                                                  "; every move leaves a pair that is not losing");
        return;
    }
    unsigned long long x = 0, y = 0;
    bool found = false;
    auto first = [&](unsigned long long left_a, unsigned long long left_b) {
        if (!found) x = left_a, y = left_b, found = true;
    };
    gamecore::for_each_winning_wythoff_move(a, b, first);
    std::string what;
    if (x != a && y != b) what = "take " + std::to_string(a - x) + " from both";
    else if (x != a) what = "take " + std::to_string(a - x) + " from pile a";
    else what = "take " + std::to_string(b - y) + " from pile b";
    lines.explain_win(piles + " are not a losing pair (floor(k phi), floor(k phi) + k)", move_text(x, y), what,
                      x == 0 && y == 0 ? "no stone is left"
                                       : "now (" + std::to_string(x) + ", " + std::to_string(y) + "), " +
                                             wythoff_losing_pair_text(x, y));
}

}  // namespace gamesuite

#endif
