// Codeforces 1704F Colouring Game on the command line: --moves lists every winning first move of Alice's, --explain
// gives the counts, the runs' values and one winning move (C++17, never judged). O(n) a strip: a move changes the
// counts and at most two runs. Tested in-process against moves_by_rules on the reference's search.
#ifndef COLOURING_GAME_MOVES_HPP
#define COLOURING_GAME_MOVES_HPP

#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace colouring_game {

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation =
        "I, Alice paints cells I and I+1 white (cells counted from 1); ascending";
    static constexpr bool long_lists = true;  // up to n - 1 moves
    static constexpr gamesuite::AnswerWords answer_words = {"Alice", "Bob"};

    gamesuite::MoveList moves(const std::string& strip) {
        std::vector<std::string> winning;
        for (std::size_t i : winning_moves(strip)) winning.push_back(std::to_string(i + 1));
        return winning;
    }

    void explain(gamesuite::CaseLines& lines, const std::string& strip) {
        const StripValue v = strip_value(strip, decide_.values());
        const std::string counts = std::to_string(v.red) + " red against " + std::to_string(v.blue) + " blue";
        std::string why;
        if (v.red != v.blue) {
            why = counts + ": every move whitens at least one cell of the mover's colour and at most one of the "
                           "other's, so " + std::string(v.red > v.blue ? "Alice" : "Bob") + " outlasts the other";
        } else {
            why = counts + ": both play red-blue pairs, Dawson's Kayles (0.07, preperiod " +
                  std::to_string(decide_.values().preperiod()) + ", period " +
                  std::to_string(decide_.values().period()) + ") on the alternating runs, worth " +
                  std::to_string(v.runs_xor) + " in all" + (v.runs_xor ? ", not 0" : "");
        }
        const std::vector<std::size_t> winning = winning_moves(strip);
        if (winning.empty()) {
            lines.explain_loss(why + ": whatever Alice paints, Bob keeps the upper hand");
            return;
        }
        const std::size_t i = winning.front();
        lines.explain_win(why, std::to_string(i + 1),
                          "paint cells " + std::to_string(i + 1) + " (" + strip[i] + ") and " + std::to_string(i + 2) +
                              " (" + strip[i + 1] + ") white",
                          "Bob, to move, now has no more cells than Alice and, if as many, faces runs worth 0");
    }

    // By the rules: every legal move of Alice's, kept when the reference's search finds Bob lost after it.
    gamesuite::MoveList moves_by_rules(const std::string& strip) {
        std::vector<std::string> winning;
        for (std::size_t i = 0; i + 1 < strip.size(); ++i)
            if (WinsBySearch::legal(strip, i, 'R') && !search_.wins(WinsBySearch::after(strip, i), false))
                winning.push_back(std::to_string(i + 1));
        return winning;
    }

private:
    // Alice's moves (cells i, i + 1 from 0) after which Bob, to move, loses. A move takes its cells from at most two
    // runs: inside one run of L cells, j before it, it leaves runs of j and L - 2 - j; across two runs (two equal
    // neighbours) it shortens each by one. So the new xor costs O(1) a move.
    std::vector<std::size_t> winning_moves(const std::string& strip) {
        const DawsonKaylesValues& g = decide_.values();
        const StripValue v = strip_value(strip, g);
        const std::size_t n = strip.size();
        std::vector<std::size_t> start(n), length(n);  // the run holding each cell: its first cell, its length
        for (std::size_t i = 0; i < n;) {
            std::size_t j = i + 1;
            while (j < n && strip[j] != strip[j - 1]) ++j;
            for (std::size_t c = i; c < j; ++c) start[c] = i, length[c] = j - i;
            i = j;
        }
        std::vector<std::size_t> winning;
        for (std::size_t i = 0; i + 1 < n; ++i) {
            if (strip[i] != 'R' && strip[i + 1] != 'R') continue;
            StripValue next = v;
            for (std::size_t c = i; c <= i + 1; ++c) (strip[c] == 'R' ? next.red : next.blue) -= 1;
            if (start[i] == start[i + 1]) {
                const std::size_t before = i - start[i];
                next.runs_xor ^= g.value(length[i]) ^ g.value(before) ^ g.value(length[i] - 2 - before);
            } else {
                next.runs_xor ^= g.value(length[i]) ^ g.value(length[i] - 1) ^ g.value(length[i + 1]) ^
                                 g.value(length[i + 1] - 1);
            }
            if (!mover_wins(next, false)) winning.push_back(i);
        }
        return winning;
    }

    AliceWins decide_;
    WinsBySearch search_;
};

}  // namespace colouring_game

#endif
