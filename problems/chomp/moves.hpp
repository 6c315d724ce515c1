// TopCoder TCO08 Chomp on the command line: --moves lists every winning first bite, --explain gives the fastest and
// how long the game then lasts (C++17, never judged). O(N^4) once for the widest N. Tested in-process against
// reference_moves, which bites every cell of the board on the reference's minimax.
#ifndef CHOMP_MOVES_HPP
#define CHOMP_MOVES_HPP

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "cli/moves.hpp"
#include "reference.hpp"
#include "solver.hpp"

namespace chomp {

const char* const move_notation =
    "R,C, a first bite at row R (1 the poisoned bottom row) and column C (both from 1), taking every cell at or "
    "above it and at or right of it; by row, then column";

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

inline void write_moves(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    gamesuite::CaseLines lines(out);
    ChompMoves chomp;
    auto per_width = [&](int n) {
        std::vector<std::string> moves;
        for (const ChompMoves::Bite& bite : chomp.bites(n))
            if (chomp.wins(bite)) moves.push_back(gamesuite::pair_left(bite.row + 1, bite.column + 1));
        lines.moves(moves);
        return 0;
    };
    answer_widths(in, limits, lines.discarded, per_width);
}

inline void write_explanation(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    gamesuite::CaseLines lines(out);
    ChompMoves chomp;
    auto per_width = [&](int n) {
        const std::vector<ChompMoves::Bite> bites = chomp.bites(n);
        const unsigned moves = chomp.remoteness(chomp.full_board(n));
        const std::string why = "the 3 x " + std::to_string(n) + " board, solved backwards from the eaten poison "
                                "over every staircase shape, is a win in " + std::to_string(moves) +
                                " moves (the poisoned bite counted)";
        const ChompMoves::Bite* fastest = nullptr;
        for (const ChompMoves::Bite& bite : bites)
            if (chomp.wins(bite) && (!fastest || chomp.remoteness(bite.after) < chomp.remoteness(fastest->after)))
                fastest = &bite;
        if (!fastest) {
            lines.explain_loss("the 3 x " + std::to_string(n) + " board is lost in " + std::to_string(moves) +
                               " moves: every bite leaves a win for the opponent");
            return 0;
        }
        int a, b, c;
        chomp.game().shape(fastest->after, a, b, c);
        lines.explain_win(why, gamesuite::pair_left(fastest->row + 1, fastest->column + 1),
                          "bite row " + std::to_string(fastest->row + 1) + ", column " +
                              std::to_string(fastest->column + 1) + ": rows of " + std::to_string(a) + ", " +
                              std::to_string(b) + " and " + std::to_string(c) + " cells are left",
                          "the opponent is lost there and holds out " +
                              gamesuite::counted(chomp.remoteness(fastest->after), "move") +
                              " at best; no other bite wins sooner");
        return 0;
    };
    answer_widths(in, limits, lines.discarded, per_width);
}

// By the rules: every cell of the full board bitten, kept when the reference's minimax finds the opponent lost on
// what is left; the poisoned cell loses at once.
inline void reference_moves(gamecore::Scanner& in, const Limits& limits, gamecore::Output& out) {
    gamesuite::CaseLines lines(out);
    static CellSetChomp game;  // one memo for every input the process reads
    auto per_width = [&](int n) {
        std::vector<std::string> moves;
        const CellSetChomp::Cells board = CellSetChomp::board(n);
        for (int row = 0; row < 3; ++row)
            for (int column = 0; column < n; ++column)
                if ((row > 0 || column > 0) && game.value(board & ~CellSetChomp::eaten_by(row, column)) < 0)
                    moves.push_back(gamesuite::pair_left(row + 1, column + 1));
        lines.moves(moves);
        return 0;
    };
    answer_widths(in, limits, lines.discarded, per_width);
}

}  // namespace chomp

#endif
