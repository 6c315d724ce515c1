// HDU 5795 A Simple Nim on the command line: --moves lists the winning moves, --explain says why (C++17, never
// judged). O(1) a heap for the value, O(s^2 / 12) a heap of s for its splits, so --moves and --explain take heaps
// up to 3000. Tested in-process against moves_by_rules, which tries every move on the reference's table.
#ifndef SIMPLE_NIM_MOVES_HPP
#define SIMPLE_NIM_MOVES_HPP

#include <algorithm>
#include <array>
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "cli/case_moves.hpp"
#include "cli/play.hpp"
#include "gamecore/nim.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace simple_nim {

// The splits of a heap of s are about s^2 / 12, each tried by its closed-form value; past 3000 a listing that finds
// few winning splits would take seconds a heap.
const long long max_heap_with_moves = 3000;

// A move: {a, 0, 0} leaves the heap with a candies; {a, b, c} splits it into a <= b <= c.
typedef std::array<unsigned long long, 3> HeapMove;

// A heap's moves to the value `target`: the removal first (g is an involution swapping 8k+7 and 8k+8, so it
// leaves g(target) when that is smaller than the heap), then the splits by a, then b, ascending. Stops a little
// past `wanted`.
inline void heap_moves_to(unsigned long long heap, unsigned long long target, std::size_t wanted,
                          std::vector<HeapMove>& moves) {
    if (target <= heap && simple_nim_grundy(target) < heap) moves.push_back({{simple_nim_grundy(target), 0, 0}});
    std::size_t found = 0;
    for (unsigned long long a = 1; 3 * a <= heap; ++a)
        for (unsigned long long b = a; a + 2 * b <= heap; ++b) {
            const unsigned long long c = heap - a - b;
            if ((simple_nim_grundy(a) ^ simple_nim_grundy(b) ^ simple_nim_grundy(c)) != target) continue;
            moves.push_back({{a, b, c}});
            if (++found > wanted) return;
        }
}

// Every winning move as (heap index, move), heap by heap; past max_listed_moves a few more, not all.
inline std::vector<std::pair<std::size_t, HeapMove>> winning_moves(const std::vector<long long>& heaps) {
    std::vector<unsigned long long> values;
    for (long long heap : heaps) values.push_back(simple_nim_grundy(static_cast<unsigned long long>(heap)));
    std::vector<std::pair<std::size_t, HeapMove>> moves;
    auto visit = [&](std::size_t i, unsigned long long target) {
        if (moves.size() > gamesuite::max_listed_moves) return;
        std::vector<HeapMove> heap_moves;
        heap_moves_to(static_cast<unsigned long long>(heaps[i]), target, gamesuite::max_listed_moves, heap_moves);
        for (const auto& move : heap_moves) moves.push_back({i, move});
    };
    gamecore::for_each_winning_target(values.begin(), values.end(), visit);
    return moves;
}

// "H:K" (gamesuite::pile_left), or "H:A+B+C", the house's "H:A+B" with a third part.
inline std::string move_text(std::size_t heap, const HeapMove& move) {
    return move[1] == 0 ? gamesuite::pile_left(heap, move[0])
                        : gamesuite::pile_split(heap, move[0], move[1]) + "+" + std::to_string(move[2]);
}

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation =
        "H:K, heap H (counted from 1) left with K candies, or H:A+B+C, heap H split into A <= B <= C; heap by "
        "heap, the removal first, then the splits by A, then B, ascending";
    static constexpr bool long_lists = true;

    static Limits moves_limits(Limits limits) {
        limits.max_heap = std::min(limits.max_heap, max_heap_with_moves);
        return limits;
    }

    // The parser hands the heaps one by one: the case is the heaps, in input order.
    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        gamesuite::HeapsOfCase<PerCase> position{per_case, {}};
        answer_cases(in, limits, out, position);
    }
    static constexpr gamesuite::AnswerWords answer_words = {"First player wins.", "Second player wins."};

    gamesuite::MoveList moves(const std::vector<long long>& heaps) {
        std::vector<std::string> moves;
        for (const auto& [heap, move] : winning_moves(heaps)) moves.push_back(move_text(heap, move));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, const std::vector<long long>& heaps) {
        std::vector<unsigned long long> values;
        for (long long heap : heaps) values.push_back(simple_nim_grundy(static_cast<unsigned long long>(heap)));
        const unsigned long long sum = gamecore::nim_sum(values.begin(), values.end());
        const std::string why = "a heap of s is worth s, except 8k+7 and 8k+8, which swap; here " +
                                gamesuite::xor_expression(values, sum);
        const auto moves = winning_moves(heaps);
        if (moves.empty()) {
            lines.explain_loss(why +
                               ": every move changes one heap's value and so leaves a nonzero sum: the second "
                               "player wins");
            return;
        }
        const auto& [heap, move] = moves.front();
        std::vector<unsigned long long> after(values);
        after[heap] = move[1] == 0 ? simple_nim_grundy(move[0])
                                   : simple_nim_grundy(move[0]) ^ simple_nim_grundy(move[1]) ^
                                         simple_nim_grundy(move[2]);
        const std::string what =
            move[1] == 0 ? "remove " + std::to_string(heaps[heap] - static_cast<long long>(move[0])) +
                               " from heap " + std::to_string(heap + 1)
                         : "split heap " + std::to_string(heap + 1) + " into " + std::to_string(move[0]) + ", " +
                               std::to_string(move[1]) + " and " + std::to_string(move[2]) + ", worth " +
                               std::to_string(simple_nim_grundy(move[0])) + " xor " +
                               std::to_string(simple_nim_grundy(move[1])) + " xor " +
                               std::to_string(simple_nim_grundy(move[2]));
        lines.explain_win(why + ", not 0: the first player wins", move_text(heap, move), what,
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
            for (long long a = 1; 3 * a <= heaps[i]; ++a)
                for (long long b = a; a + 2 * b <= heaps[i]; ++b)
                    if ((others ^ table.grundy(a) ^ table.grundy(b) ^ table.grundy(heaps[i] - a - b)) == 0)
                        moves.push_back(gamesuite::pile_split(i, a, b) + "+" + std::to_string(heaps[i] - a - b));
        }
        return moves;
    }

    // --play: a split heap H:A+B+C becomes heaps H, H + 1 and H + 2.
    static std::string board(const std::vector<long long>& heaps) { return gamesuite::pile_rows(heaps, "heap"); }
    static std::string play(const std::string& move, std::vector<long long>& heaps) {
        std::size_t index = 0;
        std::vector<long long> parts;
        if (!gamesuite::read_pile_parts(move, index, parts) || (parts.size() != 1 && parts.size() != 3))
            return "write H:K (heap H left with K candies) or H:A+B+C (heap H split into three)";
        if (index >= heaps.size())
            return "there is no heap " + std::to_string(index + 1) + " (" +
                   gamesuite::counted(heaps.size(), "heap") + ")";
        const auto at = heaps.begin() + static_cast<std::ptrdiff_t>(index);
        if (parts.size() == 1) {
            if (parts[0] >= *at)
                return "heap " + std::to_string(index + 1) + " has " + gamesuite::counted(*at, "candy", "candies") +
                       ": leave fewer";
            *at = parts[0];
            return "";
        }
        if (parts[0] < 1 || parts[1] < 1 || parts[2] < 1 || parts[0] + parts[1] + parts[2] != *at)  // < 3 * 10^18
            return "split heap " + std::to_string(index + 1) + " of " + gamesuite::counted(*at, "candy", "candies") +
                   " into three non-empty heaps that add up to it";
        *at = parts[0];
        heaps.insert(at + 1, parts.begin() + 1, parts.end());
        return "";
    }
    // The engine's move where none wins: the largest heap halved. (One candy at a time would hold out longest, but
    // the scripted games of --play's stress, which try every split a move, then took 11 s under the sanitizers.)
    static std::string any_move(const std::vector<long long>& heaps) {
        std::size_t largest = 0;
        for (std::size_t i = 1; i < heaps.size(); ++i)
            if (heaps[i] > heaps[largest]) largest = i;
        if (heaps.empty() || heaps[largest] == 0) return "";
        return gamesuite::pile_left(largest, heaps[largest] / 2);
    }
};

}  // namespace simple_nim

#endif
