// POJ 1067 (Wythoff's game) on the command line: --moves lists every winning move, --explain says why (C++17, never
// judged). O(1) per pair. Tested in-process against reference_moves, which tries every legal move on the search.
#ifndef POJ1067_MOVES_HPP
#define POJ1067_MOVES_HPP

#include <string>
#include <vector>

#include "cli/moves.hpp"
#include "cli/wythoff_explain.hpp"
#include "gamecore/wythoff.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace poj1067 {

const char* const move_notation =
    "X,Y, the piles left (X of pile a, Y of pile b): taking from both first, then from a, then from b";

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
    auto per_case = [&](long long a, long long b) {
        gamesuite::explain_wythoff_pair(lines, static_cast<unsigned long long>(a), static_cast<unsigned long long>(b),
                                        gamesuite::pair_left<unsigned long long>);
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
