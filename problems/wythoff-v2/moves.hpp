// 51Nod 1185 (Wythoff's game) on the command line: --moves lists every winning move, --explain says why (C++17, never
// judged). O(1) per pair. Tested in-process against moves_by_rules, which tries every legal move on the search.
#ifndef WYTHOFF_V2_MOVES_HPP
#define WYTHOFF_V2_MOVES_HPP

#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "cli/play.hpp"
#include "cli/wythoff_explain.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace wythoff_v2 {

// poj1067's notation and explanations (src/cli/wythoff_explain.hpp): 51Nod gives the piles in either order, as POJ
// 1067 does, so each move names the piles as read.
struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation =
        "X,Y, the piles left (X of pile a, Y of pile b): taking from both first, then from a, then from b";

    static constexpr gamesuite::AnswerWords answer_words = {"A", "B"};

    gamesuite::MoveList moves(long long a, long long b) {
        return gamesuite::wythoff_pair_moves(static_cast<unsigned long long>(a), static_cast<unsigned long long>(b));
    }

    void explain(gamesuite::CaseLines& lines, long long a, long long b) {
        gamesuite::explain_wythoff_pair(lines, static_cast<unsigned long long>(a), static_cast<unsigned long long>(b),
                                        gamesuite::pair_left<unsigned long long>);
    }

    gamesuite::MoveList moves_by_rules(long long a, long long b) {
        // As solve_by_reference: one search for every input the process reads (a Moves object lives for one input,
        // and the in-process stress's seeds meet mostly the same positions).
        static WinsBySearch wins;
        return gamesuite::wythoff_pair_moves_by_rules(a, b, wins);
    }

    // --play
    static std::string board(long long a, long long b) {
        return gamesuite::pile_rows(std::vector<long long>{a, b}, "pile");
    }
    static std::string play(const std::string& move, long long& a, long long& b) {
        long long x = 0, y = 0;
        if (!gamesuite::read_pair_left(move, x, y)) return "write X,Y, the two piles as the move leaves them";
        if (!gamesuite::wythoff_move_legal(a, b, x, y)) return "take from one pile, or the same number from both";
        a = x;
        b = y;
        return "";
    }
    static std::string any_move(long long a, long long b) {
        if (a == 0 && b == 0) return "";
        return a >= b ? gamesuite::pair_left(a - 1, b) : gamesuite::pair_left(a, b - 1);
    }
};

}  // namespace wythoff_v2

#endif
