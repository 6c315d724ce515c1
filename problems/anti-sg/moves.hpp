// HDU 2509 Be the Winner on the command line: --moves lists the winning moves, --explain says why (C++17, never
// judged). O(64) a listed move. Tested in-process against reference_moves, which tries every legal move on the search.
#ifndef ANTI_SG_MOVES_HPP
#define ANTI_SG_MOVES_HPP

#include <algorithm>
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "cli/case_moves.hpp"
#include "cli/play.hpp"
#include "gamecore/nim.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace anti_sg {

// The ways to leave a row of v apples as rows (a, b) worth a xor b = target, a ascending, at most `wanted` of them.
// a + b = (a xor b) + 2 (a and b), so a + b <= v - 1 says that the bits common to a and b, m = a and not target,
// are at most M = (v - 1 - target) / 2; a is m with any part of target. The search walks a's bits from the top,
// 0 before 1, never entering a branch whose m already exceeds M: each leaf is a way, reached in O(64).
class RowSplits {
public:
    RowSplits(unsigned long long target, unsigned long long common_at_most, std::size_t wanted,
              std::vector<std::pair<long long, long long>>& out)
        : target_(target), common_at_most_(common_at_most), wanted_(wanted), out_(out) {}

    void run() { walk(62, 0, true); }

private:
    void walk(int bit, unsigned long long a, bool tight) {
        if (found_ == wanted_) return;
        if (bit < 0) {
            out_.push_back({static_cast<long long>(a), static_cast<long long>(a ^ target_)});
            ++found_;
            return;
        }
        const unsigned long long here = 1ULL << bit;
        const bool bound_bit = (common_at_most_ & here) != 0;
        if (target_ & here) {  // a's bit is free and m's is 0
            walk(bit - 1, a, tight && !bound_bit);
            walk(bit - 1, a | here, tight && !bound_bit);
            return;
        }
        walk(bit - 1, a, tight && !bound_bit);
        if (!tight || bound_bit) walk(bit - 1, a | here, tight);
    }

    unsigned long long target_, common_at_most_;
    std::size_t wanted_, found_ = 0;
    std::vector<std::pair<long long, long long>>& out_;
};

// The winning moves, row by row as (row, (a, b)); past max_listed_moves some more, not all. A row's
// value is its length (solver.hpp), but the SJ theorem asks whether some row is longer than 1, and a split leaves
// two rows: so a winning split makes the sum 0 with a row above one apple left anywhere, or, when no other row is
// above one, leaves at most single apples whose sum is not 0.
inline std::vector<std::pair<std::size_t, std::pair<long long, long long>>> winning_moves(
    const std::vector<long long>& rows) {
    long long above_one = 0;
    for (long long row : rows) above_one += row > 1;
    const unsigned long long sum = gamecore::nim_sum(rows.begin(), rows.end());
    std::vector<std::vector<std::pair<long long, long long>>> per_row(rows.size());
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const unsigned long long v = static_cast<unsigned long long>(rows[i]), zero_sum = sum ^ v;
        const bool others_above_one = above_one - (v > 1 ? 1 : 0) > 0;
        std::vector<std::pair<long long, long long>>& splits = per_row[i];
        if (zero_sum < v) RowSplits(zero_sum, (v - 1 - zero_sum) / 2, gamesuite::max_listed_moves + 5, splits).run();
        if (others_above_one) continue;
        auto single = [](const std::pair<long long, long long>& split) {
            return split.first <= 1 && split.second <= 1;
        };
        splits.erase(std::remove_if(splits.begin(), splits.end(), single), splits.end());
        for (long long a = 0; a <= 1; ++a)
            for (long long b = 0; b <= 1; ++b)
                if (static_cast<unsigned long long>(a + b) < v &&
                    (static_cast<unsigned long long>(a ^ b) ^ zero_sum) != 0)
                    splits.push_back({a, b});
    }
    std::vector<std::pair<std::size_t, std::pair<long long, long long>>> moves;
    for (std::size_t i = 0; i < rows.size() && moves.size() <= gamesuite::max_listed_moves; ++i) {
        std::sort(per_row[i].begin(), per_row[i].end());  // the single apples' splits after the others
        for (const auto& split : per_row[i]) moves.push_back({i, split});
    }
    return moves;
}

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation =
        "R:A+B, row R (counted from 1) left as A apples before the block taken and B after it; row by row, "
        "ascending by A then B";
    static constexpr const char* won_without_moving = "rows with no apple left, the last one taken by the opponent";
    static constexpr bool long_lists = true;

    static constexpr gamesuite::AnswerWords answer_words = {"Yes", "No"};

    gamesuite::MoveList moves(const std::vector<long long>& rows) {
        if (gamesuite::all_empty(rows)) return gamesuite::MoveList::won_without_moving();
        std::vector<std::string> moves;
        for (const auto& [row, split] : winning_moves(rows))
            moves.push_back(gamesuite::pile_split(row, split.first, split.second));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, const std::vector<long long>& rows) {
        if (gamesuite::all_empty(rows)) {
            lines.explain_won_without_moving("no apple is left: the opponent took the last one");
            return;
        }
        long long above_one = 0, ones = 0;
        for (long long row : rows) above_one += row > 1, ones += row == 1;
        const unsigned long long sum = gamecore::nim_sum(rows.begin(), rows.end());
        const std::string why =
            above_one == 0
                ? gamesuite::counted(ones, "row") + " of one apple and none longer: the first player wins iff that is "
                                                   "even"
                : "a row of v apples is worth v (taking a block leaves two rows worth less), and with " +
                      gamesuite::counted(above_one, "row") + " above one apple the first player wins iff " +
                      gamesuite::xor_expression(rows, sum) + " is not 0 (the SJ theorem)";
        const auto moves = winning_moves(rows);
        if (moves.empty()) {
            lines.explain_loss(why);
            return;
        }
        const auto& [row, split] = moves.front();
        std::vector<long long> after;
        for (std::size_t i = 0; i < rows.size(); ++i) {
            if (i != row) after.push_back(rows[i]);
            else for (long long part : {split.first, split.second}) if (part > 0) after.push_back(part);
        }
        long long after_above_one = 0, after_ones = 0;
        for (long long r : after) after_above_one += r > 1, after_ones += r == 1;
        const long long taken = rows[row] - split.first - split.second;
        lines.explain_win(why, gamesuite::pile_split(row, split.first, split.second),
                          "take apples " + std::to_string(split.first + 1) + " to " +
                              std::to_string(split.first + taken) + " of row " + std::to_string(row + 1),
                          after_above_one == 0
                              ? "now " + gamesuite::counted(after_ones, "single apple") +
                                    ", an odd number: the opponent takes the last"
                              : "now the rows xor to " + gamesuite::xor_expression(after, 0) +
                                    " with a row above one apple");
    }

    // By the rules: every block of every row, kept when the reference's search finds the rows after it lost for
    // the player then to move (who then takes the last apple); with no block to take, the search's own verdict.
    gamesuite::MoveList moves_by_rules(const std::vector<long long>& rows) {
        WinsBySearch& wins = gamesuite::search_for_process<WinsBySearch>();
        std::vector<std::string> moves;
        bool any_move = false;
        for (std::size_t i = 0; i < rows.size(); ++i) {
            std::vector<std::pair<long long, long long>> splits;
            for (long long before = 0; before < rows[i]; ++before)
                for (long long block = 1; before + block <= rows[i]; ++block) {
                    std::vector<long long> after(rows);
                    after[i] = before;
                    after.push_back(rows[i] - before - block);
                    any_move = true;
                    if (!wins(after)) splits.push_back({before, rows[i] - before - block});
                }
            std::sort(splits.begin(), splits.end());
            for (const auto& split : splits) moves.push_back(gamesuite::pile_split(i, split.first, split.second));
        }
        if (!any_move && wins(rows)) return gamesuite::MoveList::won_without_moving();
        return moves;
    }

    // --play: row R becomes A, and B follows it as row R + 1; a part of no apple leaves no row.
    static std::string board(const std::vector<long long>& rows) { return gamesuite::pile_rows(rows, "row"); }
    static std::string play(const std::string& move, std::vector<long long>& rows) {
        std::size_t index = 0;
        std::vector<long long> parts;
        if (!gamesuite::read_pile_parts(move, index, parts) || parts.size() != 2)
            return "write R:A+B (row R left as A apples before the block taken and B after it)";
        if (index >= rows.size())
            return "there is no row " + std::to_string(index + 1) + " (" + gamesuite::counted(rows.size(), "row") +
                   ")";
        if (parts[0] + parts[1] >= rows[index])  // each part below 10^18: no overflow
            return "row " + std::to_string(index + 1) + " has " + gamesuite::counted(rows[index], "apple") +
                   ": take a block of one apple or more, so that A + B is less";
        const auto at = rows.begin() + static_cast<std::ptrdiff_t>(index);
        *at = parts[0];
        if (parts[1] > 0) rows.insert(at + 1, parts[1]);
        if (parts[0] == 0) rows.erase(rows.begin() + static_cast<std::ptrdiff_t>(index));
        return "";
    }
    // Holding out: the last apple of the longest row.
    static std::string any_move(const std::vector<long long>& rows) {
        std::size_t longest = 0;
        for (std::size_t i = 1; i < rows.size(); ++i)
            if (rows[i] > rows[longest]) longest = i;
        if (rows.empty() || rows[longest] == 0) return "";
        return gamesuite::pile_split(longest, rows[longest] - 1, 0LL);
    }
};

}  // namespace anti_sg

#endif
