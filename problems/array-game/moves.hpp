// Luogu P3179 [HAOI2015] 数组游戏 on the command line: --moves lists the winning moves, --explain says why (C++17,
// never judged). O(n^(3/4)) once for the board's values, then O(sqrt(n / x)) a white cell x plus one a listed move.
// Tested in-process against moves_by_rules, which tries every move on the reference's search.
#ifndef ARRAY_GAME_MOVES_HPP
#define ARRAY_GAME_MOVES_HPP

#include <cstddef>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "cli/case_moves.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace array_game {

// "X*K": white cell X chosen with k = K, so cells X, 2X, ..., KX are flipped.
inline std::string move_text(long long x, long long k) { return std::to_string(x) + "*" + std::to_string(k); }

// The k (ascending) that flip x, 2x, ..., kx worth `target` together after x itself: P(k) = xor of
// G(floor(m / j)) for 2 <= j <= k, m = floor(n / x), walked by blocks of equal floor(m / j), where P alternates
// between the value before the block and that value xor the block's G. Stops a little past `wanted`.
inline void cell_moves_to(const DivisorBlockGrundy& grundy, long long x, unsigned target, std::size_t wanted,
                          std::vector<long long>& ks) {
    const long long m = grundy.n() / x;
    if (target == 0) ks.push_back(1);
    unsigned prefix = 0;
    for (long long j = 2; j <= m && ks.size() <= wanted;) {
        const long long q = m / j, last = m / q;
        const unsigned g = grundy.value_of(q);
        // k = j + s is worth prefix ^ g for even s, prefix for odd s: with g = 0 every k of the block, else every
        // other one, from j or from j + 1, or none; never a walk over a block that gives nothing.
        const long long from = (prefix ^ g) == target ? j : prefix == target ? j + 1 : last + 1;
        const long long step = g == 0 ? 1 : 2;
        for (long long k = from; k <= last && ks.size() <= wanted; k += step) ks.push_back(k);
        if ((last - j + 1) % 2 == 1) prefix ^= g;
        j = last + 1;
    }
}

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation =
        "X*K, white cell X chosen with k = K (cells X, 2X, ..., KX flipped); white cell by white cell in input "
        "order, K ascending";
    static constexpr bool long_lists = true;

    // The parser hands the white cells one by one: the case is the board's n and the white cells, in input order.
    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        struct Whites {
            void prepare(long long size) { n = size; }
            void clear() { cells.clear(); }
            void add_white(long long cell) { cells.push_back(cell); }
            bool first_player_wins() { return per_case(n, cells); }
            PerCase& per_case;
            long long n;
            std::vector<long long> cells;
        } position{per_case, 0, {}};
        answer_cases(in, limits, out, position);
    }
    static constexpr gamesuite::AnswerWords answer_words = {"Yes", "No"};

    // Every winning move as (white cell, k); past max_listed_moves a few more, not all.
    std::vector<std::pair<long long, long long>> winning_moves(long long n, const std::vector<long long>& whites) {
        const DivisorBlockGrundy& grundy = table_for(n);
        unsigned sum = 0;
        for (long long x : whites) sum ^= grundy.cell(x);
        std::vector<std::pair<long long, long long>> moves;
        if (sum == 0) return moves;
        for (long long x : whites) {
            if (moves.size() > gamesuite::max_listed_moves) break;
            std::vector<long long> ks;
            cell_moves_to(grundy, x, sum ^ grundy.cell(x), gamesuite::max_listed_moves, ks);
            for (long long k : ks) moves.push_back({x, k});
        }
        return moves;
    }

    gamesuite::MoveList moves(long long n, const std::vector<long long>& whites) {
        std::vector<std::string> moves;
        for (const auto& [x, k] : winning_moves(n, whites)) moves.push_back(move_text(x, k));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, long long n, const std::vector<long long>& whites) {
        const DivisorBlockGrundy& grundy = table_for(n);
        std::vector<unsigned long long> values;
        for (long long x : whites) values.push_back(grundy.cell(x));
        unsigned long long sum = 0;
        for (unsigned long long v : values) sum ^= v;
        const std::string why = "a white cell x is worth the Grundy value of n / x alone (coin turning); here " +
                                gamesuite::xor_expression(values, sum);
        const auto moves = winning_moves(n, whites);
        if (moves.empty()) {
            lines.explain_loss(why + ": every move leaves a nonzero sum: the second player wins");
            return;
        }
        const auto& [x, k] = moves.front();
        lines.explain_win(why + ", not 0: the first player wins", move_text(x, k),
                          k == 1   ? "flip cell " + std::to_string(x) + " alone"
                          : k == 2 ? "flip cells " + std::to_string(x) + " and " + std::to_string(2 * x)
                                   : "flip cells " + std::to_string(x) + ", " + std::to_string(2 * x) + ", ..., " +
                                         std::to_string(k * x),
                          "the white cells' values now xor to 0, and every reply leaves them nonzero");
    }

    // By the rules: every white cell and every k, kept when the reference's search of the board says the
    // position after it is lost for the player then to move.
    gamesuite::MoveList moves_by_rules(long long n, const std::vector<long long>& whites) {
        static std::map<long long, std::unique_ptr<BoardSearch>> searches;  // one a board size for the process
        std::unique_ptr<BoardSearch>& search = searches[n];
        if (!search) {
            search.reset(new BoardSearch);
            search->prepare(n);
        }
        BoardRules::Position mask = 0;
        for (long long x : whites) mask |= 1UL << (x - 1);
        std::vector<std::string> moves;
        for (long long x : whites)
            for (long long k = 1; k <= n / x; ++k)
                if (!search->search().wins(BoardRules::after(mask, x, k))) moves.push_back(move_text(x, k));
        return moves;
    }

private:
    const DivisorBlockGrundy& table_for(long long n) {
        if (table_.n() != n) table_.prepare(n);
        return table_;
    }
    DivisorBlockGrundy table_;
};

}  // namespace array_game

#endif
