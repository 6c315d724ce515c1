// POJ 1704 Georgia and Bob on the command line: --moves lists every winning move, --explain says why (C++17, never
// judged). O(N log N) a case. Tested in-process against moves_by_rules, which tries every legal move on the search.
#ifndef POJ1704_MOVES_HPP
#define POJ1704_MOVES_HPP

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "cli/case_moves.hpp"
#include "cli/play.hpp"
#include "gamecore/nim.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace poj1704 {

// The staircase pairs of solver.hpp, from the right: the cells of each pair's left piece (0 for the wall) and right
// piece, and the empty cells between them, its Nim heap.
struct Pair {
    long long left, right;
    long long heap() const { return right - left - 1; }
};

inline std::vector<Pair> pairs_of(const std::vector<long long>& cells) {
    std::vector<Pair> pairs;
    std::size_t right = cells.size();
    for (; right >= 2; right -= 2) pairs.push_back({cells[right - 2], cells[right - 1]});
    if (right == 1) pairs.push_back({0, cells[0]});
    return pairs;
}

// Each winning move as (from, to), ascending. A pair's heap goes to the value that zeroes the nim sum: down by its
// right piece moving left, or up by its left piece moving left, as far as the piece before it (or the wall) allows.
inline std::vector<std::pair<long long, long long>> winning_moves(const std::vector<long long>& cells) {
    const std::vector<Pair> pairs = pairs_of(cells);
    std::vector<long long> heaps;
    for (const Pair& pair : pairs) heaps.push_back(pair.heap());
    std::vector<std::pair<long long, long long>> moves;
    auto visit = [&](std::size_t k, unsigned long long target_value) {
        const Pair& pair = pairs[k];
        const long long target = static_cast<long long>(target_value);
        if (target < pair.heap()) {
            moves.push_back({pair.right, pair.left + 1 + target});
        } else if (pair.left > 0) {
            const std::size_t at = static_cast<std::size_t>(
                std::lower_bound(cells.begin(), cells.end(), pair.left) - cells.begin());
            const long long blocked_at = at == 0 ? 0 : cells[at - 1];
            if (pair.right - 1 - target > blocked_at) moves.push_back({pair.left, pair.right - 1 - target});
        }
    };
    gamecore::for_each_winning_target(heaps.begin(), heaps.end(), visit);
    std::sort(moves.begin(), moves.end());
    return moves;
}

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation = "F>T, the piece on cell F moved left to cell T; ascending by F, then T";
    static constexpr bool long_lists = true;

    // Georgia moves first.
    static constexpr gamesuite::AnswerWords answer_words = {"Georgia will win", "Bob will win"};

    gamesuite::MoveList moves(const std::vector<long long>& cells) {
        std::vector<std::string> moves;
        for (const auto& [from, to] : winning_moves(cells)) moves.push_back(gamesuite::piece_moved(from, to));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, const std::vector<long long>& cells) {
        const std::vector<Pair> pairs = pairs_of(cells);
        std::vector<long long> heaps;
        std::string shown;
        for (const Pair& pair : pairs) {
            heaps.push_back(pair.heap());
            if (pairs.size() <= 8)
                shown += (shown.empty() ? "" : ", ") +
                         (pair.left == 0 ? std::string("wall") : std::to_string(pair.left)) + "-" +
                         std::to_string(pair.right);
        }
        const unsigned long long sum = gamecore::nim_sum(heaps.begin(), heaps.end());
        const std::string listed = shown.empty() ? gamesuite::counted(pairs.size(), "pair") : shown;
        const std::string why = "paired from the right (" + listed +
                                "), the empty cells inside the pairs are Nim heaps: " +
                                gamesuite::xor_expression(heaps, sum);
        const auto moves = winning_moves(cells);
        if (moves.empty()) {
            lines.explain_loss(why + ": every piece is in one pair, so every move changes one heap and leaves a "
                                     "nonzero sum");
            return;
        }
        const auto [from, to] = moves.front();
        std::vector<long long> after(cells);
        *std::lower_bound(after.begin(), after.end(), from) = to;
        std::vector<long long> heaps_after;
        for (const Pair& pair : pairs_of(after)) heaps_after.push_back(pair.heap());
        lines.explain_win(why + ", not 0", gamesuite::piece_moved(from, to),
                          "move the piece on " + std::to_string(from) + " to " + std::to_string(to),
                          "now " + gamesuite::xor_expression(heaps_after, 0) + ", and Bob's every reply breaks it");
    }

    // By the rules: every piece to every free cell between it and the piece on its left (or cell 1), kept when the
    // search finds the cells after it lost for the player then to move.
    gamesuite::MoveList moves_by_rules(const std::vector<long long>& cells) {
        WinsBySearch& wins = search();
        std::vector<std::string> moves;
        for (std::size_t piece = 0; piece < cells.size(); ++piece) {
            const long long blocked_at = piece == 0 ? 0 : cells[piece - 1];
            for (long long cell = blocked_at + 1; cell < cells[piece]; ++cell) {
                std::vector<long long> after(cells);
                after[piece] = cell;
                if (!wins(after)) moves.push_back(gamesuite::piece_moved(cells[piece], cell));
            }
        }
        return moves;
    }

    // --play: a move keeps the cells ascending and distinct, so every position met is a case.
    static std::string board(const std::vector<long long>& cells) {
        if (cells.empty() || cells.back() > 60) {
            std::string text = "  pieces on cells";
            for (std::size_t i = 0; i < cells.size(); ++i) text += (i == 0 ? " " : ", ") + std::to_string(cells[i]);
            return text;
        }
        std::string strip(static_cast<std::size_t>(cells.back()), '.');
        for (long long cell : cells) strip[static_cast<std::size_t>(cell - 1)] = 'o';
        std::string units, tens;
        for (std::size_t c = 1; c <= strip.size(); ++c) {
            units += static_cast<char>('0' + c % 10);
            tens += c % 10 == 0 ? static_cast<char>('0' + c / 10 % 10) : ' ';
        }
        while (!tens.empty() && tens.back() == ' ') tens.pop_back();
        return "  " + strip + "\n  " + units + (tens.empty() ? "" : "\n  " + tens);
    }
    static std::string play(const std::string& move, std::vector<long long>& cells) {
        long long from = 0, to = 0;
        if (!gamesuite::read_two_numbers(move, '>', from, to)) return "write F>T (the piece on cell F to cell T)";
        const auto piece = std::lower_bound(cells.begin(), cells.end(), from);
        if (piece == cells.end() || *piece != from) return "no piece stands on cell " + std::to_string(from);
        const long long blocked_at = piece == cells.begin() ? 0 : *(piece - 1);
        if (to >= from) return "a piece moves left: to a cell below " + std::to_string(from);
        if (to <= blocked_at)
            return blocked_at == 0 ? std::string("the cells start at 1")
                                   : "the piece on " + std::to_string(blocked_at) + " is in the way: stop at " +
                                         std::to_string(blocked_at + 1) + " or later";
        *piece = to;
        return "";
    }
    // Holding out: the rightmost piece that can move, one cell left.
    static std::string any_move(const std::vector<long long>& cells) {
        for (std::size_t piece = cells.size(); piece-- > 0;)
            if (cells[piece] - 1 > (piece == 0 ? 0 : cells[piece - 1]))
                return gamesuite::piece_moved(cells[piece], cells[piece] - 1);
        return "";
    }

private:
    // As solve_by_reference: one search for every input the process reads.
    static WinsBySearch& search() {
        static WinsBySearch wins;
        return wins;
    }
};

}  // namespace poj1704

#endif
