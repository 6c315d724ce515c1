// POJ 1067 (Wythoff's game) on the command line: --moves lists every winning move, --explain says why (C++17, never
// judged). O(1) per pair. Tested in-process against reference_moves, which tries every legal move on the search.
#ifndef POJ1067_MOVES_HPP
#define POJ1067_MOVES_HPP

#include <string>
#include <vector>

#include "cli/moves.hpp"
#include "gamecore/wythoff.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace poj1067 {

const char* const move_notation =
    "X,Y, the piles left (X of pile a, Y of pile b): taking from both first, then from a, then from b";

// Why a losing pair (x, y), in either order, is one: its members are floor(k phi) and floor(k phi) + k.
inline std::string losing_pair_text(unsigned long long x, unsigned long long y) {
    const unsigned long long low = x < y ? x : y, high = x < y ? y : x;
    return "the losing pair of difference k = " + std::to_string(high - low) + ": floor(k phi) = " +
           std::to_string(low) + ", floor(k phi) + k = " + std::to_string(high);
}

inline std::vector<std::string> winning_moves(long long a, long long b) {
    std::vector<std::string> moves;
    auto visit = [&](unsigned long long x, unsigned long long y) { moves.push_back(gamesuite::pair_left(x, y)); };
    gamecore::for_each_winning_wythoff_move(static_cast<unsigned long long>(a), static_cast<unsigned long long>(b),
                                            visit);
    return moves;
}

inline void write_moves(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    gamesuite::CaseLines lines(out);
    auto per_case = [&](long long a, long long b) {
        lines.moves(winning_moves(a, b));
        return true;
    };
    answer_pairs(in, limits, lines.discarded, per_case);
}

inline void write_explanation(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    gamesuite::CaseLines lines(out);
    auto per_case = [&](long long a_in, long long b_in) {
        const unsigned long long a = static_cast<unsigned long long>(a_in), b = static_cast<unsigned long long>(b_in);
        const std::string piles = "piles (" + std::to_string(a) + ", " + std::to_string(b) + ")";
        if (gamecore::is_wythoff_losing(a, b)) {
            lines.explain_loss(a == 0 && b == 0 ? piles + " offer no move"
                                                : piles + " are " + losing_pair_text(a, b) +
                                                      "; every move leaves a pair that is not losing");
            return true;
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
        lines.explain_win(
            piles + " are not a losing pair (floor(k phi), floor(k phi) + k)", gamesuite::pair_left(x, y), what,
            x == 0 && y == 0 ? "no stone is left"
                             : "now (" + std::to_string(x) + ", " + std::to_string(y) + "), " + losing_pair_text(x, y));
        return true;
    };
    answer_pairs(in, limits, lines.discarded, per_case);
}

// By the rules: taking 1.. from both, then from a, then from b, each kept when the reference's search finds the
// piles after it lost for the player then to move.
inline void reference_moves(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    gamesuite::CaseLines lines(out);
    WinsBySearch wins;
    auto per_case = [&](long long a, long long b) {
        std::vector<std::string> moves;
        auto keep = [&](long long x, long long y) {
            if (!wins(x, y)) moves.push_back(gamesuite::pair_left(x, y));
        };
        for (long long take = 1; take <= a && take <= b; ++take) keep(a - take, b - take);
        for (long long take = 1; take <= a; ++take) keep(a - take, b);
        for (long long take = 1; take <= b; ++take) keep(a, b - take);
        lines.moves(moves);
        return true;
    };
    answer_pairs(in, limits, lines.discarded, per_case);
}

}  // namespace poj1067

#endif
