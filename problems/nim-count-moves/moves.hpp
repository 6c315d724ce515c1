// POJ 2975 Nim on the command line: --moves lists the winning moves the judge counts, --explain says why each wins
// (C++17, never judged). O(n) per case. Tested in-process against moves_by_rules, which tries every legal move.
#ifndef NIM_COUNT_MOVES_MOVES_HPP
#define NIM_COUNT_MOVES_MOVES_HPP

#include <algorithm>
#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "cli/case_moves.hpp"
#include "cli/play.hpp"
#include "gamecore/nim.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace nim_count_moves {

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation = "P:K, pile P (counted from 1) left with K stones, in pile order";
    static constexpr bool long_lists = true;  // one winning move a pile, up to 10^6 piles

    // The judge's answer is the number of winning moves: more than 0 where the first player wins, 0 where he loses.
    static std::optional<std::vector<gamesuite::Outcome>> judge_outcomes(const std::string& answers) {
        return gamesuite::outcome_per_line(answers, [](const std::string& line) {
            if (line == "0") return gamesuite::Outcome::lose;
            if (!line.empty() && line[0] != '0' && line.find_first_not_of("0123456789") == std::string::npos)
                return gamesuite::Outcome::win;
            throw std::runtime_error("the judge answer '" + line + "' is no count of winning moves");
        });
    }

    gamesuite::MoveList moves(const std::vector<long long>& piles) {
        std::vector<std::string> moves;
        for (const auto& [pile, left] : winning_moves(piles)) moves.push_back(gamesuite::pile_left(pile, left));
        return moves;
    }

    // The count and then every move counted, each with why it wins (the first max_listed_moves of them).
    void explain(gamesuite::CaseLines& lines, const std::vector<long long>& piles) {
        const unsigned long long sum = gamecore::nim_sum(piles.begin(), piles.end());
        const std::string piles_sum = "the piles' nim sum is " + gamesuite::xor_expression(piles, sum);
        if (sum == 0) {
            lines.explain_loss(piles_sum + ": every move changes one pile and so leaves a nonzero sum: 0 winning "
                                           "moves");
            return;
        }
        int top = 63;
        while ((sum >> top & 1) == 0) --top;
        const std::string top_bit = "2^" + std::to_string(top), s = std::to_string(sum);
        const auto winning = winning_moves(piles);
        lines.explain_win(piles_sum + ", not 0: a move wins iff it leaves 0, taking a pile of a to a xor " + s +
                              ", which is smaller iff a holds the sum's top bit " + top_bit + ": " +
                              gamesuite::counted(winning.size(), "winning move") + ", one for each pile that holds it",
                          gamesuite::pile_left(winning[0].first, winning[0].second),
                          taken(piles, winning[0].first, winning[0].second),
                          smaller(piles[winning[0].first], winning[0].second, s, top_bit));
        const std::size_t shown = std::min(winning.size(), gamesuite::max_listed_moves);
        for (std::size_t k = 1; k < shown; ++k) {
            const auto& [pile, left] = winning[k];
            lines.explain_line("  or play " + gamesuite::pile_left(pile, left) + " (" + taken(piles, pile, left) +
                               "): " + smaller(piles[pile], left, s, top_bit));
        }
        if (shown < winning.size())
            lines.explain_line("  ... and " + gamesuite::counted(winning.size() - shown, "more winning move") +
                               ", one on each further pile holding " + top_bit);
    }

    // By the rules: every pile left with every smaller size, each kept when the reference's search finds the
    // position after it lost for the player then to move.
    gamesuite::MoveList moves_by_rules(const std::vector<long long>& piles) {
        CountBySearch& search = gamesuite::search_for_process<CountBySearch>();
        auto wins = [&](const std::vector<long long>& after) { return search.wins(after); };
        return gamesuite::nim_moves_by_rules(piles, wins);
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

private:
    // Bouton: a move wins iff it leaves a nim sum of 0, so pile i of a stones must be left with a xor s (s the sum),
    // a move iff that is smaller: one winning move at most a pile, the moves the judge counts. (pile, left) each.
    static std::vector<std::pair<std::size_t, unsigned long long>> winning_moves(const std::vector<long long>& piles) {
        std::vector<std::pair<std::size_t, unsigned long long>> winning;
        auto visit = [&](std::size_t i, unsigned long long left) { winning.push_back({i, left}); };
        gamecore::for_each_winning_nim_move(piles.begin(), piles.end(), visit);
        return winning;
    }

    static std::string taken(const std::vector<long long>& piles, std::size_t i, unsigned long long left) {
        const unsigned long long pile = static_cast<unsigned long long>(piles[i]);
        return "take " + std::to_string(pile - left) + " from pile " + std::to_string(i + 1) + ", " +
               std::to_string(pile) + " -> " + std::to_string(left);
    }

    // Why leaving `left` of `pile` wins, s the nim sum and top_bit its highest bit.
    static std::string smaller(long long pile, unsigned long long left, const std::string& s,
                               const std::string& top_bit) {
        return std::to_string(pile) + " holds " + top_bit + ", so " + std::to_string(pile) + " xor " + s + " = " +
               std::to_string(left) + " is smaller; the piles now xor to 0, and every reply leaves them nonzero";
    }
};

}  // namespace nim_count_moves

#endif
