// HDU 3032 Nim or not Nim? on the command line: --moves lists the winning moves, --explain says why (C++17, never
// judged). O(1) a heap plus O(64) a listed split. Tested in-process against moves_by_rules, which tries every move.
#ifndef LASKER_MOVES_HPP
#define LASKER_MOVES_HPP

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

namespace lasker {

// A heap's winning moves to the value `target`, appended to `moves` as (a, b): b = 0 for a removal leaving a, else a
// split into a <= b. Stops a little past `wanted`.
//
// g is an involution that swaps 4k+3 and 4k+4, so the removal leaves g(target) when that is smaller than the heap.
// A split: write each part x >= 1 as x = 4P + d(e) where g(x) = 4P + e, d(0..3) = -1, 1, 2, 4 (x = 4P - 1 is the
// part worth 4P). Then a + b = heap fixes P_a + P_b for each pair (e_a, e_b = e_a xor (target & 3)), and
// g(a) xor g(b) = target fixes P_a xor P_b = target >> 2: P_a is c plus any part of target >> 2, where
// c = (sum - xor) / 2 shares no bit with it. Ascending parts of target >> 2 give ascending a.
inline void heap_moves_to(unsigned long long heap, unsigned long long target, std::size_t wanted,
                          std::vector<std::pair<unsigned long long, unsigned long long>>& moves) {
    if (target <= heap && lasker_grundy(target) < heap) moves.push_back({lasker_grundy(target), 0});
    static const long long offset[4] = {-1, 1, 2, 4};
    const unsigned long long high = target >> 2;
    std::vector<std::pair<unsigned long long, unsigned long long>> splits;
    for (unsigned e_a = 0; e_a < 4; ++e_a) {
        const unsigned e_b = e_a ^ static_cast<unsigned>(target & 3);
        const long long rest = static_cast<long long>(heap) - offset[e_a] - offset[e_b];
        if (rest < 0 || rest % 4 != 0) continue;
        const unsigned long long sum = static_cast<unsigned long long>(rest / 4);
        if (high > sum || (sum - high) % 2 != 0) continue;
        const unsigned long long common = (sum - high) / 2;
        if ((common & high) != 0) continue;
        std::size_t found = 0;
        for (unsigned long long part = 0;; part = ((part | ~high) + 1) & high) {  // the parts of high, ascending
            const unsigned long long p_a = common | part, p_b = sum - p_a;
            const long long a = static_cast<long long>(4 * p_a) + offset[e_a];
            const long long b = static_cast<long long>(4 * p_b) + offset[e_b];
            if (a > b) break;
            if (a >= 1 && b >= 1) {
                splits.push_back({static_cast<unsigned long long>(a), static_cast<unsigned long long>(b)});
                if (++found > wanted) break;
            }
            if (part == high) break;
        }
    }
    std::sort(splits.begin(), splits.end());
    moves.insert(moves.end(), splits.begin(), splits.end());
}

// Every winning move as (heap index, (a, b)), heap by heap; past max_listed_moves a few more, not all.
inline std::vector<std::pair<std::size_t, std::pair<unsigned long long, unsigned long long>>> winning_moves(
    const std::vector<long long>& heaps) {
    std::vector<unsigned long long> values;
    for (long long heap : heaps) values.push_back(lasker_grundy(static_cast<unsigned long long>(heap)));
    std::vector<std::pair<std::size_t, std::pair<unsigned long long, unsigned long long>>> moves;
    auto visit = [&](std::size_t i, unsigned long long target) {
        if (moves.size() > gamesuite::max_listed_moves) return;
        std::vector<std::pair<unsigned long long, unsigned long long>> heap_moves;
        heap_moves_to(static_cast<unsigned long long>(heaps[i]), target, gamesuite::max_listed_moves, heap_moves);
        for (const auto& move : heap_moves) moves.push_back({i, move});
    };
    gamecore::for_each_winning_target(values.begin(), values.end(), visit);
    return moves;
}

inline std::string move_text(std::size_t heap, const std::pair<unsigned long long, unsigned long long>& move) {
    return move.second == 0 ? gamesuite::pile_left(heap, move.first)
                            : gamesuite::pile_split(heap, move.first, move.second);
}

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation =
        "H:K, heap H (counted from 1) left with K objects, or H:A+B, heap H split into A <= B; heap by heap, the "
        "removal first, then the splits by A ascending";
    static constexpr bool long_lists = true;

    // The parser hands the heaps one by one: the case is the heaps, in input order.
    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        gamesuite::HeapsOfCase<PerCase> position{per_case, {}};
        answer_cases(in, limits, out, position);
    }
    // Alice moves first.
    static constexpr gamesuite::AnswerWords answer_words = {"Alice", "Bob"};

    gamesuite::MoveList moves(const std::vector<long long>& heaps) {
        std::vector<std::string> moves;
        for (const auto& [heap, move] : winning_moves(heaps)) moves.push_back(move_text(heap, move));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, const std::vector<long long>& heaps) {
        std::vector<unsigned long long> values;
        for (long long heap : heaps) values.push_back(lasker_grundy(static_cast<unsigned long long>(heap)));
        const unsigned long long sum = gamecore::nim_sum(values.begin(), values.end());
        const std::string why = "a heap of s is worth s, except 4k+3 and 4k+4, which swap; here " +
                                gamesuite::xor_expression(values, sum);
        const auto moves = winning_moves(heaps);
        if (moves.empty()) {
            lines.explain_loss(why + ": every move changes one heap's value and so leaves a nonzero sum: Bob wins");
            return;
        }
        const auto& [heap, move] = moves.front();
        std::vector<unsigned long long> after(values);
        after[heap] = lasker_grundy(move.first) ^ lasker_grundy(move.second);
        const std::string what =
            move.second == 0
                ? "remove " + std::to_string(heaps[heap] - static_cast<long long>(move.first)) + " from heap " +
                      std::to_string(heap + 1)
                : "split heap " + std::to_string(heap + 1) + " into " + std::to_string(move.first) + " and " +
                      std::to_string(move.second) + ", worth " + std::to_string(lasker_grundy(move.first)) +
                      " xor " + std::to_string(lasker_grundy(move.second));
        lines.explain_win(why + ", not 0: Alice wins", move_text(heap, move), what,
                          "now " + gamesuite::xor_expression(after, 0) + ", and every reply leaves it nonzero");
    }

    // By the rules: every removal and every split of every heap, kept when the values of the reference's table
    // (each heap's mex over its options) xor to 0 after it.
    gamesuite::MoveList moves_by_rules(const std::vector<long long>& heaps) {
        static GrundyTableSum table;  // one table for every input the process reads
        unsigned sum = 0;
        for (long long heap : heaps) sum ^= table.grundy(heap);
        std::vector<std::string> moves;
        for (std::size_t i = 0; i < heaps.size(); ++i) {
            const unsigned others = sum ^ table.grundy(heaps[i]);
            for (long long rest = 0; rest < heaps[i]; ++rest)
                if ((others ^ table.grundy(rest)) == 0) moves.push_back(gamesuite::pile_left(i, rest));
            for (long long a = 1; a <= heaps[i] / 2; ++a)
                if ((others ^ table.grundy(a) ^ table.grundy(heaps[i] - a)) == 0)
                    moves.push_back(gamesuite::pile_split(i, a, heaps[i] - a));
        }
        return moves;
    }

    // --play: a split heap H:A+B becomes heaps H and H + 1.
    static std::string board(const std::vector<long long>& heaps) { return gamesuite::pile_rows(heaps, "heap"); }
    static std::string play(const std::string& move, std::vector<long long>& heaps) {
        const std::size_t plus = move.find('+');
        if (plus == std::string::npos) return gamesuite::play_pile_left(move, heaps, "heap", "object");
        std::size_t index = 0;
        long long first = 0, second = 0;
        if (!gamesuite::read_pile_left(move.substr(0, plus), index, first) ||
            !gamesuite::read_number_move(move.substr(plus + 1), second))
            return "write H:A+B (heap H split into A and B)";
        if (index >= heaps.size()) return "there is no heap " + std::to_string(index + 1);
        if (first < 1 || second < 1 || first + second != heaps[index])
            return "split heap " + std::to_string(index + 1) + " of " + std::to_string(heaps[index]) +
                   " into two non-empty heaps that add up to it";
        heaps[index] = first;
        heaps.insert(heaps.begin() + static_cast<std::ptrdiff_t>(index) + 1, second);
        return "";
    }
    static std::string any_move(const std::vector<long long>& heaps) { return gamesuite::longest_nim_move(heaps); }
};

}  // namespace lasker

#endif
