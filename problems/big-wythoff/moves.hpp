// HDU 5973 (Wythoff's game, piles to 10^100) on the command line: --moves lists every winning move, --explain says
// why, exactly on big integers (C++17, never judged). Three integer square roots a pair. Tested in-process against
// moves_by_rules, which tries every legal move on the search, and in tests.cpp against gamecore/wythoff.hpp to 2^62.
#ifndef BIG_WYTHOFF_MOVES_HPP
#define BIG_WYTHOFF_MOVES_HPP

#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "cli/play.hpp"
#include "gamecore/big_unsigned.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace big_wythoff {

using gamecore::BigUnsigned;

// The partner of pile x: the p with (x, p) a losing pair. The pairs (a_k, a_k + k), k >= 1, hold every x >= 1 once
// (complementary Beatty sequences of phi and phi^2), and (0, 0) holds 0. With q = floor(x / phi) = floor(x phi) - x:
// x = a_k + k gives k = x - q and partner a_k = q; x = a_k gives k = q + 1 and partner x + q + 1. One exact test
// tells which.
inline BigUnsigned wythoff_partner(const BigUnsigned& x) {
    if (x.is_zero()) return x;
    const BigUnsigned q = gamecore::wythoff_floor_k_phi(x) - x;
    if (gamecore::is_wythoff_losing(q, x)) return q;
    return x + q + BigUnsigned(1);
}

// Every winning move from piles (a, b) as visit(x, y), the piles it leaves (x of pile a, y of pile b), in
// gamecore::for_each_winning_wythoff_move's order: the same number from both (at most one: it keeps the difference k,
// and one losing pair has it, (floor(k phi), floor(k phi) + k)), then a reduced to b's partner, then b to a's.
template <class Visit>
void for_each_winning_move(const BigUnsigned& a, const BigUnsigned& b, Visit visit) {
    if (gamecore::is_wythoff_losing(a, b)) return;
    const BigUnsigned& low = a < b ? a : b;
    const BigUnsigned& high = a < b ? b : a;
    const BigUnsigned smaller = gamecore::wythoff_floor_k_phi(high - low);
    if (smaller < low) {
        const BigUnsigned take = low - smaller;
        visit(a - take, b - take);
    }
    const BigUnsigned partner_of_b = wythoff_partner(b);
    if (partner_of_b < a) visit(partner_of_b, b);
    const BigUnsigned partner_of_a = wythoff_partner(a);
    if (partner_of_a < b) visit(a, partner_of_a);
}

// "X,Y": gamesuite::pair_left's notation, for numbers std::to_string does not hold.
inline std::string piles_left(const BigUnsigned& x, const BigUnsigned& y) {
    return x.to_decimal() + "," + y.to_decimal();
}

// Why a losing pair (x, y), in either order, is one, in cli/wythoff_explain.hpp's words (poj1067's).
inline std::string losing_pair_text(const BigUnsigned& x, const BigUnsigned& y) {
    const BigUnsigned& low = x < y ? x : y;
    const BigUnsigned& high = x < y ? y : x;
    return "the losing pair of difference k = " + (high - low).to_decimal() + ": floor(k phi) = " +
           low.to_decimal() + ", floor(k phi) + k = " + high.to_decimal();
}

struct Moves : gamesuite::CaseMoves<Limits> {
    // poj1067's notation (pair_left): HDU 5973 gives the piles in either order, as POJ 1067 does, so each move names
    // the piles as read; wythoff-moves' sorted positions answer HDU 2177, which orders them itself.
    static constexpr const char* notation =
        "X,Y, the piles left (X of pile a, Y of pile b): taking from both first, then from a, then from b";

    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        answer_pairs(in, limits, out, per_case);
    }
    static constexpr gamesuite::AnswerWords answer_words = {"1", "0"};

    gamesuite::MoveList moves(const BigUnsigned& a, const BigUnsigned& b) {
        std::vector<std::string> moves;
        for_each_winning_move(a, b, [&](const BigUnsigned& x, const BigUnsigned& y) {
            moves.push_back(piles_left(x, y));
        });
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, const BigUnsigned& a, const BigUnsigned& b) {
        const std::string piles = "piles (" + a.to_decimal() + ", " + b.to_decimal() + ")";
        if (gamecore::is_wythoff_losing(a, b)) {
            lines.explain_loss(a.is_zero() && b.is_zero() ? piles + " offer no move"
                                                          : piles + " are " + losing_pair_text(a, b) +
                                                                "; every move leaves a pair that is not losing");
            return;
        }
        bool found = false;
        BigUnsigned x, y;
        for_each_winning_move(a, b, [&](const BigUnsigned& left_a, const BigUnsigned& left_b) {
            if (!found) x = left_a, y = left_b, found = true;
        });
        const BigUnsigned& low = a < b ? a : b;
        const BigUnsigned& high = a < b ? b : a;
        const BigUnsigned k = high - low;
        const std::string why = piles + " are not a losing pair (floor(k phi), floor(k phi) + k): their difference " +
                                "k = " + k.to_decimal() + " has floor(k phi) = " +
                                gamecore::wythoff_floor_k_phi(k).to_decimal() + ", not " + low.to_decimal();
        std::string what;
        if (x != a && y != b) what = "take " + (a - x).to_decimal() + " from both";
        else if (x != a) what = "take " + (a - x).to_decimal() + " from pile a";
        else what = "take " + (b - y).to_decimal() + " from pile b";
        lines.explain_win(why, piles_left(x, y), what,
                          x.is_zero() && y.is_zero() ? "no stone is left"
                                                     : "now (" + x.to_decimal() + ", " + y.to_decimal() + "), " +
                                                           losing_pair_text(x, y));
    }

    // By the rules: taking 1.. from both, then from a, then from b, each kept when the reference's search finds the
    // piles after it lost for the player then to move (the reference's limits keep the piles within a long long).
    gamesuite::MoveList moves_by_rules(const BigUnsigned& big_a, const BigUnsigned& big_b) {
        static WinsBySearch wins;  // as solve_by_reference: one search for every input the process reads
        const long long a = static_cast<long long>(big_a.to_u64()), b = static_cast<long long>(big_b.to_u64());
        std::vector<std::string> moves;
        auto keep = [&](long long x, long long y) {
            if (!wins(x, y)) moves.push_back(gamesuite::pair_left(x, y));
        };
        for (long long take = 1; take <= a && take <= b; ++take) keep(a - take, b - take);
        for (long long take = 1; take <= a; ++take) keep(a - take, b);
        for (long long take = 1; take <= b; ++take) keep(a, b - take);
        return moves;
    }

    // --play
    static std::string board(const BigUnsigned& a, const BigUnsigned& b) {
        return "  pile a: " + a.to_decimal() + "\n  pile b: " + b.to_decimal();
    }
    static std::string play(const std::string& move, BigUnsigned& a, BigUnsigned& b) {
        const std::size_t comma = move.find(',');
        BigUnsigned x, y;
        if (comma == std::string::npos || !x.assign_decimal(move.data(), comma) ||
            !y.assign_decimal(move.data() + comma + 1, move.size() - comma - 1))
            return "write X,Y, the two piles as the move leaves them";
        if (!gamesuite::wythoff_move_legal(a, b, x, y)) return "take from one pile, or the same number from both";
        a = x;
        b = y;
        return "";
    }
    static std::string any_move(const BigUnsigned& a, const BigUnsigned& b) {
        if (a.is_zero() && b.is_zero()) return "";
        return a >= b ? piles_left(a - BigUnsigned(1), b) : piles_left(a, b - BigUnsigned(1));
    }
};

}  // namespace big_wythoff

#endif
