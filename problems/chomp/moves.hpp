// TopCoder TCO08 Chomp on the command line: --moves lists every winning first bite, --explain gives the fastest and
// how long the game then lasts (C++17, never judged). O(N^4) once for the widest N. Tested in-process against
// moves_by_rules, which bites every cell of the board on the reference's minimax.
#ifndef CHOMP_MOVES_HPP
#define CHOMP_MOVES_HPP

#include <algorithm>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "cli/case_moves.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace chomp {

// The solved shapes of the widest board asked so far, and the first bites from the full 3 x N board.
class ChompMoves {
public:
    struct Bite {
        int row, column;
        std::size_t after;  // the shape it leaves
    };

    std::vector<Bite> bites(int n) {
        widen(n);
        std::vector<Bite> all;
        for (int row = 0; row < 3; ++row)
            for (int x = 0; x < n; ++x) {
                const int a = row == 0 ? x : n, b = row <= 1 ? x : n;
                all.push_back({row, x, game_->index(a, std::min(b, a), std::min(x, std::min(b, a)))});
            }
        return all;
    }

    // A bite wins iff the opponent, to move at the shape it leaves, loses (shape 0: the poison eaten, a loss).
    bool wins(const Bite& bite) const { return solved_.outcome[bite.after] == gamecore::LOSS; }
    unsigned remoteness(std::size_t shape) const { return solved_.remoteness[shape]; }
    std::size_t full_board(int n) const { return game_->index(n, n, n); }
    const ChompGame& game() const { return *game_; }

private:
    void widen(int n) {
        if (game_ && game_->width() >= n) return;
        game_.reset(new ChompGame(n));
        gamecore::solve_retrograde(*game_, solved_);
    }

    std::unique_ptr<ChompGame> game_;
    gamecore::RetrogradeResult solved_;
};

struct Moves : gamesuite::CaseMoves<Limits> {
    static constexpr const char* notation =
        "R,C, a first bite at row R (1 the poisoned bottom row) and column C (both from 1), taking every cell at or "
        "above it and at or right of it; by row, then column";

    template <class PerCase>
    void read_cases(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out, PerCase& per_case) {
        answer_widths(in, limits, out, per_case);
    }
    // A count of moves a width: positive where the first player wins, negative where the second does.
    static std::optional<std::vector<gamesuite::Outcome>> judge_outcomes(const std::string& answers) {
        return gamesuite::outcome_per_line(answers, [](const std::string& line) {
            const std::size_t digits = line.find_first_not_of('-') == 1 ? 1 : 0;
            if (line.size() == digits || line[digits] == '0' ||
                line.find_first_not_of("0123456789", digits) != std::string::npos)
                throw std::runtime_error("the judge answer '" + line + "' is no nonzero count of moves");
            return digits == 0 ? gamesuite::Outcome::win : gamesuite::Outcome::lose;
        });
    }

    gamesuite::MoveList moves(int n) {
        std::vector<std::string> moves;
        for (const ChompMoves::Bite& bite : chomp_.bites(n))
            if (chomp_.wins(bite)) moves.push_back(gamesuite::pair_left(bite.row + 1, bite.column + 1));
        return moves;
    }

    void explain(gamesuite::CaseLines& lines, int n) {
        const std::vector<ChompMoves::Bite> bites = chomp_.bites(n);
        const unsigned moves = chomp_.remoteness(chomp_.full_board(n));
        const std::string why = "the 3 x " + std::to_string(n) + " board, solved backwards from the eaten poison "
                                "over every staircase shape, is a win in " + gamesuite::counted(moves, "move") +
                                " (the poisoned bite counted)";
        const ChompMoves::Bite* fastest = nullptr;
        for (const ChompMoves::Bite& bite : bites)
            if (chomp_.wins(bite) && (!fastest || chomp_.remoteness(bite.after) < chomp_.remoteness(fastest->after)))
                fastest = &bite;
        if (!fastest) {
            lines.explain_loss("the 3 x " + std::to_string(n) + " board is lost in " +
                               gamesuite::counted(moves, "move") + ": every bite leaves a win for the opponent");
            return;
        }
        int a, b, c;
        chomp_.game().shape(fastest->after, a, b, c);
        lines.explain_win(why, gamesuite::pair_left(fastest->row + 1, fastest->column + 1),
                          "bite row " + std::to_string(fastest->row + 1) + ", column " +
                              std::to_string(fastest->column + 1) + ": rows of " + std::to_string(a) + ", " +
                              std::to_string(b) + " and " + std::to_string(c) + " cells are left",
                          "the opponent is lost there and holds out " +
                              gamesuite::counted(chomp_.remoteness(fastest->after), "move") +
                              " at best; no other bite wins sooner");
    }

    // By the rules: every cell of the full board bitten, kept when the reference's minimax finds the opponent lost
    // on what is left; the poisoned cell loses at once.
    gamesuite::MoveList moves_by_rules(int n) {
        static CellSetChomp game;  // one memo for every input the process reads
        std::vector<std::string> moves;
        const CellSetChomp::Cells board = CellSetChomp::board(n);
        for (int row = 0; row < 3; ++row)
            for (int column = 0; column < n; ++column)
                if ((row > 0 || column > 0) && game.value(board & ~CellSetChomp::eaten_by(row, column)) < 0)
                    moves.push_back(gamesuite::pair_left(row + 1, column + 1));
        return moves;
    }

private:
    ChompMoves chomp_;  // the widest board's table, built once an input
};

}  // namespace chomp

#endif
