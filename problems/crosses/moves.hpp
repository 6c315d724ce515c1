// POJ 3537 Crosses and Crosses on the command line: --moves lists every winning first cross, --explain says why
// (C++17, never judged). O(n) a strip after the table. Tested in-process against moves_by_rules (the search).
#ifndef CROSSES_MOVES_HPP
#define CROSSES_MOVES_HPP

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "cli/case_moves.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace crosses {

// A strip of `free` safe cells is the heap free + 2 of 0.007 (solver.hpp); free = -1 or -2 is an end the dead
// cells overran, worth 0 like an empty strip.
inline unsigned free_cells_value(TreblecrossValues& values, long long free) {
    return values.value(free < 0 ? 0 : free);
}

// A cross at cell c of an empty strip of n kills c - 2..c + 2 and leaves c - 3 free cells on its left and n - c - 2
// on its right: it wins iff their values are equal (their sum is 0).
inline std::vector<long long> winning_cells(TreblecrossValues& values, long long n) {
    std::vector<long long> cells;
    for (long long c = 1; c <= n; ++c)
        if (free_cells_value(values, c - 3) == free_cells_value(values, n - c - 2)) cells.push_back(c);
    return cells;
}

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation =
        "C, the cell (counted from 1) of the first cross, ascending; \"draw\" for n <= 2, where three never fit";

    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        answer_lengths(in, limits, out, per_case);
    }
    // No judge_outcomes: the judge's "1" is the first player's win, and also its answer for the draw at n <= 2
    // (statement.md), so the answer alone does not say which. tests.cpp holds the two together instead: "2" where
    // --moves says lose, "1" where it says win or draw.

    gamesuite::MoveList moves(long long n) {
        if (n <= 2) return gamesuite::MoveList::draw();
        std::vector<std::string> moves;
        for (long long c : winning_cells(values_, n)) moves.push_back(std::to_string(c));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, long long n) {
        if (n <= 2) {
            lines.explain_draw("three crosses in a row do not fit in " + gamesuite::counted(n, "cell") +
                               " (the judge's answer for it is 1)");
            return;
        }
        const std::string why = "whoever crosses within two cells of a cross lets the opponent make three, so a "
                                "cross kills the cells two either side of it, and the strip of " + std::to_string(n) +
                                " is worth " + std::to_string(values_.value(n)) + " (heap " + std::to_string(n + 2) +
                                " of the octal game 0.007)";
        const std::vector<long long> cells = winning_cells(values_, n);
        if (cells.empty()) {
            lines.explain_loss(why + ": every cross leaves two free stretches of different values");
            return;
        }
        const long long c = cells.front(), left = c - 3 < 0 ? 0 : c - 3, right = n - c - 2 < 0 ? 0 : n - c - 2;
        lines.explain_win(why + ", not 0", std::to_string(c), "a cross in cell " + std::to_string(c),
                          gamesuite::counted(left, "cell") + " free on its left and " + std::to_string(right) +
                              " on its right, both worth " + std::to_string(free_cells_value(values_, c - 3)) +
                              ": the opponent faces a sum of 0");
    }

    // By the rules: a strip of n <= 2 holds no three in a row, a draw; otherwise every first cross, kept when the
    // search finds the strip after it lost for the player then to move.
    gamesuite::MoveList moves_by_rules(long long n) {
        if (n <= 2) return gamesuite::MoveList::draw();
        gamecore::GameSearch<StripRules>& search = strip_search();
        std::vector<std::string> moves;
        for (long long c = 1; c <= n; ++c) {
            std::string strip(static_cast<std::size_t>(n), '.');
            strip[static_cast<std::size_t>(c - 1)] = 'X';
            if (!search.wins(strip)) moves.push_back(std::to_string(c));
        }
        return moves;
    }

    // --play: a strip with crosses is no case (a case is an empty strip), so play's Board is the strip itself, 'X'
    // for a cross and '.' for an empty cell, the reference's own positions. The game ends once a strip holds XXX.
    static std::string play_position(long long n) { return std::string(static_cast<std::size_t>(n), '.'); }

    // A cross completing three wins at once, and then only such a cross wins (any other hands the three to the
    // opponent); otherwise only safe cells count, more than two from every cross, in stretches each worth its
    // heap of 0.007 like an empty strip of that length.
    gamesuite::MoveList moves(const std::string& strip) {
        if (strip.size() <= 2) return gamesuite::MoveList::draw();
        std::vector<std::string> moves;
        const std::vector<long long> immediate = completing_cells(strip);
        for (long long c : immediate) moves.push_back(std::to_string(c));
        if (!immediate.empty()) return moves;
        const std::vector<std::pair<long long, long long>> stretches = safe_stretches(strip);
        unsigned total = 0;
        for (const auto& stretch : stretches) total ^= free_cells_value(values_, stretch.second);
        for (const auto& stretch : stretches)
            for (long long p = 0; p < stretch.second; ++p)
                if ((total ^ free_cells_value(values_, stretch.second) ^ free_cells_value(values_, p - 2) ^
                     free_cells_value(values_, stretch.second - p - 3)) == 0)
                    moves.push_back(std::to_string(stretch.first + p + 1));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, const std::string& strip) {
        if (strip.size() <= 2) {
            lines.explain_draw("three crosses in a row do not fit in " + gamesuite::counted(strip.size(), "cell"));
            return;
        }
        const std::vector<long long> immediate = completing_cells(strip);
        if (!immediate.empty()) {
            const std::string c = std::to_string(immediate.front());
            lines.explain_win("a cross in cell " + c + " completes three in a row", c, "a cross in cell " + c,
                              "three in a row: the game is won at once");
            return;
        }
        const std::vector<std::pair<long long, long long>> stretches = safe_stretches(strip);
        std::vector<unsigned> values;
        for (const auto& stretch : stretches) values.push_back(free_cells_value(values_, stretch.second));
        unsigned total = 0;
        for (unsigned v : values) total ^= v;
        const std::string why = "no cross completes three, and a cross within two cells of another lets the "
                                "opponent make three; the safe cells form " +
                                gamesuite::counted(stretches.size(), "stretch", "stretches") + ", worth " +
                                gamesuite::xor_expression(values, total);
        const gamesuite::MoveList winning = moves(strip);
        if (winning.moves.empty()) {
            lines.explain_loss(why + ": every cross leaves a nonzero sum or hands the opponent three in a row");
            return;
        }
        lines.explain_win(why + ", not 0", winning.moves.front(), "a cross in cell " + winning.moves.front(),
                          "the safe stretches it leaves sum to 0 for the opponent");
    }

    // By the rules: every cross, kept when the reference's search finds the strip after it lost for the player then
    // to move (a strip holding XXX offers no move: lost).
    gamesuite::MoveList moves_by_rules(const std::string& strip) {
        if (strip.size() <= 2) return gamesuite::MoveList::draw();
        gamecore::GameSearch<StripRules>& search = strip_search();
        std::vector<std::string> moves;
        for (std::size_t c = 0; c < strip.size(); ++c) {
            if (strip[c] != '.') continue;
            std::string after(strip);
            after[c] = 'X';
            if (!search.wins(after)) moves.push_back(std::to_string(c + 1));
        }
        return moves;
    }

    // The strip, then its cells' numbers below it (units, and the tens under every tenth).
    static std::string board(const std::string& strip) {
        std::string units, tens;
        for (std::size_t c = 1; c <= strip.size(); ++c) {
            units += static_cast<char>('0' + c % 10);
            tens += c % 10 == 0 ? static_cast<char>('0' + c / 10 % 10) : ' ';
        }
        while (!tens.empty() && tens.back() == ' ') tens.pop_back();
        return "  " + strip + "\n  " + units + (tens.empty() ? "" : "\n  " + tens);
    }

    static std::string play(const std::string& move, std::string& strip) {
        long long cell = 0;
        if (!gamesuite::read_number_move(move, cell)) return "write C (the cell, counted from 1, of your cross)";
        if (cell < 1 || cell > static_cast<long long>(strip.size()))
            return "the cells are 1 to " + std::to_string(strip.size());
        char& chosen = strip[static_cast<std::size_t>(cell - 1)];
        if (chosen == 'X') return "cell " + std::to_string(cell) + " already holds a cross";
        chosen = 'X';
        return "";
    }

    // Holding out: the first safe cell, else the first empty one; none once three stand in a row.
    static std::string any_move(const std::string& strip) {
        if (strip.find("XXX") != std::string::npos || strip.find('.') == std::string::npos) return "";
        const std::vector<std::pair<long long, long long>> stretches = safe_stretches(strip);
        return std::to_string((stretches.empty() ? static_cast<long long>(strip.find('.')) : stretches.front().first) +
                              1);
    }

private:
    // The empty cells whose cross completes three in a row, from 1.
    static std::vector<long long> completing_cells(const std::string& strip) {
        std::vector<long long> cells;
        const long long n = static_cast<long long>(strip.size());
        const auto cross = [&](long long i) { return i >= 0 && i < n && strip[static_cast<std::size_t>(i)] == 'X'; };
        for (long long i = 0; i < n; ++i)
            if (strip[static_cast<std::size_t>(i)] == '.' &&
                ((cross(i - 2) && cross(i - 1)) || (cross(i - 1) && cross(i + 1)) || (cross(i + 1) && cross(i + 2))))
                cells.push_back(i + 1);
        return cells;
    }

    // The runs of safe cells (empty, more than two cells from every cross): (first cell from 0, length).
    static std::vector<std::pair<long long, long long>> safe_stretches(const std::string& strip) {
        std::vector<std::pair<long long, long long>> stretches;
        const long long n = static_cast<long long>(strip.size());
        for (long long i = 0; i < n; ++i) {
            bool safe = true;
            for (long long j = i - 2; j <= i + 2; ++j)
                safe = safe && !(j >= 0 && j < n && strip[static_cast<std::size_t>(j)] == 'X');
            if (!safe) continue;
            if (!stretches.empty() && stretches.back().first + stretches.back().second == i)
                ++stretches.back().second;
            else
                stretches.push_back({i, 1});
        }
        return stretches;
    }

    TreblecrossValues values_;
};

}  // namespace crosses

#endif
