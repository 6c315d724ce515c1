// Luogu P2148 E&D on the command line: --moves lists the winning moves, --explain says why (C++17, never judged).
// O(1) a pair plus O(1) a listed split. Tested in-process against moves_by_rules, which tries every split.
#ifndef E_AND_D_MOVES_HPP
#define E_AND_D_MOVES_HPP

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "cli/case_moves.hpp"
#include "cli/play.hpp"
#include "gamecore/nim.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace e_and_d {

// The splits of heap s into x + (s - x), x <= s - x, that leave a pair worth `target`, x ascending; appended to `xs`
// until it holds `wanted`.
//
// With u = x - 1 and v = s - x - 1, u + v = s - 2 and the pair is worth the lowest 0 bit of u | v. It is worth t
// iff bits 0..t-1 of u | v are 1 and bit t of both is 0; then their low parts u', v' (below 2^(t+1)) are below 2^t,
// add up to r = (s - 2) mod 2^(t+1) with no carry, and u' + v' = (u' | v') + (u' & v') = 2^t - 1 + c: so r = 2^t - 1
// + c, c <= 2^t - 1, which is bit t of s - 1 set (r + 1 in [2^t, 2^(t+1) - 1]); the high parts are any U + V =
// (s - 2) >> (t + 1). u' is c with any part of the bits free = (2^t - 1) & ~c, and v' is c with the rest. So the
// splits worth t are u = U 2^(t+1) + (c | part), ascending in (U, part), while u <= v. That is also the proof of the
// closed form (statement.md): splitting s reaches exactly the values of the 1 bits of s - 1.
inline void splits_worth(long long heap, unsigned target, std::size_t wanted, std::vector<long long>& xs) {
    const unsigned long long s = static_cast<unsigned long long>(heap);
    if (s < 2 || target >= 63 || ((s - 1) >> target & 1) == 0) return;
    const unsigned long long sum = s - 2, low = (1ULL << target) - 1;
    const unsigned long long common = (sum & (2 * low + 1)) - low, free = low & ~common;
    for (unsigned long long high = 0;; ++high)
        for (unsigned long long part = 0;; part = ((part | ~free) + 1) & free) {  // the parts of free, ascending
            const unsigned long long u = (high << (target + 1)) | common | part;
            if (u > sum / 2 || xs.size() >= wanted) return;  // u <= v; u only grows
            xs.push_back(static_cast<long long>(u + 1));
            if (part == free) break;
        }
}

// A winning move: the heap split (counted from 0, in input order) and its smaller part x.
typedef std::pair<std::size_t, long long> Split;

inline std::vector<unsigned long long> pair_values(const std::vector<long long>& heaps) {
    std::vector<unsigned long long> values;
    for (std::size_t i = 0; i + 1 < heaps.size(); i += 2) values.push_back(pair_grundy(heaps[i], heaps[i + 1]));
    return values;
}

// Every winning move, heap by heap and x ascending; past max_listed_moves one more, not all. A move in pair k must
// leave it worth its value xor the sum (Sprague-Grundy; gamecore::for_each_winning_target), which may be above its
// value: splitting either heap reaches the 1 bits of that heap less one.
inline std::vector<Split> winning_moves(const std::vector<long long>& heaps) {
    const std::vector<unsigned long long> values = pair_values(heaps);
    std::vector<Split> moves;
    std::vector<long long> xs;
    auto visit = [&](std::size_t pair, unsigned long long target) {
        for (std::size_t h = 2 * pair; h < 2 * pair + 2; ++h) {
            xs.clear();
            splits_worth(heaps[h], static_cast<unsigned>(target), gamesuite::max_listed_moves + 1 - moves.size(), xs);
            for (long long x : xs) moves.push_back({h, x});
        }
    };
    gamecore::for_each_winning_target(values.begin(), values.end(), visit);
    return moves;
}

inline std::string move_text(const std::vector<long long>& heaps, const Split& move) {
    return gamesuite::pile_split(move.first, move.second, heaps[move.first] - move.second);
}

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation =
        "H:A+B, heap H (counted from 1) split into A <= B, its partner in the pair thrown away: A and B are the new "
        "pair; heap by heap, A ascending";
    static constexpr bool long_lists = true;

    // The parser hands the pairs one by one: the case is the heaps, in input order.
    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        struct Heaps {
            void clear() { heaps.clear(); }
            void add_pair(long long a, long long b) {
                heaps.push_back(a);
                heaps.push_back(b);
            }
            bool first_player_wins() { return per_case(heaps); }
            PerCase& per_case;
            std::vector<long long> heaps;
        } position{per_case, {}};
        answer_cases(in, limits, out, position);
    }
    static constexpr gamesuite::AnswerWords answer_words = {"YES", "NO"};

    gamesuite::MoveList moves(const std::vector<long long>& heaps) {
        std::vector<std::string> moves;
        for (const Split& move : winning_moves(heaps)) moves.push_back(move_text(heaps, move));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, const std::vector<long long>& heaps) {
        const std::vector<unsigned long long> values = pair_values(heaps);
        const unsigned long long sum = gamecore::nim_sum(values.begin(), values.end());
        const std::string why = "a pair (a, b) is worth the lowest 0 bit of (a-1) | (b-1), since splitting a heap s "
                                "reaches the values of the 1 bits of s-1; the pairs' values xor to " +
                                gamesuite::xor_expression(values, sum);
        const std::vector<Split> moves = winning_moves(heaps);
        if (moves.empty()) {
            lines.explain_loss(why + ": every move changes one pair's value and so leaves a nonzero sum: W wins");
            return;
        }
        const auto& [heap, x] = moves.front();
        const std::size_t pair = heap / 2, partner = heap ^ 1;
        std::vector<unsigned long long> after(values);
        after[pair] = pair_grundy(x, heaps[heap] - x);
        lines.explain_win(why + ", not 0: E wins", move_text(heaps, moves.front()),
                          "throw away heap " + std::to_string(partner + 1) + " (" +
                              gamesuite::counted(heaps[partner], "stone") + ") and split heap " +
                              std::to_string(heap + 1) + " (" + gamesuite::counted(heaps[heap], "stone") +
                              ") into " + std::to_string(x) + " and " + std::to_string(heaps[heap] - x) + ": pair " +
                              std::to_string(pair + 1) + " is then worth " + std::to_string(after[pair]),
                          "now " + gamesuite::xor_expression(after, 0) + ", and every reply leaves it nonzero");
    }

    // By the rules: every split of every heap, x <= s - x (the same pair either way), kept when the values of the
    // reference's table (each pair's mex over its splits) xor to 0 after it.
    gamesuite::MoveList moves_by_rules(const std::vector<long long>& heaps) {
        static GrundyTableSum table;  // one table for every input the process reads
        unsigned sum = 0;
        for (std::size_t i = 0; i + 1 < heaps.size(); i += 2) sum ^= table.grundy(heaps[i], heaps[i + 1]);
        std::vector<std::string> moves;
        for (std::size_t h = 0; h < heaps.size(); ++h) {
            const unsigned others = sum ^ table.grundy(heaps[h & ~std::size_t(1)], heaps[h | 1]);
            for (long long x = 1; x <= heaps[h] / 2; ++x)
                if ((others ^ table.grundy(x, heaps[h] - x)) == 0)
                    moves.push_back(gamesuite::pile_split(h, x, heaps[h] - x));
        }
        return moves;
    }

    // --play: heap H keeps A, and its partner becomes B.
    static std::string board(const std::vector<long long>& heaps) {
        return gamesuite::pile_rows(heaps, "heap") + "\n  heaps 2k-1 and 2k form pair k";
    }
    static std::string play(const std::string& move, std::vector<long long>& heaps) {
        std::size_t index = 0;
        std::vector<long long> parts;
        if (!gamesuite::read_pile_parts(move, index, parts) || parts.size() != 2)
            return "write H:A+B (heap H split into A and B, its partner thrown away)";
        if (index >= heaps.size())
            return "there is no heap " + std::to_string(index + 1) + " (" +
                   gamesuite::counted(heaps.size(), "heap") + ")";
        if (parts[0] < 1 || parts[1] < 1 || parts[0] + parts[1] != heaps[index])
            return "split heap " + std::to_string(index + 1) + " of " + gamesuite::counted(heaps[index], "stone") +
                   " into two non-empty heaps that add up to it";
        heaps[index] = parts[0];
        heaps[index ^ 1] = parts[1];
        return "";
    }
    // The engine's move where none wins: the largest heap halved. (Splitting off a single stone would hold out
    // longest, but each pair then lasts as many moves as it has stones, and the scripted games of --play's stress,
    // which search every split a move, took 11 s under the sanitizers.)
    static std::string any_move(const std::vector<long long>& heaps) {
        std::size_t largest = 0;
        for (std::size_t i = 1; i < heaps.size(); ++i)
            if (heaps[i] > heaps[largest]) largest = i;
        if (heaps.empty() || heaps[largest] < 2) return "";
        return gamesuite::pile_split(largest, heaps[largest] / 2, heaps[largest] - heaps[largest] / 2);
    }
};

}  // namespace e_and_d

#endif
