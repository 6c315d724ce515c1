// POI 2009 KAM Pebbles on the command line: --moves lists every winning move, --explain says why (C++17, never
// judged). O(n) per arrangement. Tested in-process against moves_by_rules, which tries every legal move.
#ifndef STAIRCASE_MOVES_HPP
#define STAIRCASE_MOVES_HPP

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "cli/case_moves.hpp"
#include "cli/play.hpp"
#include "gamecore/nim.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace staircase {

// A row read whole, from the parser's position interface (start, add_pile).
struct Row {
    void start(long long) { piles.clear(); }
    void add_pile(long long pile) { piles.push_back(pile); }

    long long difference(std::size_t i) const { return piles[i] - (i == 0 ? 0 : piles[i - 1]); }

    // The steps of the staircase Nim: the differences d_i for i = n, n - 2, ... (0-based: n - 1, n - 3, ...), as
    // (pile index, d_i), left to right.
    std::vector<std::pair<std::size_t, long long>> steps() const {
        std::vector<std::pair<std::size_t, long long>> counted;
        for (std::size_t i = piles.size() % 2 == 0 ? 1 : 0; i < piles.size(); i += 2)
            counted.push_back({i, difference(i)});
        return counted;
    }

    // Each winning move as (pile, pebbles left), in pile order: a step's difference goes to its value that zeroes
    // the xor, down by taking from its own pile, or up by taking from the pile on its left (at most that pile's
    // own difference).
    std::vector<std::pair<std::size_t, long long>> winning() const {
        const auto counted = steps();
        std::vector<long long> values;
        for (const auto& step : counted) values.push_back(step.second);
        std::vector<std::pair<std::size_t, long long>> moves;
        auto visit = [&](std::size_t k, unsigned long long target_value) {
            const std::size_t i = counted[k].first;
            const long long d = counted[k].second, target = static_cast<long long>(target_value);
            if (target < d) moves.push_back({i, piles[i] - (d - target)});
            else if (i > 0 && target - d <= difference(i - 1)) moves.push_back({i - 1, piles[i - 1] - (target - d)});
        };
        gamecore::for_each_winning_target(values.begin(), values.end(), visit);
        std::sort(moves.begin(), moves.end());
        return moves;
    }

    std::vector<long long> piles;
};

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation = "P:K, pile P (counted from 1) left with K pebbles, in pile order";
    static constexpr bool long_lists = true;

    // The parser asks a position (start, add_pile, first_player_wins): each row, read whole, goes to per_case.
    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        struct PerRow : Row {
            explicit PerRow(PerCase& per_case) : per_case(per_case) {}
            bool first_player_wins() { return per_case(static_cast<const Row&>(*this)); }
            PerCase& per_case;
        } per_row(per_case);
        answer_arrangements(in, limits, out, per_row);
    }
    static constexpr gamesuite::AnswerWords answer_words = {"TAK", "NIE"};

    gamesuite::MoveList moves(const Row& row) {
        std::vector<std::string> moves;
        for (const auto& [pile, left] : row.winning()) moves.push_back(gamesuite::pile_left(pile, left));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, const Row& row) {
        std::vector<long long> values;
        for (const auto& step : row.steps()) values.push_back(step.second);
        const unsigned long long sum = gamecore::nim_sum(values.begin(), values.end());
        const std::string why = "the differences a_i - a_(i-1) at i = n, n - 2, ... are the heaps of a "
                                "staircase Nim: " + gamesuite::xor_expression(values, sum);
        const auto moves = row.winning();
        if (moves.empty()) {
            lines.explain_loss(why + ": every move changes one of them, or moves pebbles onto one");
            return;
        }
        const auto [pile, left] = moves.front();
        const std::vector<long long>& piles = row.piles;
        lines.explain_win(why + ", not 0", gamesuite::pile_left(pile, left),
                          "take " + std::to_string(piles[pile] - left) + " from pile " + std::to_string(pile + 1) +
                              ", " + std::to_string(piles[pile]) + " -> " + std::to_string(left),
                          "those differences now xor to 0, and every reply unbalances them");
    }

    // By the rules: every pile lowered to every size down to its left neighbour's, kept when the reference's search
    // finds the row after it lost for the player then to move.
    gamesuite::MoveList moves_by_rules(const Row& row) {
        // One search for every input the process reads, as solve_by_reference's (a Moves object lives for one input;
        // the in-process stress's seeds meet mostly the same rows).
        static gamecore::GameSearch<PebblesRules> search{PebblesRules()};
        const std::vector<long long>& piles = row.piles;
        std::vector<std::string> moves;
        for (std::size_t i = 0; i < piles.size(); ++i)
            for (long long left = i == 0 ? 0 : piles[i - 1]; left < piles[i]; ++left) {
                std::vector<long long> after(piles);
                after[i] = left;
                if (!search.wins(after)) moves.push_back(gamesuite::pile_left(i, left));
            }
        return moves;
    }

    // --play: a move keeps the piles non-decreasing, so every position met is a row, a case.
    static std::string board(const Row& row) { return gamesuite::pile_rows(row.piles, "pile"); }
    static std::string play(const std::string& move, Row& row) {
        std::vector<long long>& piles = row.piles;
        std::size_t index = 0;
        long long left = 0;
        if (!gamesuite::read_pile_left(move, index, left)) return "write P:K (pile P left with K pebbles)";
        if (index >= piles.size())
            return "there is no pile " + std::to_string(index + 1) + " (" + gamesuite::counted(piles.size(), "pile") +
                   ")";
        if (left >= piles[index])
            return "pile " + std::to_string(index + 1) + " has " + gamesuite::counted(piles[index], "pebble") +
                   ": leave fewer";
        if (index > 0 && left < piles[index - 1])
            return "pile " + std::to_string(index) + " has " + gamesuite::counted(piles[index - 1], "pebble") +
                   ": the piles may not decrease, leave at least that many";
        piles[index] = left;
        return "";
    }
    // Holding out: one pebble from the rightmost pile that can give one.
    static std::string any_move(const Row& row) {
        for (std::size_t i = row.piles.size(); i-- > 0;)
            if (row.difference(i) > 0) return gamesuite::pile_left(i, row.piles[i] - 1);
        return "";
    }
};

}  // namespace staircase

#endif
