// Codeforces 603C Lieges of Legendre on the command line: --moves lists the winning moves, --explain says why (C++17,
// never judged). O(log a) a heap. Tested in-process against moves_by_rules, which tries every move on the
// reference's tables. No --play: one split of a heap makes k heaps, and k goes to 10^9 at the judge.
#ifndef LIEGES_OF_LEGENDRE_MOVES_HPP
#define LIEGES_OF_LEGENDRE_MOVES_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace lieges_of_legendre {

// The parser hands the heaps one by one (start, add_heap, first_player_wins); per_case gets them whole, in input
// order, with k.
template <class PerCase>
struct HeapsAndSplit {
    void start(long long k) {
        split = k;
        heaps.clear();
    }
    void add_heap(long long heap) { heaps.push_back(heap); }
    bool first_player_wins() { return per_case(static_cast<const std::vector<long long>&>(heaps), split); }
    PerCase& per_case;
    long long split;
    std::vector<long long> heaps;
};

// "H:K", heap H (from 1) left with K cows, or "H:X*K", heap H of 2X made K heaps of X.
inline std::string removal_text(std::size_t heap, long long left) { return gamesuite::pile_left(heap, left); }
inline std::string split_text(std::size_t heap, long long half, long long split) {
    return std::to_string(heap + 1) + ":" + std::to_string(half) + "*" + std::to_string(split);
}

// What a heap's moves are worth: removal leaves a - 1; a split of 2x is worth g(x) for odd k, 0 for even k.
inline unsigned split_value(long long heap, long long split) {
    return split % 2 != 0 ? heap_value(heap / 2, true) : 0u;
}

struct WinningMove {
    std::size_t heap;
    bool is_split;
};

// Every winning move, heap by heap, the removal first; a few past max_listed_moves, not all.
inline std::vector<WinningMove> winning_moves(const std::vector<long long>& heaps, long long split) {
    const bool k_odd = split % 2 != 0;
    unsigned sum = 0;
    for (std::size_t i = 0; i < heaps.size(); ++i) sum ^= heap_value(heaps[i], k_odd);
    std::vector<WinningMove> moves;
    if (sum == 0) return moves;
    for (std::size_t i = 0; i < heaps.size() && moves.size() <= gamesuite::max_listed_moves; ++i) {
        const unsigned others = sum ^ heap_value(heaps[i], k_odd);
        if (heaps[i] > 0 && heap_value(heaps[i] - 1, k_odd) == others) moves.push_back(WinningMove{i, false});
        if (heaps[i] > 0 && heaps[i] % 2 == 0 && split_value(heaps[i], split) == others)
            moves.push_back(WinningMove{i, true});
    }
    return moves;
}

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* no_play = "a split makes k heaps of x, with k up to 10^9: no board to draw one move at a time";
    static constexpr const char* notation =
        "H:K, heap H (counted from 1) left with K = its size - 1 cows, or H:X*K, heap H of 2X cows replaced by K "
        "heaps of X; heap by heap, the removal first";
    static constexpr bool long_lists = true;

    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        HeapsAndSplit<PerCase> position{per_case, 1, {}};
        answer_cases(in, limits, out, position);
    }
    // Kevin moves first.
    static constexpr gamesuite::AnswerWords answer_words = {"Kevin", "Nicky"};

    gamesuite::MoveList moves(const std::vector<long long>& heaps, long long split) {
        std::vector<std::string> moves;
        for (const WinningMove& move : winning_moves(heaps, split)) moves.push_back(text_of(move, heaps, split));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, const std::vector<long long>& heaps, long long split) {
        const bool k_odd = split % 2 != 0;
        std::vector<unsigned> values;
        for (long long heap : heaps) values.push_back(heap_value(heap, k_odd));
        unsigned sum = 0;
        for (unsigned value : values) sum ^= value;
        const std::string rule =
            k_odd ? "k = " + std::to_string(split) +
                        " is odd, so a split of 2x is worth g(x) and a heap is worth 0, 1, 0, 1, 2 up to 4, then 0 "
                        "if odd and mex {0, g(a / 2)} if even"
                  : "k = " + std::to_string(split) +
                        " is even, so a split is worth 0 and a heap is worth 0, 1, 2 up to 2, then 1 if even and 0 "
                        "if odd";
        const std::string why = rule + "; here " + gamesuite::xor_expression(values, sum);
        const std::vector<WinningMove> moves = winning_moves(heaps, split);
        if (moves.empty()) {
            lines.explain_loss(why + ": every move changes one heap's value and so leaves a nonzero sum: Nicky wins");
            return;
        }
        const WinningMove& move = moves.front();
        const long long heap = heaps[move.heap];
        std::vector<unsigned> after(values);
        after[move.heap] = move.is_split ? split_value(heap, split) : heap_value(heap - 1, k_odd);
        const std::string what =
            move.is_split ? "replace heap " + std::to_string(move.heap + 1) + " of " + std::to_string(heap) + " by " +
                                std::to_string(split) + " heaps of " + std::to_string(heap / 2) + ", together worth " +
                                std::to_string(after[move.heap])
                          : "remove a cow from heap " + std::to_string(move.heap + 1) + ", " + std::to_string(heap) +
                                " -> " + std::to_string(heap - 1);
        lines.explain_win(why + ", not 0: Kevin wins", text_of(move, heaps, split), what,
                          "now " + gamesuite::xor_expression(after, 0) + ", and every reply leaves it nonzero");
    }

    // By the rules: every removal and every split of every heap, kept when the values of the reference's tables
    // (each heap's mex over its options, a split's k values xored one by one) xor to 0 after it.
    gamesuite::MoveList moves_by_rules(const std::vector<long long>& heaps, long long split) {
        TablesByRules& tables = tables_by_rules();
        unsigned sum = 0;
        for (long long heap : heaps) sum ^= tables.value(split, heap);
        std::vector<std::string> moves;
        for (std::size_t i = 0; i < heaps.size(); ++i) {
            const unsigned others = sum ^ tables.value(split, heaps[i]);
            if (heaps[i] > 0 && (others ^ tables.value(split, heaps[i] - 1)) == 0)
                moves.push_back(removal_text(i, heaps[i] - 1));
            if (heaps[i] > 0 && heaps[i] % 2 == 0) {
                unsigned parts = 0;
                for (long long j = 0; j < split; ++j) parts ^= tables.value(split, heaps[i] / 2);
                if ((others ^ parts) == 0) moves.push_back(split_text(i, heaps[i] / 2, split));
            }
        }
        return moves;
    }

private:
    static std::string text_of(const WinningMove& move, const std::vector<long long>& heaps, long long split) {
        return move.is_split ? split_text(move.heap, heaps[move.heap] / 2, split)
                             : removal_text(move.heap, heaps[move.heap] - 1);
    }
};

}  // namespace lieges_of_legendre

#endif
