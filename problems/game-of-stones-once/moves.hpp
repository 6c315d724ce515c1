// Codeforces 768E Game of Stones on the command line: --moves lists every winning move, --explain says why, --play
// plays a position (C++17, never judged). O(60) a heap once the reference's search over heap states is built.
// Tested in-process against moves_by_rules, which values every heap by that search alone.
#ifndef GAME_OF_STONES_ONCE_MOVES_HPP
#define GAME_OF_STONES_ONCE_MOVES_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "cli/play.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace game_of_stones_once {

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation =
        "H:K, heap H (counted from 1) left with K stones, the amount taken never taken from H before; heap by heap, "
        "K descending";

    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        gamesuite::HeapsOfCase<PerCase> position{per_case, {}};
        answer_cases(in, limits, out, position);
    }
    // The judge names the second player: NO when Sam (first) wins, YES when Jon does.
    static constexpr gamesuite::AnswerWords answer_words = {"NO", "YES"};

    // --play: after a move a heap remembers what was taken from it, so a position in play is no case.
    struct Board {
        std::vector<HeapRules::Position> heaps;  // (stones left, amounts taken: bit x - 1 for x)
    };
    static Board play_position(const std::vector<long long>& heaps) {
        Board board;
        for (long long heap : heaps) board.heaps.push_back(HeapRules::Position(heap, 0));
        return board;
    }

    gamesuite::MoveList moves(const std::vector<long long>& heaps) { return moves(play_position(heaps)); }
    void explain(gamesuite::CaseLines& lines, const std::vector<long long>& heaps) {
        explain(lines, play_position(heaps));
    }
    gamesuite::MoveList moves_by_rules(const std::vector<long long>& heaps) {
        return moves_by_rules(play_position(heaps));
    }

    // A heap with nothing taken by the closed form, one with amounts taken by the search; a move from heap i wins
    // iff the state it leaves is worth the xor of the other heaps.
    gamesuite::MoveList moves(const Board& board) { return winning(board, false); }

    void explain(gamesuite::CaseLines& lines, const Board& board) {
        std::vector<unsigned long long> values;
        bool any_taken = false;
        for (const HeapRules::Position& heap : board.heaps) {
            values.push_back(value(heap, false));
            any_taken = any_taken || heap.second != 0;
        }
        unsigned long long sum = 0;
        for (unsigned long long v : values) sum ^= v;
        std::string why = "a heap of s stones with nothing taken from it is worth the largest t with 1 + 2 + ... + t "
                          "<= s";
        if (any_taken) why += " (one with amounts taken, its value by a search over its states)";
        why += "; here " + gamesuite::xor_expression(values, sum);
        const gamesuite::MoveList winning_moves = moves(board);
        if (winning_moves.moves.empty()) {
            lines.explain_loss(why + ": every move changes one heap's value and so leaves a nonzero sum: Jon (the "
                                     "second player) wins, YES");
            return;
        }
        const std::string& move = winning_moves.moves.front();
        std::size_t index = 0;
        long long left = 0;
        gamesuite::read_pile_left(move, index, left);
        const HeapRules::Position& heap = board.heaps[index];
        const HeapRules::Position after = HeapRules::after(heap, heap.first - left);
        std::vector<unsigned long long> now(values);
        now[index] = value(after, false);
        lines.explain_win(why + ", not 0: Sam (the first player) wins, NO", move,
                          "take " + std::to_string(heap.first - left) + " from heap " + std::to_string(index + 1) +
                              ", " + std::to_string(heap.first) + " -> " + std::to_string(left) +
                              ", a heap then worth " + std::to_string(now[index]) + " by the search",
                          "now " + gamesuite::xor_expression(now, 0) + ", and every reply leaves it nonzero");
    }

    // By the rules: every take from every heap, kept when the values of every heap by the reference's search (no
    // closed form) xor to 0 after it.
    gamesuite::MoveList moves_by_rules(const Board& board) { return winning(board, true); }

    // --play
    static std::string board(const Board& board) {
        std::vector<long long> left;
        for (const HeapRules::Position& heap : board.heaps) left.push_back(heap.first);
        const std::string rows = gamesuite::pile_rows(left, "heap");
        std::string text;
        std::size_t start = 0;
        for (std::size_t i = 0; i < board.heaps.size(); ++i) {
            std::size_t end = rows.find('\n', start);
            if (end == std::string::npos) end = rows.size();
            text += (i == 0 ? "" : "\n") + rows.substr(start, end - start) + taken_text(board.heaps[i]);
            start = end + 1;
        }
        return text;
    }
    static std::string play(const std::string& move, Board& board) {
        std::size_t index = 0;
        long long left = 0;
        if (!gamesuite::read_pile_left(move, index, left)) return "write H:K (heap H left with K stones)";
        if (index >= board.heaps.size())
            return "there is no heap " + std::to_string(index + 1) + " (" +
                   gamesuite::counted(board.heaps.size(), "heap") + ")";
        HeapRules::Position& heap = board.heaps[index];
        if (left >= heap.first)
            return "heap " + std::to_string(index + 1) + " has " + gamesuite::counted(heap.first, "stone") +
                   ": leave fewer";
        if (HeapRules::taken_before(heap, heap.first - left))
            return std::to_string(heap.first - left) + " was taken from heap " + std::to_string(index + 1) +
                   " before: take another amount";
        heap = HeapRules::after(heap, heap.first - left);
        return "";
    }
    // Holding out: the smallest amount still allowed from the fullest heap that has one.
    static std::string any_move(const Board& board) {
        std::string best;
        long long most = 0;
        for (std::size_t i = 0; i < board.heaps.size(); ++i) {
            const HeapRules::Position& heap = board.heaps[i];
            for (long long take = 1; take <= heap.first; ++take) {
                if (HeapRules::taken_before(heap, take)) continue;
                if (heap.first > most) {
                    most = heap.first;
                    best = gamesuite::pile_left(i, heap.first - take);
                }
                break;
            }
        }
        return best;
    }

private:
    static unsigned long long value(const HeapRules::Position& heap, bool by_search) {
        if (!by_search && heap.second == 0) return heap_value(heap.first);
        return heap_search().grundy(heap);
    }

    static gamesuite::MoveList winning(const Board& board, bool by_search) {
        unsigned long long sum = 0;
        for (const HeapRules::Position& heap : board.heaps) sum ^= value(heap, by_search);
        std::vector<std::string> moves;
        if (sum == 0 && !by_search) return moves;
        for (std::size_t i = 0; i < board.heaps.size(); ++i) {
            const HeapRules::Position& heap = board.heaps[i];
            const unsigned long long others = sum ^ value(heap, by_search);
            for (long long take = 1; take <= heap.first; ++take)
                if (!HeapRules::taken_before(heap, take) && value(HeapRules::after(heap, take), by_search) == others)
                    moves.push_back(gamesuite::pile_left(i, heap.first - take));
        }
        return moves;
    }

    static std::string taken_text(const HeapRules::Position& heap) {
        std::string text;
        for (long long x = 1; x <= heap.first; ++x)
            if (HeapRules::taken_before(heap, x)) text += (text.empty() ? "" : ", ") + std::to_string(x);
        return text.empty() ? "" : "  (may not take again: " + text + ")";
    }
};

}  // namespace game_of_stones_once

#endif
