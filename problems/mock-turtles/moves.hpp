// HDU 3537 Daizhenyang's Coin on the command line: --moves lists the winning moves, --explain says why (C++17, never
// judged). O(1) a head plus O(1) a listed move. Tested in-process against moves_by_rules, which tries every move.
#ifndef MOCK_TURTLES_MOVES_HPP
#define MOCK_TURTLES_MOVES_HPP

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "cli/play.hpp"
#include "gamecore/nim.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace mock_turtles {

// The moves turning head x to tails that leave the heads' values xoring to 0, as {x}, {x, i} or {x, i, j}: turning
// coin i toggles its value g(i) in the sum, so the coins turned with x must toggle target = sum xor g(x). The values
// g are the odious numbers, one for each coin, g(i) >> 1 = i: target 0 is x alone; an odious target is one coin,
// i = target >> 1; an evil one is two, whose values xor to it: for the larger, i, the top bit h of target is set in
// g(i) (bit h - 1 of i, h >= 1), and then j = (target xor g(i)) >> 1 < i. At most `wanted` of them.
inline void head_moves(long long x, unsigned long long target, std::size_t wanted,
                       std::vector<std::vector<long long>>& moves) {
    const unsigned long long below = static_cast<unsigned long long>(x);
    if (target == 0) {
        moves.push_back({x});
        return;
    }
    if (gamecore::bit_parity(target) == 1) {
        if ((target >> 1) < below) moves.push_back({x, static_cast<long long>(target >> 1)});
        return;
    }
    int h = 63;
    while (!(target >> h & 1)) --h;
    const unsigned long long block = 1ULL << (h - 1);
    std::size_t found = 0;
    for (unsigned long long i = block;; ++i) {
        if (!(i & block)) i += block;  // the next run of i with bit h - 1 set
        if (i >= below || found++ > wanted) break;
        moves.push_back({x, static_cast<long long>(i), static_cast<long long>((target ^ mock_turtles_grundy(i)) >> 1)});
    }
}

// Every winning move, head by head; past max_listed_moves a few more, not all.
inline std::vector<std::vector<long long>> winning_moves(const std::vector<long long>& heads) {
    std::vector<unsigned long long> values;
    for (long long head : heads) values.push_back(mock_turtles_grundy(static_cast<unsigned long long>(head)));
    std::vector<std::vector<long long>> moves;
    auto visit = [&](std::size_t k, unsigned long long target) {
        if (moves.size() <= gamesuite::max_listed_moves)
            head_moves(heads[k], target, gamesuite::max_listed_moves, moves);
    };
    gamecore::for_each_winning_target(values.begin(), values.end(), visit);
    return moves;
}

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation =
        "X/I/J, the coins turned over (X the head turned to tails, then I > J below it, each optional); heads in the "
        "order listed, each by I then J ascending (X alone first, X/I before X/I/J)";
    static constexpr bool long_lists = true;

    // The parser hands the heads one by one: the case is the heads, distinct, in the order listed (the parser drops
    // a coin listed again).
    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        struct Heads {
            void clear() { heads.clear(); }
            void add_head(long long coin) { heads.push_back(coin); }
            bool first_player_wins() { return per_case(heads); }
            PerCase& per_case;
            std::vector<long long> heads;
        } position{per_case, {}};
        answer_cases(in, limits, out, position);
    }
    // "No" where Daizhenyang, who moves first, wins: the judge asks whether he loses.
    static constexpr gamesuite::AnswerWords answer_words = {"No", "Yes"};

    gamesuite::MoveList moves(const std::vector<long long>& heads) {
        std::vector<std::string> moves;
        for (const auto& coins : winning_moves(heads)) moves.push_back(gamesuite::cells_marked(coins));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, const std::vector<long long>& heads) {
        std::vector<unsigned long long> values;
        for (long long head : heads) values.push_back(mock_turtles_grundy(static_cast<unsigned long long>(head)));
        const unsigned long long sum = gamecore::nim_sum(values.begin(), values.end());
        const std::string why = "a head at coin x is worth the (x+1)-th odious number, and the heads' values xor "
                                "to " + gamesuite::xor_expression(values, sum);
        const auto moves = winning_moves(heads);
        if (moves.empty()) {
            lines.explain_loss(why + ": every move changes the sum, so Daizhenyang loses (Yes)");
            return;
        }
        const std::vector<long long>& coins = moves.front();
        std::string what = "turn coin " + std::to_string(coins[0]) + " to tails";
        for (std::size_t c = 1; c < coins.size(); ++c)
            what += std::string(c == 1 ? ", and coin " : " and ") + std::to_string(coins[c]) + " (worth " +
                    std::to_string(mock_turtles_grundy(static_cast<unsigned long long>(coins[c]))) + ")";
        if (coins.size() > 1) what += " over";
        lines.explain_win(why + ", not 0: Daizhenyang wins (No)", gamesuite::cells_marked(coins), what,
                          "the heads' values now xor to 0");
    }

    // By the rules: every head x turned to tails with no, one or two coins below it turned too (heads or tails),
    // kept when the reference's table values (each lone head's mex over its moves) of the heads after it xor to 0.
    gamesuite::MoveList moves_by_rules(const std::vector<long long>& heads) {
        static GrundyTableSum table;  // one table for every input the process reads
        unsigned sum = 0;
        for (long long head : heads) sum ^= table.grundy(head);
        std::vector<std::string> moves;
        for (long long x : heads) {
            const unsigned rest = sum ^ table.grundy(x);
            std::vector<std::vector<long long>> found;
            if (rest == 0) found.push_back({x});
            for (long long i = 0; i < x; ++i) {
                if ((rest ^ table.grundy(i)) == 0) found.push_back({x, i});
                for (long long j = 0; j < i; ++j)
                    if ((rest ^ table.grundy(i) ^ table.grundy(j)) == 0) found.push_back({x, i, j});
            }
            for (const auto& coins : found) moves.push_back(gamesuite::cells_marked(coins));
        }
        return moves;
    }

    // --play: the heads in the order listed, a coin turned to heads joining at the end.
    static std::string board(const std::vector<long long>& heads) {
        if (heads.empty()) return "  no coin shows heads";
        std::string text;
        for (long long head : heads) text += (text.empty() ? "" : ", ") + std::to_string(head);
        return "  heads at coins " + text + " (counted from 0); every other coin shows tails";
    }
    static std::string play(const std::string& move, std::vector<long long>& heads) {
        std::vector<long long> coins;
        if (!gamesuite::read_number_list(move, '/', coins) || coins.size() > 3)
            return "write X, X/I or X/I/J (head X turned to tails, and coins I > J below it turned over)";
        const auto x = std::find(heads.begin(), heads.end(), coins[0]);
        if (x == heads.end()) return "coin " + std::to_string(coins[0]) + " shows no head";
        for (std::size_t c = 1; c < coins.size(); ++c)
            if (coins[c] >= coins[c - 1]) return "the coins turned with X must be below it, I > J";
        heads.erase(x);
        for (std::size_t c = 1; c < coins.size(); ++c) {
            const auto at = std::find(heads.begin(), heads.end(), coins[c]);
            if (at == heads.end()) heads.push_back(coins[c]);
            else heads.erase(at);
        }
        return "";
    }
    // Holding out: the highest head moved one coin down.
    static std::string any_move(const std::vector<long long>& heads) {
        if (heads.empty()) return "";
        const long long x = *std::max_element(heads.begin(), heads.end());
        if (x == 0 || std::find(heads.begin(), heads.end(), x - 1) != heads.end()) return std::to_string(x);
        return gamesuite::cells_marked(std::vector<long long>{x, x - 1});
    }
};

}  // namespace mock_turtles

#endif
