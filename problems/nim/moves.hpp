// Luogu P2197 (Nim) on the command line: --moves lists every winning move, --explain says why (C++17, never judged).
// O(n) per case. Tested in-process against reference_moves, which tries every legal move on the reference's search.
#ifndef NIM_MOVES_HPP
#define NIM_MOVES_HPP

#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "cli/play.hpp"
#include "gamecore/nim.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace nim {

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation = "P:K, pile P (counted from 1) left with K stones, in pile order";
    static constexpr bool long_lists = true;

    static constexpr gamesuite::AnswerWords answer_words = {"Yes", "No"};

    // Bouton: the winning moves leave a nim sum of 0, one pile at most for each pile whose size xor the sum is
    // smaller.
    gamesuite::MoveList moves(const std::vector<long long>& piles) {
        std::vector<std::string> moves;
        auto visit = [&](std::size_t i, unsigned long long left) { moves.push_back(gamesuite::pile_left(i, left)); };
        gamecore::for_each_winning_nim_move(piles.begin(), piles.end(), visit);
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, const std::vector<long long>& piles) {
        const unsigned long long sum = gamecore::nim_sum(piles.begin(), piles.end());
        const std::string piles_sum = "the piles' nim sum is " + gamesuite::xor_expression(piles, sum);
        const gamecore::NimMove move = gamecore::winning_nim_move(piles.begin(), piles.end());
        if (!move.exists) {
            lines.explain_loss(piles_sum + ": every move changes one pile and so leaves a nonzero sum");
            return;
        }
        std::vector<long long> after(piles);
        after[move.heap] = static_cast<long long>(move.new_size);
        lines.explain_win(piles_sum + ", not 0", gamesuite::pile_left(move.heap, move.new_size),
                          "take " + std::to_string(piles[move.heap] - after[move.heap]) + " from pile " +
                              std::to_string(move.heap + 1) + ", " + std::to_string(piles[move.heap]) + " -> " +
                              std::to_string(after[move.heap]),
                          "now " + gamesuite::xor_expression(after, 0) + ", and every reply leaves it nonzero");
    }

    // By the rules: every pile left with every smaller size, each kept when the reference's search finds the
    // position after it lost for the player then to move.
    gamesuite::MoveList moves_by_rules(const std::vector<long long>& piles) {
        return gamesuite::nim_moves_by_rules(piles, gamesuite::search_for_process<WinsBySearch>());
    }

    // --play
    static std::string board(const std::vector<long long>& piles) { return gamesuite::pile_rows(piles, "pile"); }
    static std::string play(const std::string& move, std::vector<long long>& piles) {
        return gamesuite::play_pile_left(move, piles, "pile", "stone");
    }
    static std::string any_move(const std::vector<long long>& piles) { return gamesuite::longest_nim_move(piles); }
    static std::vector<std::string> legal_moves(const std::vector<long long>& piles) {
        return gamesuite::nim_legal_moves(piles);
    }
};

}  // namespace nim

#endif
